"""Seeded game transcripts: the same seeds must give the same games in CPython and in Pyodide.

Each transcript is a game of every registered game, dealt and played from one seed through the driver
by seeded random play (each game's own random player): the number of players and the rule switch
turned on vary with the seed. It records every action's text and the final JSON position;
``./scripts/test`` computes them in both interpreters and compares the two texts.
"""

from __future__ import annotations

from typing import Any

from . import driver
from .core.rng import Rng
from .core.serial import dumps
from .core.spec import GameSpec, seat_names
from .games import specs

MAX_ACTIONS = 3000


def variant(game: GameSpec, seed: int) -> tuple[tuple[str, ...], dict[str, Any]]:
    """The seats and rules of transcript ``seed``: the players cycle through the possible counts and
    the switches are turned on one at a time (seed 0: the seeds' rules)."""
    players = game.players[seed % len(game.players)]
    switches = list(game.switches)
    k = seed % (len(switches) + 1)
    rules = {switches[k - 1]: not game.rule_defaults()[switches[k - 1]]} if k else {}
    return seat_names(players), rules


def transcript(game: GameSpec, seed: int) -> dict[str, Any]:
    seats, rules = variant(game, seed)
    rng = Rng(seed)
    opening = game.open(seats, rules, rng, None)
    choose = driver.random_chooser(game, rng)
    played, state = driver.play(game, opening.state, opening.rng, choose, MAX_ACTIONS)
    return {"seed": seed, "game": game.name, "rules": rules, "actions": [str(a) for a in played],
            "final": game.adapter.position_to_json(state)}


def transcripts(seeds: range = range(4)) -> list[dict[str, Any]]:
    return [transcript(game, seed) for seed in seeds for game in specs()]


def transcripts_json() -> str:
    return dumps(transcripts())
