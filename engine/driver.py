"""One driver for every game: actions, the chance events between them, bots and scripted moves.

A chance event (Kachuful's next deal) is resolved right after the action that leads to it, from the
game's seeded random source, so the same seed always gives the same game. Bots, transcripts,
benchmarks, the workbench and the tests all play through here, and here through one match
(:class:`engine.core.match.Match`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .core.events import Event
from .core.match import Chooser, Match, Moves
from .core.rng import Rng
from .core.spec import GameSpec

__all__ = ["Chooser", "Step", "bot_chooser", "bot_rng", "match", "play", "random_chooser", "settle", "step"]


def bot_rng(seed: int, ply: int) -> Rng:
    """The random source of the computer's move at ``ply`` (actions played so far) for ``seed``: the
    same seed always gives the same game, whatever the order of requests."""
    return Rng(seed * 1_000_003 + ply)


def match(spec: GameSpec, state: Any, rng: Rng | None = None, prelude: tuple[Event, ...] = (),
          ply: int = 0) -> Match:
    """A match of ``spec`` from ``state`` (chance events drawn from ``rng``)."""
    return Match(Moves.of(spec), state, rng, prelude, ply)


def settle(spec: GameSpec, state: Any, rng: Rng) -> Any:
    """``state`` with the chance events due resolved (none in most states)."""
    return match(spec, state, rng).state


@dataclass(frozen=True)
class Step:
    state: Any
    events: tuple[Event, ...]  # what the action and the chance after it logged


def step(spec: GameSpec, state: Any, action: Any, rng: Rng) -> Step:
    """``action`` applied (the caller checked it), then the chance events it leads to. A chance event
    that starts a new log (a new deal) adds that log's events."""
    one = match(spec, state, rng)
    one.apply(action)
    return Step(one.state, one.chunks[-1])


def bot_chooser(
    spec: GameSpec, seed: int, level: str | None = None, levels: Mapping[str, str] | None = None,
) -> Chooser:
    """The computer at ``level`` for every seat, or at ``levels[seat]`` for the seats named there."""
    if not levels:
        bot = spec.bot(level)
        return lambda state, ply: bot(state, bot_rng(seed, ply))
    bots = {seat: spec.bot(name) for seat, name in levels.items()}
    default = spec.bot(level)
    return lambda state, ply: bots.get(spec.turn(state) or "", default)(state, bot_rng(seed, ply))


def random_chooser(spec: GameSpec, rng: Rng) -> Chooser:
    """Random play: the game's own random player where it has one, else any legal action."""
    if spec.random_action is not None:
        pick = spec.random_action
        return lambda state, ply: pick(state, rng)
    return lambda state, ply: rng.choice(spec.adapter.legal_actions(state))


def play(
    spec: GameSpec, state: Any, rng: Rng, choose: Chooser, limit: int,
    go_on: Callable[[Any, int], bool] = lambda state, played: True, ply: int = 0,
) -> tuple[list[Any], Any]:
    """Moves chosen by ``choose`` from ``state`` while the game is not over, fewer than ``limit`` were
    played and ``go_on(state, played)`` holds: the actions and the state after them. ``ply``: the
    actions played before ``state`` (a bot's random source depends on it)."""
    played = match(spec, state, rng, ply=ply)
    actions = played.extend(choose, limit, go_on)
    return actions, played.state
