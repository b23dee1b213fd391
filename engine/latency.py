"""How long the computer takes to choose a move, per game and level (``./scripts/bench``, in CPython and
in Pyodide): each level plays one seat against the weakest level, every one of its moves is chosen with
its reason (as the workbench asks with ``explain``) and timed in processor time, so that the other
programs of a busy machine do not count (the page's own wall-clock times are measured in Chromium). In
Pyodide (``scripts/tools/bot_latency.mjs``) the processor time is the wall clock: run it on a quiet
machine."""

from __future__ import annotations

from time import process_time
from typing import Any

from . import driver
from .core.rng import Rng
from .core.spec import GameSpec, seat_names


def move_times(spec: GameSpec, level: str, games: int, seed: int = 1) -> list[float]:
    """Seconds per move of ``level`` over ``games`` seeded games (its seat turning with the seed)."""
    seats = seat_names(spec.default_players)
    weakest = spec.bot(next(iter(spec.bots)))
    mine = spec.bot(level)
    times: list[float] = []
    for i in range(games):
        seat = seats[i % len(seats)]
        opening = spec.open(seats, {}, Rng(seed + i), None)

        def choose(state: Any, ply: int, seat: str = seat, i: int = i) -> Any:
            source = driver.bot_rng(seed + i, ply)
            if spec.turn(state) != seat:
                return weakest(state, source)
            start = process_time()
            action = mine.decide(state, source).action
            times.append(process_time() - start)
            return action

        driver.match(spec, opening.state, opening.rng).extend(choose, 1_000_000)
    return times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def latency(specs: tuple[GameSpec, ...], games: int = 2) -> dict[str, Any]:
    """{game: {level: {moves, p50_ms, p95_ms, max_ms}}}."""
    out: dict[str, Any] = {}
    for spec in specs:
        rows = {}
        for level in spec.bots:
            times = move_times(spec, level, games)
            rows[level] = {"moves": len(times), "p50_ms": round(percentile(times, 0.5) * 1000, 2),
                           "p95_ms": round(percentile(times, 0.95) * 1000, 2),
                           "max_ms": round(max(times, default=0.0) * 1000, 2)}
        out[spec.name] = rows
    return out
