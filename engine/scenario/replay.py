"""Replaying a scenario through the engine (one match: a what-if step is cut back), checking every
expectation on the way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import EngineError, MalformedInput, Violation
from ..core.events import Event
from ..core.i18n import N_, tr
from ..core.match import Match, Moves
from ..core.messages import describe, describe_error, narrate
from ..games import adapter
from .model import Scenario


class ScenarioFailure(EngineError):
    """The scenario is well formed but the rules disagree with it (names the file and step)."""


@dataclass(frozen=True)
class Frame:
    """What one step shows: the state after it, the events it caused, or the refusal."""

    number: int  # 1-based step number
    state: Any
    events: tuple[Event, ...]
    attempt: Event | None  # the refused action, narrated as it would have been logged
    refusal: tuple[Violation, ...]
    note: str | None
    what_if: bool = False  # the state shown is a hypothesis; the next step starts from before it


def replay(scenario: Scenario) -> tuple[Frame, ...]:
    game = adapter(scenario.game)

    def fail(step: int, reason: str, **params: Any) -> ScenarioFailure:
        return ScenarioFailure("scenario-failed", name=scenario.name, step=step, reason=reason, **params)

    try:
        state = game.position_from_json(scenario.position)
    except EngineError as exc:
        raise fail(0, f"the position is refused: {describe_error(exc, 'fr')} [{exc.code}]") from None
    match = Match(Moves(game.explain, game.apply, game.parse_action, game.events), state)
    frames = []
    for number, step in enumerate(scenario.steps, start=1):
        state = match.state
        before = len(game.events(state))
        attempt, refusal = None, ()
        kept = len(match)
        if step.action is not None:
            try:
                action = game.parse_action(step.action)
            except MalformedInput:
                raise fail(number, f"“{step.action}” is not an action of {scenario.game}") from None
            violations = match.check(action)
            if step.refused is not None:
                codes = [v.code for v in violations]
                if step.refused not in codes:
                    raise fail(number, f"expected refusal {step.refused}, the engine gave {codes or 'none'}")
                if step.only and codes != [step.refused]:
                    raise fail(number, f"expected {step.refused} as the only reason, the engine gave {codes}")
                attempt, refusal = game.action_event(action), violations
            elif violations:
                raise fail(number, f"“{step.action}” is refused: {violations[0].code}")
            else:
                state = match.apply(action)  # checked just above: applied trusted
        for key, expected in step.expect:
            if key in ("refused", "only"):
                continue
            check = game.checks.get(key)
            if check is None:
                raise fail(number, f"unknown expectation “{key}” (known: {', '.join(sorted(game.checks))})")
            problem = check(state, expected)
            if problem:
                raise fail(number, problem)
        frames.append(Frame(number, state, tuple(game.events(state)[before:]), attempt, refusal, step.note,
                            step.what_if))
        if step.what_if:
            match = match.cut(kept)
    return tuple(frames)


def narration(frame: Frame, lang: str) -> list[str]:
    """The sentences of one step, in ``lang``: what happened, the refusal with its reason, the note."""
    lines = [narrate(e, lang) for e in frame.events]
    if frame.what_if and lines:
        lines[0] = tr(lang, N_("What if: {sentence}"), sentence=lines[0])
    if frame.attempt is not None:
        lines.append(tr(lang, N_("Attempt: {attempt} Refused."), attempt=narrate(frame.attempt, lang)))
        lines += [describe(v, lang) for v in frame.refusal]
    if frame.note:
        lines.append(tr(lang, frame.note))
    return lines
