"""The engine's TOML data files (worked examples, lessons): read, their top table and their steps checked,
each error a :class:`MalformedInput` of the file's own code naming the file and the place
(``steps[3].expect``). Both kinds of file share the keys ``game``, ``title``, ``position`` and ``steps``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from typing import Any

from .errors import MalformedInput

# (place, reason) -> the error to raise
Bad = Callable[[str, str], MalformedInput]

REQUIRED: tuple[tuple[str, type], ...] = (("game", str), ("title", str), ("position", dict), ("steps", list))


def read_toml(path: Path, code: str) -> Any:
    """``path`` read as TOML; a file that is not is refused as ``code`` at the place ``TOML``."""
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise MalformedInput(code, file=str(path), place="TOML", reason=str(exc)) from None


def complaint(code: str, where: str) -> Bad:
    """The errors of the file ``where``: ``bad(place, reason)``."""

    def bad(place: str, reason: str) -> MalformedInput:
        return MalformedInput(code, file=where, place=place, reason=reason)

    return bad


def top_table(raw: Any, known: Collection[str], bad: Bad) -> dict[str, Any]:
    """``raw`` as a file's top table: only ``known`` keys, and each of :data:`REQUIRED` of its type."""
    if not isinstance(raw, dict):
        raise bad("(file)", "a table of keys is expected")
    for key in raw:
        if key not in known:
            raise bad(key, "unknown key")
    for key, kind in REQUIRED:
        if key not in raw:
            raise bad(key, "missing")
        if not isinstance(raw[key], kind):
            raise bad(key, f"should be of type {kind.__name__}")
    return raw


def step_tables(steps: list[Any], known: Collection[str], bad: Bad) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each step of ``steps`` with its place (``steps[1]``…), checked as it is reached (the caller's own
    checks of a step come before the next one's): at least one, each a table of ``known`` keys."""
    if not steps:
        raise bad("steps", "at least one step is needed")
    for i, entry in enumerate(steps, start=1):
        place = f"steps[{i}]"
        if not isinstance(entry, dict):
            raise bad(place, "a table is expected")
        for key in entry:
            if key not in known:
                raise bad(f"{place}.{key}", "unknown key")
        yield place, entry
