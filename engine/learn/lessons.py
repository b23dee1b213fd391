"""Lessons replayed and checked (at build time, and by the tests: :mod:`.checks`), and each step as the
page shows it and the engine judges it: on the table, a move the rules accept that reaches the step's
aim; by a choice, the engine's right answer (a question of several answers: exactly its set)."""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from .. import driver
from ..core.errors import Coded, EngineError, IllegalAction, MalformedInput
from ..core.i18n import N_, ntr, tr
from ..core.learn import Question
from ..core.match import Match
from ..core.messages import describe, describe_error, message_id, narrate, register
from ..core.moves import move_json
from ..core.serial import dumps
from ..games import spec
from ..present.table import render as render_table
from ..present.tree import Node
from .asking import (
    answer_shown,
    choices,
    history,
    judged,
    label,
    question,
    question_reader,
    said,
    task_text,
    turn_hidden,
    unanswered,
    verdict,
)
from .checks import LessonFailure, check_step, fail, missed, parsed
from .model import Lesson, LessonStep, parse_lesson

__all__ = ["LessonFailure", "check", "judge_step", "read", "step_view"]

register({
    "learn.aim-move": N_("The task asks for another move: {wanted}"),
})


def _fail(lesson: Lesson, step: int, reason: str) -> LessonFailure:
    return fail(lesson, step, reason)


def _opening(lesson: Lesson) -> Any:
    game = spec(lesson.game)
    try:
        return game.adapter.position_from_json(lesson.position)
    except EngineError as exc:
        raise _fail(lesson, 0, f"the position is refused: {describe_error(exc, 'fr')} [{exc.code}]") from None


def _match(lesson: Lesson, number: int) -> Match:
    """The match of step ``number`` (1-based): the lesson's position, then the step's moves (``before``),
    each checked once."""
    game = spec(lesson.game)
    step = lesson.steps[number - 1]
    match = driver.match(game, _opening(lesson))

    def refused(index: int, text: str, exc: EngineError) -> LessonFailure:
        parsed(lesson, number, text)  # a move that cannot be read is named as such
        code = exc.violations[0].code if isinstance(exc, IllegalAction) else exc.code
        return _fail(lesson, number, f"“{text}” (before) is refused: {code}")

    match.play_line(step.before, refused)
    return match


def _state(lesson: Lesson, number: int) -> Any:
    """The position of step ``number`` (1-based): the lesson's position, then the step's moves."""
    return _match(lesson, number).state


def shown_history(lesson: Lesson, number: int, state: Any, lang: str) -> list[str]:
    """The history shown with step ``number``'s task: the lines of its own moves (``before``), or every line
    (``history = "all"``); the whole of it is shown once the step is answered right."""
    game = spec(lesson.game)
    step = lesson.steps[number - 1]
    if step.history == "none":
        return []
    skip = 0 if step.history == "all" else len(game.adapter.events(_opening(lesson)))
    return history(game, state, step.view, lang, known_terms(lesson), skip)


def known_terms(lesson: Lesson) -> frozenset[str] | None:
    """The terms the path has taught by the end of ``lesson`` (None: not known, nothing left out)."""
    return None if lesson.known is None else frozenset(lesson.known)


def _then(lesson: Lesson, step: LessonStep, match: Match) -> list[Any]:
    """The states after each of the step's ``then`` moves, played on ``match`` (the step answered right),
    as far as the rules accept them (a right move not listed may make one illegal: the rest is left)."""
    game = spec(lesson.game)
    states = []
    for text in step.then:
        action = game.adapter.parse_action(text)
        if match.check(action):
            break
        states.append(match.apply(action))
    return states


def _check_then(lesson: Lesson, number: int, step: LessonStep) -> None:
    """Each ``then`` move is legal after each move listed right (after the position, for a question)."""
    if not step.then:
        return
    game = spec(lesson.game)
    for first in step.right if step.act is not None else (None,):
        match = _match(lesson, number)
        if first is not None:
            match.apply(game.adapter.parse_action(first))
        for text in step.then:
            action = parsed(lesson, number, text)
            refused = match.check(action)
            if refused:
                after = f" after “{first}”" if first else ""
                raise _fail(lesson, number, f"then: “{text}” is refused{after}: {refused[0].code}")
            match.apply(action)


def check(lesson: Lesson) -> None:
    """Replay every step; raise :class:`LessonFailure` at the first that disagrees with the engine."""
    openings = len(spec(lesson.game).adapter.events(_opening(lesson)))
    for number, step in enumerate(lesson.steps, start=1):
        state = _state(lesson, number)

        def shown(lang: str, state: Any = state, number: int = number) -> list[str]:
            """The lines shown that are not of the step's own moves: the deal's, when it shows them."""
            return shown_history(lesson, number, state, lang)[:openings] \
                if lesson.steps[number - 1].history == "all" else []

        def drawn(lang: str, state: Any = state, step: LessonStep = step) -> Node:
            """The table shown with the step before it is answered."""
            return _table(lesson, step, state, lang, _reader(lesson, step, state))

        check_step(lesson, number, step, state, shown, drawn)
        _check_then(lesson, number, step)
    if not any(step.wrong or step.ask or step.aim for step in lesson.steps):
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


def _reader(lesson: Lesson, step: LessonStep, state: Any) -> str | None:
    """The seat drawn at the bottom of the step's tables (``state``: the step's own position): the seat it
    acts or views; for a question, one that is not its answer when the turn is hidden, else the seat to
    play."""
    if step.ask is None:
        return step.act or step.view
    game = spec(lesson.game)
    found = question_reader(game, question(game, step.ask), state, dict(step.args), step.view, None)
    return found or game.turn(state)  # kept for the tables after it, where the turn has moved on


def _table(lesson: Lesson, step: LessonStep, state: Any, lang: str, reader: str | None,
           played: bool = False) -> Node:
    """The step's table, ``reader`` at the bottom (``played``: once answered right, drawn to be looked at,
    not played on; a question not answered yet: the turn hidden where it would state the answer, the table
    before the deal where the deal would, ``Question.before``)."""
    game = spec(lesson.game)
    known = known_terms(lesson)
    asked = question(game, step.ask) if step.ask is not None and not played else None
    hidden = asked is not None and (asked.before is not None  # before the deal, nobody is to play
                                    or turn_hidden(game, asked, state, dict(step.args)))
    if asked is not None:  # the table before the deal, if the deal would state the answer
        state = unanswered(asked, state, dict(step.args))
    if game.lesson_table is not None and known is not None:  # nothing drawn before it is taught
        model = game.lesson_table(state, step.view, reader, lang, known)
    else:
        model = game.table(state, step.view, reader, lang)
    if hidden:
        model = replace(model, turn=None)
    return render_table(model, lang, len(getattr(state, "actions", ())),
                        interactive=step.act is not None and not played, hidden_view=step.view is not None,
                        helps=False)


def step_view(lesson: Lesson, number: int, lang: str) -> dict[str, Any]:
    """Step ``number`` as the page shows it: the task, the table, the moves or the choices, the hints, the
    history it is meant to use (:func:`shown_history`)."""
    step = _step(lesson, number)
    game = spec(lesson.game)
    state = _state(lesson, number)
    view: dict[str, Any] = {
        "lesson": lesson.name, "step": number, "total": len(lesson.steps),
        "title": tr(lang, lesson.title), "task": task_text(step.task, dict(step.say), lang),
        "hints": [task_text(h, dict(step.say), lang) for h in step.hints],
        "table": _table(lesson, step, state, lang, _reader(lesson, step, state)), "legal": [], "choices": [],
        "several": False,
        "history": shown_history(lesson, number, state, lang),
    }
    if step.act is not None:
        # The moves the table lets the reader make: the legal ones and the step's wrong moves the rules
        # refuse, alike (a table that dimmed those would give away the rule the step teaches: the card
        # that does not follow suit, the dealer's forbidden bid); the engine's verdict tells them apart.
        offered = list(game.offered(state))
        refused = [a for a in (game.adapter.parse_action(w) for w in step.wrong) if a not in offered]
        view["legal"] = [{"action": str(a), "label": narrate(game.adapter.action_event(a), lang),
                          "move": move_json(a)} for a in offered + refused]
    else:
        q = question(game, step.ask or "")
        view["question"] = q.kind
        view["several"] = q.several
        view["choices"] = choices(q, state, dict(step.args), lang)
    return view


def _reason(game: Any, miss: Coded, lang: str) -> str:
    if miss.code == "learn.aim-move":  # the lessons' own aim: the move the task names, narrated
        wanted = game.adapter.action_event(game.adapter.parse_action(str(miss.args["wanted"])))
        return tr(lang, message_id("learn.aim-move"), wanted=narrate(wanted, lang))  # type: ignore[arg-type]
    return describe(miss, lang)


def _chosen(answer: dict[str, Any], several: bool) -> list[str]:
    if several:
        chosen = answer.get("choices")
        if not isinstance(chosen, list) or not chosen or not all(isinstance(c, str) for c in chosen):
            raise MalformedInput("field-wrong-type", field="answer.choices", expected="list")
        return list(dict.fromkeys(chosen))
    choice = answer.get("choice")
    if not isinstance(choice, str):
        raise MalformedInput("field-wrong-type", field="answer.choice", expected="str")
    return [choice]


def judge_step(lesson: Lesson, number: int, answer: Any, lang: str) -> dict[str, Any]:
    """The reader's answer to step ``number``: ``{"move": {...}}`` (a move on the table, structured as the
    legal moves give it), ``{"choice": "B"}`` or, to a question of several answers, ``{"choices": ["B",
    "D"]}``. Right: the step's explanation, and the whole history (``history``); wrong: the engine's
    reasons (a partial set: how many are missing), and nothing changes."""
    step = _step(lesson, number)
    game = spec(lesson.game)
    match = _match(lesson, number)
    state = match.state
    if not isinstance(answer, dict):
        raise MalformedInput("field-wrong-type", field="answer", expected="object")
    explain = task_text(step.explain, dict(step.say), lang)
    whole = history(game, state, step.view, lang, known_terms(lesson))
    if step.act is not None:
        if "move" not in answer:
            raise MalformedInput("field-missing", field="answer.move")
        action = game.read_move(answer["move"])
        refused = match.check(action)
        event = game.adapter.action_event(action)
        attempt = narrate(event, lang)
        miss = missed(game, step, state, action) if not refused else None
        if refused or miss is not None:
            reasons = [describe(v, lang) for v in refused] if refused else [_reason(game, miss, lang)]
            return {"verdict": "wrong", "attempt": attempt, "reasons": reasons, "explain": "",
                    "answer": _move_shown(game, step, lang)}
        # a legal move that meets the step's aim is right: the explanation speaks of the one made (its
        # seat, target, card…), and the table shows what it did (cards given, the turn passed, a bid)
        made = task_text(step.explain, {**dict(step.say), **event.args}, lang)
        after = match.apply(action)  # checked just above: applied trusted
        return {"verdict": "right", "attempt": attempt, "reasons": [], "explain": made,
                "history": history(game, after, step.view, lang, known_terms(lesson)),
                "table": _table(lesson, step, after, lang, step.act, played=True),
                **_replies(lesson, step, match, step.act, lang)}
    q = question(game, step.ask or "")
    args = dict(step.args)
    chosen = _chosen(answer, q.several)
    offered = q.choices(state, args)
    for choice in chosen:
        if choice not in offered:
            raise MalformedInput("learn.choice-unknown", choice=choice[:40])
    attempt = ", ".join(label(q.kind, c, lang, q.labels) for c in chosen)
    if q.several:
        found_set = _judge_set(q, state, args, chosen, attempt, explain, whole, lang)
        return {**found_set, **_shown(lesson, step, q, match, lang)} if found_set["verdict"] == "right" \
            else {**found_set, "answer": answer_shown(q, state, args, lang)}
    found = verdict(judged(q, state, args, chosen[0]), chosen[0], lang)
    if found["verdict"] != "right":
        return {"verdict": "wrong", "attempt": attempt, "reasons": found["reasons"], "explain": "",
                "answer": answer_shown(q, state, args, lang)}
    return {"verdict": "right", "attempt": attempt, "reasons": [], "history": whole,
            "explain": f"{found['because']} {explain}".strip(), **_shown(lesson, step, q, match, lang)}


# L10N: {move} is a move as a sentence, with its full stop (Ana asks Bruno for their sixes.)
SHOWN_MOVE = N_("A right move: {move}")


def _move_shown(game: Any, step: LessonStep, lang: str) -> str:
    """A move the step accepts (the first it lists right), as the history tells it."""
    event = game.adapter.action_event(game.adapter.parse_action(step.right[0]))
    return tr(lang, SHOWN_MOVE, move=narrate(event, lang))


def _replies(lesson: Lesson, step: LessonStep, match: Match, reader: str | None, lang: str) -> dict[str, Any]:
    """What the table plays after a right answer (``then``): each move's table and history, in order."""
    game = spec(lesson.game)
    then = [{"table": _table(lesson, step, after, lang, reader, played=True),
             "history": history(game, after, step.view, lang, known_terms(lesson))}
            for after in _then(lesson, step, match)]
    return {"then": then} if then else {}


def _shown(lesson: Lesson, step: LessonStep, q: Question, match: Match, lang: str) -> dict[str, Any]:
    """A question answered right: the table with what it hid (the turn, the deal), then what the table
    plays."""
    game, state = spec(lesson.game), match.state
    if not step.then and q.before is None and not turn_hidden(game, q, state, dict(step.args)):
        return {}
    reader = _reader(lesson, step, state)
    return {"table": _table(lesson, step, state, lang, reader, played=True),
            **_replies(lesson, step, match, reader, lang)}


def _judge_set(q: Question, state: Any, args: dict[str, Any], chosen: list[str], attempt: str, explain: str,
               whole: list[str], lang: str) -> dict[str, Any]:
    """A question of several answers: right with exactly the right set; else the reason of each wrong
    choice made, and how many right ones are missing (not which)."""
    answer = q.judge(state, args)
    wrong = [c for c in chosen if c not in answer.right]
    missing = len(answer.right - set(chosen))
    if not wrong and not missing:  # each choice explained (once, when they share their reason)
        because = dict.fromkeys(verdict(judged(q, state, args, c), c, lang)["because"] for c in chosen)
        return {"verdict": "right", "attempt": attempt, "reasons": [], "history": whole,
                "explain": " ".join((*because, explain)).strip()}
    reasons = [said(answer.wrong[c], lang) for c in wrong]
    if missing:
        reasons.append(ntr(lang, "Not all: {n} more answer is right too; select it as well.",
                           "Not all: {n} more answers are right too; select them as well.", missing))
    return {"verdict": "wrong", "attempt": attempt, "reasons": reasons, "explain": "", "missing": missing,
            "tried": wrong}
