"""A game against the computer looked back on, and a coach beside the table: two bridge operations.

Both take what ``workbench.view`` takes (``game``, ``players``, ``seed``, ``rules``, ``setup``, ``line``:
read and replayed by the workbench, :func:`engine.workbench.config.read_config` and
:func:`engine.workbench.replay.replay`) and the reader's ``seat``. The strong level judges with the random
source the computer's moves use (:func:`engine.driver.bot_rng`): at a given ply of a seed, its move is the
one the computer would have played there.

``game.review``  {..., seat}: the finished game's mistakes of ``seat`` (the game's reviewer,
                 ``GameSpec.review``): ``{"seat", "summary": a sentence (how many, or none), "mistakes":
                 [{"ply", "code", "params", "played", "better", "why"}]}``, in the order played;
                 ``ply`` is the move's index in the line (the position before it is ``at = ply``),
                 ``played`` and ``better`` are moves as the legal moves give them (``action``,
                 ``label``, ``move``), ``why`` a sentence in the request's language.
``game.coach``   {..., seat}: the strong level's move for ``seat`` at the end of the line, with its reasons:
                 ``{"seat", "ply", "move", "reasons": [sentences], "rejected": move or null, "against":
                 sentence or null, "decision": the decision's codes}``.
``game.judge``   {..., seat, ply}: one move of ``seat`` judged as the review would judge it, the line
                 going on at least until that move's outcome is known (the computer's replies after
                 it: Kachuful's trick taken): ``{"seat", "ply", "right": not a mistake, "played": move,
                 "verdict": a sentence, "mistake": a mistake as game.review lists it, or null}`` (a
                 mistake of the review queue replayed from its position; the game need not be over).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.errors import MalformedInput
from ..core.i18n import N_, NP_
from ..core.levels import Decision, Level, describe_reason
from ..core.messages import narrate, register, render
from ..core.moves import move_json
from ..core.review import Mistake, Played, describe_mistake
from ..core.spec import GameSpec
from ..driver import bot_rng
from ..ops import op
from ..workbench.config import Config, read_config
from ..workbench.replay import replay

register({
    "review.unavailable": N_("This game has no review of a finished game."),
    "review.not-over": N_("The game is not over yet: the review goes over a finished game."),
    "review.none": N_("No clear mistake in this game: well played."),
    "review.count": NP_("{count} mistake to look back on: what was better, and why.",
                        "{count} mistakes to look back on: what was better, and why.", "count"),
    "review.right": N_("No mistake this time: this move is one the strong level would not fault."),
    "review.not-seats-move": N_("This move is not {seat}’s: only the seat’s own moves are judged."),
    "review.not-your-turn": N_(
        "It is not {seat}’s turn: the coach suggests a move only to the seat to play."),
})


def strongest(game: GameSpec) -> Level:
    """The strong level: the last of the game's levels (they are listed weakest first)."""
    return list(game.bots.values())[-1]


def judge(game: GameSpec, seed: int) -> Any:
    """The strong level's decision in a position at a ply of the game dealt from ``seed``."""
    level = strongest(game)
    return lambda state, ply: level.decide(state, bot_rng(seed, ply))


def review_line(
    game: GameSpec, seed: int, states: list[Any], actions: list[Any], seat: str,
) -> tuple[Mistake, ...]:
    """``seat``'s mistakes in a game as played (``states[i]`` before ``actions[i]``)."""
    if game.review is None:
        raise MalformedInput("review.unavailable")
    return game.review(Played(states, actions, seat, judge(game, seed)))


def _seat(request: dict[str, Any], config: Config) -> str:
    seat = request.get("seat")
    if seat is None:
        raise MalformedInput("field-missing", field="seat")
    if not isinstance(seat, str) or seat not in config.seats:
        raise MalformedInput("play.seat-unknown", field="seat", seat=str(seat)[:40])
    return seat


@dataclass(frozen=True)
class _OneMove(Played):
    """A game as played, of which the reviewer judges only the move at ``at``."""

    at: int

    def moves(self) -> Any:
        return (move for move in super().moves() if move[0] == self.at)


def _move(game: GameSpec, action: Any, lang: str) -> dict[str, Any]:
    return {"action": str(action), "label": narrate(game.adapter.action_event(action), lang),
            "move": move_json(action)}


def mistake_json(game: GameSpec, mistake: Mistake, lang: str) -> dict[str, Any]:
    return {"ply": mistake.ply, "code": mistake.code, "params": mistake.why.to_json()["params"],
            "played": _move(game, mistake.played, lang), "better": _move(game, mistake.better, lang),
            "why": describe_mistake(mistake, lang)}


@op("game.review")
def review_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    seat = _seat(request, config)
    game = config.spec
    if game.review is None:
        raise MalformedInput("review.unavailable")
    rep = replay(config, lang)
    if not game.over(rep.state):
        raise MalformedInput("review.not-over")
    mistakes = review_line(game, config.seed, rep.states, rep.actions, seat)
    summary = (render("review.count", {"count": len(mistakes)}, lang) if mistakes
               else render("review.none", {}, lang))
    return {"seat": seat, "summary": summary, "mistakes": [mistake_json(game, m, lang) for m in mistakes]}


def coach(game: GameSpec, seed: int, state: Any, ply: int) -> Decision:
    """The strong level's decision for the seat to play in ``state``, the ``ply``-th move of the game."""
    decision: Decision = judge(game, seed)(state, ply)
    return decision


@op("game.coach")
def coach_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    seat = _seat(request, config)
    rep = replay(config, lang)
    game = config.spec
    if game.over(rep.state):
        raise MalformedInput("play.game-over")
    if game.turn(rep.state) != seat:
        raise MalformedInput("review.not-your-turn", seat=seat)
    ply = len(config.line)
    decision = coach(game, config.seed, rep.state, ply)
    reasons = decision.reasons if isinstance(decision.reasons, tuple) else (decision.reasons,)
    return {"seat": seat, "ply": ply, "move": _move(game, decision.action, lang),
            "reasons": [describe_reason(r, lang) for r in reasons],
            "rejected": None if decision.rejected is None else _move(game, decision.rejected, lang),
            "against": None if decision.against is None else describe_reason(decision.against, lang),
            "decision": decision.to_json()}


@op("game.judge")
def judge_op(request: dict[str, Any], lang: str) -> Any:
    config = read_config(request, lang)
    seat = _seat(request, config)
    ply = request.get("ply")
    if ply is None:
        raise MalformedInput("field-missing", field="ply")
    if not isinstance(ply, int) or isinstance(ply, bool):
        raise MalformedInput("field-wrong-type", field="ply", expected="int")
    if not 0 <= ply < len(config.line):
        raise MalformedInput("value-out-of-range", field="ply", low=0, high=max(0, len(config.line) - 1))
    game = config.spec
    if game.review is None:
        raise MalformedInput("review.unavailable")
    rep = replay(config, lang)
    action = rep.actions[ply]
    if getattr(action, "seat", None) != seat:
        raise MalformedInput("review.not-seats-move", seat=seat)
    found = game.review(_OneMove(rep.states, rep.actions, seat, judge(game, config.seed), ply))
    mistake = next((m for m in found if m.ply == ply), None)
    verdict = render("review.right", {}, lang) if mistake is None else describe_mistake(mistake, lang)
    return {"seat": seat, "ply": ply, "right": mistake is None, "played": _move(game, action, lang),
            "verdict": verdict, "mistake": None if mistake is None else mistake_json(game, mistake, lang)}
