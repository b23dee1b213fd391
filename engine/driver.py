"""One driver for every game: actions, the chance events between them, bots and scripted moves.

A chance event (Kachuful's next deal) is resolved right after the action that leads to it, from the
game's seeded random source, so the same seed always gives the same game. Bots, transcripts,
benchmarks, the workbench and the tests all play through here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .core.events import Event
from .core.rng import Rng
from .core.spec import GameSpec

# (state, ply) -> the action to play: a bot, a script, a random player.
Chooser = Callable[[Any, int], Any]


def bot_rng(seed: int, ply: int) -> Rng:
    """The random source of the computer's move at ``ply`` (actions played so far) for ``seed``: the
    same seed always gives the same game, whatever the order of requests."""
    return Rng(seed * 1_000_003 + ply)


def settle(spec: GameSpec, state: Any, rng: Rng) -> Any:
    """``state`` with the chance events due resolved (none in most states)."""
    while spec.is_chance(state):
        assert spec.apply_chance is not None
        state = spec.apply_chance(state, rng)
    return state


@dataclass(frozen=True)
class Step:
    state: Any
    events: tuple[Event, ...]  # what the action and the chance after it logged


def step(spec: GameSpec, state: Any, action: Any, rng: Rng) -> Step:
    """``action`` applied (the caller checked it), then the chance events it leads to. A chance event
    that starts a new log (a new deal) adds that log's events."""
    events = spec.adapter.events
    before = len(events(state))
    played = spec.adapter.apply(state, action)
    chunk = tuple(events(played)[before:])
    after = settle(spec, played, rng)
    if after is not played:
        chunk += tuple(events(after))
    return Step(after, chunk)


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
    played: list[Any] = []
    state = settle(spec, state, rng)
    while not spec.over(state) and len(played) < limit and go_on(state, len(played)):
        action = choose(state, ply + len(played))
        state = step(spec, state, action, rng).state
        played.append(action)
    return played, state
