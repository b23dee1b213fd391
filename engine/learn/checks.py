"""A lesson replayed and checked against the engine (at build time, ``scripts/hooks.py``, and whenever a
page sends one back): a lesson that does not check fails with its file and step.

A step on the table is right when the rules accept the move and, if the step has an aim, the move reaches
it: every move listed ``right`` must be accepted and reach the aim, every move listed ``wrong`` be refused
with a reason or miss the aim with the engine's reason; and some legal move must miss the aim, or a wrong
move be listed (a step no move can get wrong teaches nothing). The aim ``move`` is the lessons' own: only
the moves listed right reach it (a task that names one move). A step with a question is right for the
choices the engine judges right (``right`` must be exactly those, and every other choice offered must get
the engine's reason), and nothing shown with it may give its answer away (:mod:`.giveaways`): the text
shown with it, the table drawn with it, the reason a wrong choice gets."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..core.errors import Coded, EngineError, MalformedInput
from ..core.i18n import LANGUAGES, tr
from ..core.spec import GameSpec
from ..games import spec
from ..present.tree import Node
from .asking import question
from .giveaways import SPELLED_KINDS, check_feedback, check_table, givens, spelled
from .model import Lesson, LessonStep

MOVE_AIM = "move"  # the lessons' own aim: the move is one of those the step lists right


class LessonFailure(EngineError):
    """The lesson is well formed but the engine disagrees with it (names the file and the step)."""


def fail(lesson: Lesson, step: int, reason: str) -> LessonFailure:
    return LessonFailure("lesson-failed", name=lesson.name, step=step, reason=reason)


def parsed(lesson: Lesson, number: int, text: str) -> Any:
    try:
        return spec(lesson.game).adapter.parse_action(text)
    except MalformedInput:
        raise fail(lesson, number, f"“{text}” is not an action of {lesson.game}") from None


def missed(game: GameSpec, step: LessonStep, state: Any, action: Any) -> Coded | None:
    """Why a move the rules accept misses the step's aim (None: it reaches it, or the step has none)."""
    if step.aim is None:
        return None
    wanted = tuple(game.adapter.parse_action(text) for text in step.right)
    if step.aim == MOVE_AIM:
        return None if action in wanted else Coded.of("learn.aim-move", wanted=step.right[0])
    return game.aims[step.aim].miss(state, action, wanted)


def _check_act(lesson: Lesson, number: int, step: LessonStep, state: Any) -> None:
    game = spec(lesson.game)
    if game.turn(state) != step.act:
        raise fail(lesson, number, f"act: it is {game.turn(state)}’s turn, not {step.act}’s")
    if step.aim is not None and step.aim != MOVE_AIM and step.aim not in game.aims:
        raise fail(lesson, number, f"aim: {lesson.game} has no aim {step.aim!r}")
    for expected, texts in ((True, step.right), (False, step.wrong)):
        for text in texts:
            action = parsed(lesson, number, text)
            refused = game.adapter.explain(state, action)
            miss = missed(game, step, state, action) if not refused else None
            if expected and refused:
                raise fail(lesson, number, f"the right answer “{text}” is refused: {refused[0].code}")
            if expected and miss is not None:
                raise fail(lesson, number,
                           f"the right answer “{text}” misses the aim {step.aim}: {miss.code}")
            if not expected and not refused and miss is None:
                raise fail(lesson, number, f"the wrong answer “{text}” is accepted by the rules"
                           + (f" and reaches the aim {step.aim}" if step.aim else ""))
            if getattr(action, "seat", step.act) != step.act:
                raise fail(lesson, number, f"“{text}” is not a move of {step.act}")
    if step.wrong:
        return
    offered = tuple(game.offered(state))
    for moves in (offered, (a for a in game.adapter.legal_actions(state) if a not in offered)):
        if any(missed(game, step, state, action) is not None for action in moves):
            return
    raise fail(lesson, number, "every legal move reaches the step's aim"
               + (f" {step.aim}" if step.aim else " (it has none)")
               + ": it teaches nothing; give it an aim some legal move misses, or list a wrong move")


def _blanked(msgid: str, lang: str) -> str:
    """The task's own words in ``lang``, its placeholders (the step's givens) left out."""
    return re.sub(r"\{[^{}]*\}", "…", tr(lang, msgid))


def check_not_spelled(lesson: Lesson, number: int, step: LessonStep, q: Any, right: frozenset[str],
                      shown: Any) -> None:
    """The text shown with a choice step (its task's own words, the lesson's title, and the history lines
    not of the step's own moves) does not spell a right answer: a seat's name, a card, a number (the
    question's givens, its arguments, excepted). ``shown(lang)`` gives those history lines."""
    if q.kind not in SPELLED_KINDS:
        return
    answers = right - givens(step.args)
    for lang in LANGUAGES:
        for text in (_blanked(step.task, lang), _blanked(lesson.title, lang), *shown(lang)):
            found = spelled(q, answers, text, lang)
            if found is not None:
                raise fail(lesson, number, f"the text shown spells the answer {found[0]!r} ({lang}: "
                                           f"“{found[1]}” in “{text}”)")


def check_ask(lesson: Lesson, number: int, step: LessonStep, state: Any, shown: Any,
              drawn: Callable[[str], Node]) -> None:
    """The question's right choices are the engine's, and nothing shown with it gives them away: its text
    (``shown(lang)``: the history lines shown that are not of its own moves), the table drawn with it
    (``drawn(lang)``), the reason each wrong choice gets."""
    game = spec(lesson.game)
    try:
        q = question(game, step.ask or "")
        args = dict(step.args)
        offered = q.choices(state, args)
        answer = q.judge(state, args)
    except EngineError as exc:
        raise fail(lesson, number, f"the question {step.ask} cannot be asked here: {exc.code}") from None
    if set(step.right) != set(answer.right):
        raise fail(lesson, number, f"the engine judges {sorted(answer.right)} right, the lesson says "
                                   f"{sorted(step.right)}")
    missing = [c for c in offered if c not in answer.right and c not in answer.wrong]
    if missing:
        raise fail(lesson, number, f"no engine reason for the wrong choices {missing}")
    if not [c for c in offered if c not in answer.right]:
        raise fail(lesson, number, "every choice offered is right: nothing to get wrong")
    check_not_spelled(lesson, number, step, q, answer.right, shown)
    failing = lambda reason: fail(lesson, number, reason)  # noqa: E731
    check_table(q, offered, answer.right, drawn(LANGUAGES[0]), failing)  # its marks: in any language
    check_feedback(q, state, args, offered, answer, failing)


def check_step(lesson: Lesson, number: int, step: LessonStep, state: Any, shown: Any,
               drawn: Callable[[str], Node]) -> None:
    seats = tuple(state.seats)
    for key in ("act", "view"):
        seat = getattr(step, key)
        if seat is not None and seat not in seats:
            raise fail(lesson, number, f"{key}: there is no seat {seat!r}")
    for seat_key, value in step.say:
        if not seat_key.startswith("seat"):
            continue
        unknown = [v for v in (value if isinstance(value, (list, tuple)) else (value,)) if v not in seats]
        if unknown:
            raise fail(lesson, number, f"say.{seat_key}: there is no seat {unknown[0]!r}")
    if step.act is not None:
        _check_act(lesson, number, step, state)
    else:
        check_ask(lesson, number, step, state, shown, drawn)


def check_path(lessons: tuple[Lesson, ...]) -> None:
    """Teach before asking: a step's question (or aim) that needs a term of the game is asked only in the
    lesson that teaches it (``teaches``) or after; raise at the first step asked too early."""
    taught: set[str] = set()
    for lesson in lessons:
        game = spec(lesson.game)
        known = taught | set(lesson.teaches)
        for number, step in enumerate(lesson.steps, start=1):
            if step.ask is not None and step.ask in game.questions:
                needs = game.questions[step.ask].needs
            elif step.aim is not None and step.aim in game.aims:
                needs = game.aims[step.aim].needs
            else:
                needs = ()
            missing = [term for term in needs if term not in known]
            if missing:
                raise fail(lesson, number, f"it asks about {', '.join(missing)}, taught by no earlier lesson "
                                           "of the path nor this one (teaches)")
        taught = known
