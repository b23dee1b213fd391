"""One random-play test for every registered game × number of players × rule variant (the seeds' rules
and each switch flipped), through the driver, with the invariants checked after every action:

- the cards of the deal are conserved (none twice, none lost, by any action; a chance event may deal
  a new hand size);
- every legal action (a seeded sample of them where there are many) is one ``explain`` finds nothing
  against, its text parses back to it, and its structured form (kind, seat…) is plain JSON;
- the JSON position round-trips, and replaying it equals the state (the log replays the game);
- the seat to play is one of the seats, and the game ends within the driver's bound.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine import driver
from engine.core.moves import move_json
from engine.core.rng import Rng
from engine.core.serial import dumps, loads
from engine.core.spec import SEAT_NAMES, GameSpec
from engine.games import specs

MAX_ACTIONS = 3000
CHECKED = 40  # legal actions explained per position (a seeded sample where there are more: claims)
LONG = 1000  # a list of legal actions this long (Literature's claims) is listed at every 8th position only


def variants(game: GameSpec) -> list[dict[str, Any]]:
    defaults = game.rule_defaults()
    return [{}, *({name: not defaults[name]} for name in game.switches)]


# Every player count runs in CPython; the Pyodide pass (which leaves out ``cpython``) plays each game at its
# default count with every variant, and the transcripts compare the two interpreters game by game.
CASES = [pytest.param(game, players, rules, id=f"{game.name}-{players}-{'+'.join(rules) or 'seed-rules'}",
                      marks=() if players == game.default_players else pytest.mark.cpython)
         for game in specs() for players in game.players for rules in variants(game)]


def check(game: GameSpec, state: Any, before: Counter | None, rng: Rng, listed: bool) -> tuple[Counter, int]:
    """The invariants at ``state``; ``listed``: also the legal actions (how many there are is returned)."""
    ad = game.adapter
    cards = Counter(game.cards(state))
    assert all(n == 1 for n in cards.values()), "a card is in two places"
    assert set(cards) <= set(game.deck)
    if before is not None:
        assert cards == before, "an action lost or made a card"
    position = loads(dumps(ad.position_to_json(state)))
    replayed = ad.position_from_json(position)
    assert ad.position_to_json(replayed) == position
    assert replayed == state, "the position's replay differs from the state"
    legal: list[Any] = []
    if listed and not game.over(state):
        legal = list(ad.legal_actions(state))
        assert legal, "a game not over offers no action"
        sample = legal if len(legal) <= CHECKED else [legal[rng.below(len(legal))] for _ in range(CHECKED)]
        for action in sample:
            assert ad.explain(state, action) == (), f"{action} is listed as legal but explained as illegal"
            assert ad.parse_action(str(action)) == action
            move = loads(dumps(move_json(action)))  # what the pages read instead of the notation
            assert isinstance(move["kind"], str) and move["seat"] == game.turn(state), move
    if not game.over(state):
        assert game.turn(state) in state.seats
    return cards, len(legal)


@pytest.mark.parametrize(("game", "players", "rules"), CASES)
def test_random_play_keeps_every_invariant(game: GameSpec, players: int, rules: dict[str, Any]) -> None:
    for seed in range(1):
        rng = Rng(1000 + seed)
        opening = game.open(tuple(SEAT_NAMES[:players]), rules, rng, None)
        state = driver.settle(game, opening.state, opening.rng)
        sampler = Rng(seed)
        cards, listed = check(game, state, None, sampler, True)
        choose = driver.random_chooser(game, rng)
        for ply in range(MAX_ACTIONS):
            if game.over(state):
                break
            action = choose(state, ply)
            assert game.adapter.explain(state, action) == ()
            played = game.adapter.apply(state, action)
            after = driver.settle(game, played, opening.rng)
            cards, n = check(game, after, cards if after is played else None, sampler,
                             listed <= LONG or ply % 8 == 7)
            listed = n or listed
            state = after
        assert game.over(state), f"{game.name}: not over after {MAX_ACTIONS} random actions"
        assert isinstance(game.result(state), dict)
