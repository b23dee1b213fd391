"""Measured strength of the computer's levels: seeded games, each level against the weakest.

For every level, ``games`` games are played from the seeds ``seed``, ``seed + 1``, …: one side (a
seat, or a team where the game has teams) plays at that level, every other seat at the weakest level;
the side at the level turns with the seed, so each seat gets its share. The same seeds serve every
level. A level's score is its side's share of the wins (a shared win counts as a fraction), with a
95% Wilson interval; the weakest level against itself scores about one side's fair share.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from math import sqrt
from typing import Any

from . import driver
from .core.events import Event
from .core.rng import Rng
from .core.spec import GameSpec, seat_names

MAX_ACTIONS = 20_000
Z95 = 1.959964


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of the proportion ``successes / n``."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = p + z * z / (2 * n)
    spread = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


@dataclass(frozen=True)
class Game:
    """One finished game: the seats, the level of each, the winners and the events."""

    seats: tuple[str, ...]
    levels: dict[str, str]
    winners: tuple[str, ...]
    events: tuple[Event, ...]


def play_game(spec: GameSpec, seed: int, levels: dict[str, str], players: int | None = None,
              rules: dict[str, Any] | None = None, budget: int | None = None) -> Game:
    """The game of ``seed`` played by the computer, each seat at its level in ``levels`` (``budget``:
    the play-outs per move of the levels that search, None for their own)."""
    seats = seat_names(players or spec.default_players)
    opening = spec.open(seats, dict(rules or {}), Rng(seed), None)
    bots = {seat: spec.bot(levels[seat]).with_budget(budget) for seat in seats}

    def choose(state: Any, ply: int) -> Any:
        return bots[spec.turn(state) or ""](state, driver.bot_rng(seed, ply))

    match = driver.match(spec, opening.state, opening.rng, opening.prelude)
    match.extend(choose, MAX_ACTIONS)
    state = match.state
    if not spec.over(state):
        raise RuntimeError(f"{spec.name}: seed {seed} did not end in {MAX_ACTIONS} actions")
    events = [event for chunk in match.chunks for event in chunk]
    assert spec.winners is not None, f"{spec.name} declares no winners"
    return Game(seats, dict(levels), tuple(spec.winners(state)), tuple(events))


@dataclass
class LevelScore:
    name: str
    games: int = 0
    points: float = 0.0
    tallies: dict[str, list[int]] = field(default_factory=dict)

    @property
    def score(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.points, self.games)

    def rates(self) -> dict[str, float]:
        return {k: hits / tries for k, (hits, tries) in self.tallies.items() if tries}

    def to_json(self) -> dict[str, Any]:
        low, high = self.interval
        out: dict[str, Any] = {"name": self.name, "score": round(self.score, 4),
                               "low": round(low, 4), "high": round(high, 4)}
        if self.tallies:
            out["rates"] = {k: round(v, 4) for k, v in self.rates().items()}
        return out


def share(spec: GameSpec, game: Game, side: tuple[str, ...]) -> float:
    """The side's share of the win: 1 alone, 1/k when k sides share it, 0 otherwise."""
    sides = spec.sides(game.seats)
    winning = [s for s in sides if any(seat in game.winners for seat in s)]
    return 1 / len(winning) if any(seat in game.winners for seat in side) else 0.0


def tournament(spec: GameSpec, games: int, seed: int = 1, players: int | None = None,
               rules: dict[str, Any] | None = None, budget: int | None = None,
               progress: Callable[[str, int], None] | None = None) -> list[LevelScore]:
    """Every level's score against the weakest level, weakest first."""
    names = list(spec.bots)
    weakest = names[0]
    seats = seat_names(players or spec.default_players)
    sides = spec.sides(seats)
    scores = []
    for name in names:
        result = LevelScore(name)
        for i in range(games):
            side = sides[i % len(sides)]
            levels = {seat: (name if seat in side else weakest) for seat in seats}
            game = play_game(spec, seed + i, levels, len(seats), rules, budget)
            result.games += 1
            result.points += share(spec, game, side)
            if spec.tallies is not None:
                for seat in side:
                    for key, (hits, tries) in spec.tallies(game.events, seat).items():
                        row = result.tallies.setdefault(key, [0, 0])
                        row[0] += hits
                        row[1] += tries
            if progress is not None:
                progress(name, i + 1)
        scores.append(result)
    return scores


def report(spec: GameSpec, games: int, scores: list[LevelScore]) -> dict[str, Any]:
    return {"game": spec.name, "games": games, "levels": [s.to_json() for s in scores]}


def table(spec: GameSpec, games: int, scores: list[LevelScore]) -> list[str]:
    """The scores as lines of text (English: a tool for authors)."""
    weakest = scores[0].name if scores else ""
    lines = [f"{spec.name}: {games} games per level, each level against {weakest}"]
    for s in scores:
        low, high = s.interval
        rates = "".join(f"  {k} {v:.1%}" for k, v in s.rates().items())
        lines.append(f"  {s.name:<13} {s.score:6.1%}  [{low:6.1%}, {high:6.1%}]{rates}")
    return lines
