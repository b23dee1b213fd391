"""Hostile input, for every registered game: seeded random damage to real positions (values of the
wrong type, fields missing or unknown, cards and actions garbled) and garbled action texts are refused
with an engine error, which the bridge turns into a sentence in the reader's language. Any other
exception is a bug: the bridge does not turn it into "unreadable" (it answers internal-error, with the
traceback)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import driver
from engine.core.errors import EngineError
from engine.core.rng import Rng
from engine.core.spec import SEAT_NAMES, GameSpec
from engine.games import specs

VALUES: list[Any] = [None, True, 0, -1, 10**12, 3.5, "", "x", "A", "2♠", "low-♠", [], [1], ["A"], {},
                     {"A": 1}, "ask A B 7", ["bid A 9"], "99", [None]]


def damaged(value: Any, rnd: random.Random) -> Any:
    """``value`` with one random change somewhere inside: a value replaced, a key or item removed, an
    unknown key added, a text cut or lengthened."""
    if isinstance(value, (dict, list)) and value:
        out: Any = dict(value) if isinstance(value, dict) else list(value)
        key = rnd.choice(list(out)) if isinstance(out, dict) else rnd.randrange(len(out))
        roll = rnd.random()
        if roll < 0.35:
            out[key] = rnd.choice(VALUES)
        elif roll < 0.5:
            del out[key]
        elif roll < 0.55 and isinstance(out, dict):
            out[f"{key}x"] = 1
        else:
            out[key] = damaged(out[key], rnd)
        return out
    if isinstance(value, str) and value and rnd.random() < 0.5:
        return value[:-1] if rnd.random() < 0.5 else value + rnd.choice(["♠", "1", " ", "x"])
    return rnd.choice(VALUES)


@pytest.mark.parametrize("game", specs(), ids=lambda g: g.name)
def test_damaged_positions_raise_engine_errors_only(game: GameSpec) -> None:
    rnd = random.Random(game.name)
    refused = 0
    for seed in range(3):
        opening = game.open(tuple(SEAT_NAMES[: game.default_players]), {}, Rng(seed), None)
        _, state = driver.play(game, opening.state, opening.rng, driver.random_chooser(game, Rng(seed)), 20)
        position = json.dumps(game.adapter.position_to_json(state))
        for _ in range(150):
            data = json.loads(position)
            for _ in range(rnd.randint(1, 3)):
                data = damaged(data, rnd)
            try:
                game.adapter.position_from_json(data)
            except EngineError:
                refused += 1
    assert refused > 200  # the damage really reached the readers


WORDS = ["ask", "claim", "pass", "bid", "play", "draw", "A", "B", "Z", "7", "K", "²", "10♠", "3♠", "low-♠",
         "high-d", "A:2♠,3♠", "C:", "-1", "99", "0", "♠", "", "x" * 50, "A:2♠,2♠,3♠,4♠,5♠,6♠"]


@pytest.mark.parametrize("game", specs(), ids=lambda g: g.name)
def test_garbled_actions_raise_engine_errors_only(game: GameSpec) -> None:
    rnd = random.Random(game.name)
    state = game.open(tuple(SEAT_NAMES[: game.default_players]), {}, Rng(1), None).state
    for _ in range(1500):
        text = " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(0, 6)))
        try:
            game.adapter.explain(state, game.adapter.parse_action(text))
        except EngineError:
            pass
