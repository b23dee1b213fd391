"""Timing of the deduction on seeded games: ``python -m engine.literature.benchmark [games]``.

Bots play seeded six-player games; at every position, a knowledge update (the exact solve and
the reasons of every certain fact) is timed from every seat, best of three runs so that a busy
machine's pauses do not count. Prints the median, the 99th percentile and the worst, in ms.
"""

from __future__ import annotations

import sys
import time

from ..core.match import Match, Moves
from ..core.rng import Rng
from .bots import bot_step
from .deal import new_game
from .knowledge import knowledge
from .rules import Rules
from .state import apply
from .views import memory_view

MOVES = Moves(None, apply, over=lambda state: state.over)  # the bots' moves, through one match


def measure(games: int = 5, players: int = 6, repeat: int = 3) -> dict[str, float]:
    times: list[float] = []
    for seed in range(games):
        rng = Rng(seed)
        match = Match(MOVES, new_game(rules=Rules(players=players), rng=rng))
        match.extend(lambda state, ply, rng=rng: bot_step(state, rng), 5000)
        for state in match.states[1:]:
            for seat in state.seats:
                best = float("inf")
                for _ in range(repeat):
                    start = time.perf_counter()
                    _ = knowledge(memory_view(state, seat)).facts  # never knowledge_of's kept ones
                    best = min(best, time.perf_counter() - start)
                times.append(best * 1000)
    times.sort()
    return {
        "updates": len(times), "median_ms": times[len(times) // 2],
        "p99_ms": times[int(len(times) * 0.99)], "worst_ms": times[-1],
    }


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for n in (6, 8):
        result = measure(count, n)
        print(f"{n} players: {result['updates']} updates, median {result['median_ms']:.2f} ms, "
              f"p99 {result['p99_ms']:.2f} ms, worst {result['worst_ms']:.2f} ms")
