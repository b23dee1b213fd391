"""Seeded game transcripts: the same seeds must give the same games in CPython and in Pyodide.

Each transcript is a whole game played by seeded random legal actions (and by the games' bots where
they exist): every action's text and the final JSON position. ``./scripts/test`` computes them in both
interpreters and compares the two texts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .core.rng import Rng
from .core.serial import dumps
from .games import adapter

MAX_ACTIONS = 5000


def _play(game: str, state: Any, rng: Rng, advance: Callable[[Any, Rng], Any] | None = None) -> dict:
    rules = adapter(game)
    actions: list[str] = []
    for _ in range(MAX_ACTIONS):
        legal = rules.legal_actions(state)
        if not legal:
            if advance is None:
                break
            nxt = advance(state, rng)
            if nxt is None:
                break
            state = nxt
            actions.append("(next deal)")
            continue
        action = rng.choice(legal)
        actions.append(str(action))
        state = rules.apply(state, action)
    return {"game": game, "actions": actions, "final": rules.position_to_json(state)}


def _kachuful(seed: int) -> dict:
    from .kachuful.rules import Rules
    from .kachuful.state import Phase, new_deal, next_deal

    rng = Rng(seed)
    rules = Rules(short_program=seed % 2 == 1)
    state = new_deal(("A", "B", "C", "D", "E")[: 3 + seed % 3], rules=rules, rng=rng)

    def advance(s: Any, r: Rng) -> Any:
        return next_deal(s, r) if s.phase is Phase.DEAL_OVER else None

    return {"seed": seed, **_play("kachuful", state, rng, advance)}


def _gofish(seed: int) -> dict:
    from .gofish import new_game

    rng = Rng(seed)
    state = new_game(("A", "B", "C", "D", "E")[: 2 + seed % 4], rng=rng)
    return {"seed": seed, **_play("go-fish", state, rng)}


def _literature(seed: int) -> dict | None:
    from importlib.util import find_spec

    if find_spec("engine.literature.adapter") is None:
        return None  # not written yet
    from .literature import new_game
    from .literature.bots import bot_step

    # Random legal claims outnumber asks by thousands: the bots (deduction included) play instead.
    rng = Rng(seed)
    state = new_game(("A", "B", "C", "D", "E", "F"), rng=rng)
    rules = adapter("literature")
    actions: list[str] = []
    while not state.over and len(actions) < MAX_ACTIONS:
        action = bot_step(state, rng)
        actions.append(str(action))
        state = rules.apply(state, action)
    return {"seed": seed, "game": "literature", "actions": actions, "final": rules.position_to_json(state)}


def transcripts(seeds: range = range(4)) -> list[dict]:
    out = []
    for seed in seeds:
        out.append(_kachuful(seed))
        out.append(_gofish(seed))
        lit = _literature(seed)
        if lit is not None:
            out.append(lit)
    return out


def transcripts_json() -> str:
    return dumps(transcripts())
