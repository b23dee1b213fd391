"""Engine speed measured where the engine runs (CPython, or Pyodide in the browser through the bridge).

``./scripts/bench`` calls :func:`run` in CPython and the ``bench`` bridge operation in a real Chromium.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .core.serial import field, optional
from .ops import op


def _kachuful_program(seed: int) -> None:
    from .kachuful.bots import play_program

    play_program(("A", "B", "C", "D"), None, seed)


def _gofish_game(seed: int) -> None:
    from .core.rng import Rng
    from .gofish import memory_bot, new_game
    from .gofish.state import apply

    rng = Rng(seed)
    state = new_game(("A", "B", "C", "D"), rng=rng)
    while not state.over:
        state = apply(state, memory_bot(state, rng))


GAMES: dict[str, Callable[[int], Any]] = {"kachuful": _kachuful_program, "go-fish": _gofish_game}


def per_second(name: str, count: int) -> float:
    t0 = time.perf_counter()
    for seed in range(count):
        GAMES[name](seed)
    return count / (time.perf_counter() - t0)


def knowledge_stats(games: int) -> dict[str, float]:
    """Literature: knowledge update times from every seat after every action of seeded games."""
    from importlib.util import find_spec

    if find_spec("engine.literature.benchmark") is None:
        return {}
    from .literature.benchmark import measure

    return measure(games)


def run(counts: dict[str, int] | None = None, knowledge_games: int = 3) -> dict[str, Any]:
    counts = counts or {"kachuful": 5, "go-fish": 50}
    out: dict[str, Any] = {name: per_second(name, n) for name, n in counts.items()}
    out["literature-knowledge"] = knowledge_stats(knowledge_games)
    return out


@op("bench")
def _bench(request: dict[str, Any], lang: str) -> Any:
    counts = optional(request, "counts", dict, {"kachuful": 3, "go-fish": 20})
    games = {str(k): int(v) for k, v in counts.items() if k in GAMES and isinstance(v, int) and 0 < v <= 200}
    return run(games, min(field(request, "knowledge_games", int) if "knowledge_games" in request else 1, 5))
