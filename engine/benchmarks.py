"""Engine speed measured where the engine runs (CPython, or Pyodide in the browser through the bridge).

``./scripts/bench`` calls :func:`run` in CPython and the ``bench`` bridge operation in a real Chromium:
whole games of the games named, played by their default bots through the driver (four players where
the game allows it), and each game's own measures (``GameSpec.benchmark``: Literature's knowledge
update), reported as ``"<game>-<measure>"``.
"""

from __future__ import annotations

import time
from typing import Any

from . import driver
from .core.rng import Rng
from .core.serial import field, optional
from .core.spec import GameSpec, seat_names
from .games import names, spec, specs
from .ops import op

MAX_ACTIONS = 20_000


def whole_game(game: GameSpec, seed: int) -> Any:
    players = 4 if 4 in game.players else game.default_players
    opening = game.open(seat_names(players), {}, Rng(seed), None)
    _, state = driver.play(game, opening.state, opening.rng, driver.bot_chooser(game, seed), MAX_ACTIONS)
    return state


def per_second(name: str, count: int) -> float:
    game = spec(name)
    t0 = time.perf_counter()
    for seed in range(count):
        whole_game(game, seed)
    return count / (time.perf_counter() - t0)


def run(counts: dict[str, int], measure_games: int = 3) -> dict[str, Any]:
    out: dict[str, Any] = {name: per_second(name, n) for name, n in counts.items()}
    for game in specs():
        for label, measure in game.benchmarks.items():
            out[f"{game.name}-{label}"] = measure(measure_games)
    return out


@op("bench")
def _bench(request: dict[str, Any], lang: str) -> Any:
    counts = optional(request, "counts", dict, {})
    games = {str(k): v for k, v in counts.items()
             if k in names() and isinstance(v, int) and not isinstance(v, bool) and 0 < v <= 200}
    return run(games, min(field(request, "knowledge_games", int) if "knowledge_games" in request else 1, 5))
