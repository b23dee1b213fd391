"""The lessons of every game, read from ``docs/lessons/<game>/NN-id.toml`` and checked (at build time:
``scripts/hooks.py`` calls :func:`load_library`; a lesson that does not check fails the build with its
file and step)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from ..core.errors import EngineError
from ..games import names, spec
from .checks import check_path
from .lessons import LessonFailure, check
from .model import Lesson, load_lesson

ROOT = Path(__file__).resolve().parents[2] / "docs" / "lessons"
_LOADED: dict[str, tuple[Lesson, ...]] = {}


class LibraryError(Exception):
    """A lesson file that cannot be read or does not check: the message names the file and the step."""


def load_library(root: Path = ROOT) -> dict[str, tuple[Lesson, ...]]:
    from ..core.messages import describe_error

    found: dict[str, tuple[Lesson, ...]] = {}
    for folder in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else ():
        if folder.name not in names():
            raise LibraryError(f"{folder}: no game is named {folder.name!r}")
        lessons = []
        paths: dict[str, Path] = {}
        for path in sorted(folder.glob("*.toml")):
            try:
                lesson = load_lesson(path)
                check(lesson)
            except LessonFailure as exc:
                raise LibraryError(f"{path}: step {exc.params['step']}: {exc.params['reason']}") from None
            except EngineError as exc:
                raise LibraryError(f"{path}: {describe_error(exc, 'fr')} [{exc.code}]") from None
            lessons.append(lesson)
            paths[lesson.name] = path
        _check_positions((paths[lesson.name], lesson) for lesson in lessons)
        numbers = [lesson.number for lesson in lessons]
        if numbers != list(range(1, len(lessons) + 1)):
            raise LibraryError(f"{folder}: lessons should be numbered 01, 02… in order, found {numbers}")
        try:
            check_path(tuple(lessons))
        except LessonFailure as exc:
            path = paths[exc.params["name"]]
            raise LibraryError(f"{path}: step {exc.params['step']}: {exc.params['reason']}") from None
        found[folder.name] = _known(lessons)
    _LOADED.clear()
    _LOADED.update(found)
    return found


def _known(lessons: list[Lesson]) -> tuple[Lesson, ...]:
    """Each lesson with the terms the path has taught by its end: its tables leave out the rest."""
    taught: list[str] = []
    known = []
    for lesson in lessons:
        taught += [term for term in lesson.teaches if term not in taught]
        known.append(replace(lesson, known=tuple(taught)))
    return tuple(known)


def _check_positions(lessons: Iterable[tuple[Path, Lesson]]) -> None:
    """Lessons show only positions the rules produce from the deal they state: the game says why an
    opening could not come about, and a program's lessons, at one table, agree on its first dealer."""
    firsts: dict[str, str] = {}
    for path, lesson in lessons:
        game = spec(lesson.game)
        state = game.adapter.position_from_json(lesson.position)
        why = game.unreachable(state) if game.unreachable else None
        if why:
            raise LibraryError(f"{path}: the position cannot come from its deal: {why}")
        if game.first_dealer:
            firsts.setdefault(game.first_dealer(state), str(path))
    if len(firsts) > 1:
        seen = ", ".join(f"{seat} in {file}" for seat, file in firsts.items())
        raise LibraryError(f"the lessons of a game sit at one table but disagree on who dealt the first "
                           f"deal (the deal passes left each time): {seen}")


def lessons(game: str) -> tuple[Lesson, ...]:
    if not _LOADED:
        load_library()
    return _LOADED.get(game, ())


def find(name: str) -> Lesson | None:
    game = name.split("/", 1)[0]
    return next((lesson for lesson in lessons(game) if lesson.name == name), None)
