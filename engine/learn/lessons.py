"""Lessons replayed and checked (at build time, and by the tests), and each step as the page shows it
and the engine judges it.

A step on the table is right when the rules accept the move and, if the step has an aim (a claim that
wins, say), the move reaches it: every move listed ``right`` must be accepted and reach the aim, every
move listed ``wrong`` be refused with a reason or miss the aim with the engine's reason. A step with a
question is right for the choices the engine judges right (``right`` must be exactly those, and every
other choice offered must get the engine's reason). A lesson that does not check fails with its file
and step."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..core.errors import Coded, EngineError, MalformedInput
from ..core.i18n import tr
from ..core.messages import describe, describe_error, narrate
from ..core.moves import move_json
from ..core.serial import dumps
from ..games import spec
from ..present.table import render as render_table
from ..present.tree import Node
from .asking import choices, history, judged, label, question, task_text, verdict
from .model import Lesson, LessonStep, parse_lesson


class LessonFailure(EngineError):
    """The lesson is well formed but the engine disagrees with it (names the file and the step)."""


def _fail(lesson: Lesson, step: int, reason: str) -> LessonFailure:
    return LessonFailure("lesson-failed", name=lesson.name, step=step, reason=reason)


def _state(lesson: Lesson, number: int) -> Any:
    """The position of step ``number`` (1-based): the lesson's position, then the step's moves."""
    game = spec(lesson.game)
    step = lesson.steps[number - 1]
    try:
        state = game.adapter.position_from_json(lesson.position)
    except EngineError as exc:
        raise _fail(lesson, 0, f"the position is refused: {describe_error(exc, 'fr')} [{exc.code}]") from None
    for text in step.before:
        try:
            action = game.adapter.parse_action(text)
        except MalformedInput:
            raise _fail(lesson, number, f"“{text}” is not an action of {lesson.game}") from None
        violations = game.adapter.explain(state, action)
        if violations:
            raise _fail(lesson, number, f"“{text}” (before) is refused: {violations[0].code}")
        state = game.adapter.apply(state, action)
    return state


def _missed(game: Any, step: LessonStep, state: Any, action: Any) -> Coded | None:
    """Why a move the rules accept misses the step's aim (None: it reaches it, or the step has none)."""
    return None if step.aim is None else game.aims[step.aim].miss(state, action)


def check(lesson: Lesson) -> None:
    """Replay every step; raise :class:`LessonFailure` at the first that disagrees with the engine."""
    game = spec(lesson.game)
    for number, step in enumerate(lesson.steps, start=1):
        state = _state(lesson, number)
        seats = tuple(state.seats)
        for key in ("act", "view"):
            seat = getattr(step, key)
            if seat is not None and seat not in seats:
                raise _fail(lesson, number, f"{key}: there is no seat {seat!r}")
        for seat_key, value in step.say:
            if seat_key.startswith("seat") and value not in seats:
                raise _fail(lesson, number, f"say.{seat_key}: there is no seat {value!r}")
        if step.act is not None:
            if game.turn(state) != step.act:
                raise _fail(lesson, number, f"act: it is {game.turn(state)}’s turn, not {step.act}’s")
            if step.aim is not None and step.aim not in game.aims:
                raise _fail(lesson, number, f"aim: {lesson.game} has no aim {step.aim!r}")
            for expected, texts in ((True, step.right), (False, step.wrong)):
                for text in texts:
                    try:
                        action = game.adapter.parse_action(text)
                    except MalformedInput:
                        raise _fail(lesson, number, f"“{text}” is not an action of {lesson.game}") from None
                    refused = game.adapter.explain(state, action)
                    missed = _missed(game, step, state, action) if not refused else None
                    if expected and refused:
                        raise _fail(lesson, number,
                                    f"the right answer “{text}” is refused: {refused[0].code}")
                    if expected and missed is not None:
                        raise _fail(lesson, number, f"the right answer “{text}” misses the aim {step.aim}: "
                                                    f"{missed.code}")
                    if not expected and not refused and missed is None:
                        raise _fail(lesson, number, f"the wrong answer “{text}” is accepted by the rules"
                                    + (f" and reaches the aim {step.aim}" if step.aim else ""))
                    if getattr(action, "seat", step.act) != step.act:
                        raise _fail(lesson, number, f"“{text}” is not a move of {step.act}")
            continue
        try:
            q = question(game, step.ask or "")
            args = dict(step.args)
            offered = q.choices(state, args)
            answer = q.judge(state, args)
        except EngineError as exc:
            raise _fail(lesson, number, f"the question {step.ask} cannot be asked here: {exc.code}") from None
        if set(step.right) != set(answer.right):
            raise _fail(lesson, number, f"the engine judges {sorted(answer.right)} right, the lesson says "
                                        f"{sorted(step.right)}")
        missing = [c for c in offered if c not in answer.right and c not in answer.wrong]
        if missing:
            raise _fail(lesson, number, f"no engine reason for the wrong choices {missing}")
        if not [c for c in offered if c not in answer.right]:
            raise _fail(lesson, number, "every choice offered is right: nothing to get wrong")
    if not any(step.wrong or step.ask for step in lesson.steps):
        raise _fail(lesson, 1, "no step offers a wrong answer: a lesson must let the reader be wrong")


@lru_cache(maxsize=64)
def _read(canonical: str) -> Lesson:
    import json

    raw = json.loads(canonical)
    if not isinstance(raw, dict):
        raise MalformedInput("field-wrong-type", field="lesson", expected="object")
    name, number = raw.pop("name", None), raw.pop("number", 0)
    if not isinstance(name, str) or not isinstance(number, int):
        raise MalformedInput("field-wrong-type", field="lesson.name", expected="str")
    steps = raw.get("steps")
    if isinstance(steps, list):  # as to_json wrote it: the empty keys were kept
        raw["steps"] = [{k: v for k, v in s.items() if v not in (None, [], {})} if isinstance(s, dict) else s
                        for s in steps]
    lesson = parse_lesson(raw, name, number)
    check(lesson)
    return lesson


def read(data: Any) -> Lesson:
    """A lesson sent by a page (as :meth:`Lesson.to_json` wrote it), checked again: the page is trusted
    with nothing."""
    return _read(dumps(data))


def _step(lesson: Lesson, number: Any) -> LessonStep:
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= len(lesson.steps):
        raise MalformedInput("step-out-of-range", step=str(number)[:12])
    return lesson.steps[number - 1]


def _table(lesson: Lesson, step: LessonStep, state: Any, lang: str) -> Node:
    game = spec(lesson.game)
    reader = step.act or step.view
    model = game.table(state, step.view, reader, lang)
    return render_table(model, lang, len(getattr(state, "actions", ())), interactive=step.act is not None,
                        hidden_view=step.view is not None, helps=False)


def step_view(lesson: Lesson, number: int, lang: str) -> dict[str, Any]:
    """Step ``number`` as the page shows it: the task, the table, the moves or the choices, the hints."""
    step = _step(lesson, number)
    game = spec(lesson.game)
    state = _state(lesson, number)
    view: dict[str, Any] = {
        "lesson": lesson.name, "step": number, "total": len(lesson.steps),
        "title": tr(lang, lesson.title), "task": task_text(step.task, dict(step.say), lang),
        "hints": [task_text(h, dict(step.say), lang) for h in step.hints],
        "table": _table(lesson, step, state, lang), "legal": [], "choices": [],
        "history": history(game, state, step.view, lang),
    }
    if step.act is not None:
        view["legal"] = [{"action": str(a), "label": narrate(game.adapter.action_event(a), lang),
                          "move": move_json(a)} for a in game.offered(state)]
    else:
        q = question(game, step.ask or "")
        view["question"] = q.kind
        view["choices"] = choices(q, state, dict(step.args), lang)
    return view


def judge_step(lesson: Lesson, number: int, answer: Any, lang: str) -> dict[str, Any]:
    """The reader's answer to step ``number``: ``{"move": {...}}`` (a move on the table, structured as the
    legal moves give it) or ``{"choice": "B"}``. Right: the step's explanation; wrong: the engine's
    reasons, and nothing changes."""
    step = _step(lesson, number)
    game = spec(lesson.game)
    state = _state(lesson, number)
    if not isinstance(answer, dict):
        raise MalformedInput("field-wrong-type", field="answer", expected="object")
    explain = task_text(step.explain, dict(step.say), lang)
    if step.act is not None:
        if "move" not in answer:
            raise MalformedInput("field-missing", field="answer.move")
        action = game.read_move(answer["move"])
        refused = game.adapter.explain(state, action)
        event = game.adapter.action_event(action)
        attempt = narrate(event, lang)
        missed = _missed(game, step, state, action) if not refused else None
        if refused or missed is not None:
            reasons = [describe(v, lang) for v in refused] if refused else [describe(missed, lang)]
            return {"verdict": "wrong", "attempt": attempt, "reasons": reasons, "explain": ""}
        # a legal move that meets the step's aim is right: the explanation speaks of the one made (its
        # seat, target, card…)
        made = task_text(step.explain, {**dict(step.say), **event.args}, lang)
        return {"verdict": "right", "attempt": attempt, "reasons": [], "explain": made}
    choice = answer.get("choice")
    if not isinstance(choice, str):
        raise MalformedInput("field-wrong-type", field="answer.choice", expected="str")
    q = question(game, step.ask or "")
    args = dict(step.args)
    if choice not in q.choices(state, args):
        raise MalformedInput("learn.choice-unknown", choice=choice[:40])
    found = verdict(judged(q, state, args, choice), choice, lang)
    return {"verdict": found["verdict"], "attempt": label(q.kind, choice, lang, q.labels),
            "reasons": found["reasons"],
            "explain": f"{found['because']} {explain}".strip() if found["verdict"] == "right" else ""}
