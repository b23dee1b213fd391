"""Seeded random programs for every player count and every variant: after every action the 52 cards
are accounted for, legal actions agree with explain, positions round-trip through JSON, replaying a
deal's actions rebuilds it, and every program ends after the right number of deals."""

from __future__ import annotations

import pytest

from engine.core.cards import deck52
from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.kachuful import Bid, Play, Rules, explain, legal_actions, new_deal, program
from engine.kachuful.bots import hint_bot
from engine.kachuful.hints import suggest_bid
from engine.kachuful.position import position_from_json, position_to_json
from engine.kachuful.state import Phase, State, apply, next_deal

VARIANTS = {
    "base": Rules(),
    "short_program": Rules(short_program=True),
    "miss_penalty": Rules(miss_penalty=True),
    "per_trick_scoring": Rules(per_trick_scoring=True),
    "no_dealer_restriction": Rules(dealer_restriction=False),
}
DECK = deck52()


def check_cards(state: State) -> None:
    held = [c for hand in state.hands for c in hand]
    played = [a.card for a in state.actions if isinstance(a, Play)]
    cards = held + played
    assert len(set(cards)) == len(cards), "a card is in two places"
    assert len(cards) + 52 - state.players * len(state.dealt[0]) == 52  # the rest lies unused
    assert set(cards) == {c for hand in state.dealt for c in hand}
    assert [c for _, c in state.trick] == played[len(played) - len(state.trick):]


def check_legality(state: State, rng: Rng) -> tuple:
    legal = legal_actions(state)
    assert legal, "the seat to move always has a legal action"
    for action in legal:
        assert explain(state, action) == ()
    seat = state.seats[state.turn]
    other = state.seats[(state.turn + 1) % state.players]
    if state.phase is Phase.BIDDING:
        candidates = [Bid(seat, v) for v in range(state.hand_size + 2)] + [Bid(other, 0)]
    else:
        candidates = [Play(seat, rng.choice(DECK)) for _ in range(6)] + [Play(other, rng.choice(DECK))]
        candidates += [Play(seat, c) for c in state.hands[state.turn]]
    for action in candidates:
        if action not in legal:
            assert explain(state, action), f"{action} is not legal but explain finds nothing"
    return legal


def play_random_program(players: int, rules: Rules, seed: int) -> State:
    rng = Rng(seed)
    seats = seat_names(players)
    state = new_deal(seats, rules=rules, rng=rng, first_dealer=rng.below(players))
    start = state
    deals = 1
    while True:
        check_cards(state)
        if state.phase is Phase.GAME_OVER:
            break
        if state.phase is Phase.DEAL_OVER:
            replayed = start
            for action in state.actions:
                replayed = apply(replayed, action)
            assert replayed == state
            assert len(state.sheet) == state.deal_index + 1
            state = start = next_deal(state, rng)
            deals += 1
            continue
        # Every action gets the cheap checks; a quarter of the deals get the costly ones (bounded time).
        if (state.deal_index - seed) % 4 == 0:
            legal = check_legality(state, rng)
            if rng.below(6) == 0 or not state.actions:
                assert position_from_json(position_to_json(state)) == state
        else:
            legal = legal_actions(state)
        if state.phase is Phase.BIDDING:
            assert suggest_bid(state).action(state.seats[state.turn]) in legal
        action = hint_bot(state) if rng.below(2) else rng.choice(legal)
        assert action in legal
        state = apply(state, action)
    assert deals == len(state.sheet) == len(program(players, rules))
    return state


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", range(3, 8))
def test_random_program(players: int, variant: str) -> None:
    rules = VARIANTS[variant]
    seed = players * 100 + list(VARIANTS).index(variant)
    state = play_random_program(players, rules, seed)
    assert state.phase is Phase.GAME_OVER
    assert state.totals == tuple(sum(col) for col in zip(*state.sheet))
    if not rules.miss_penalty:
        assert all(p >= 0 for row in state.sheet for p in row)


def test_positions_round_trip_between_deals() -> None:
    rng = Rng(7)
    state = new_deal(seat_names(4), rng=rng, first_dealer=2)
    for _ in range(3):
        while state.phase in (Phase.BIDDING, Phase.PLAYING):
            state = apply(state, hint_bot(state))
        state = next_deal(state, rng)
        # A fresh deal with three deals on its sheet.
        assert position_from_json(position_to_json(state)) == state
        state = apply(state, hint_bot(state))
        assert position_from_json(position_to_json(state)) == state


def test_a_scored_deal_round_trips() -> None:
    state = new_deal(seat_names(4), rng=Rng(3), first_dealer=0, deal_index=12)
    while state.phase in (Phase.BIDDING, Phase.PLAYING):
        state = apply(state, hint_bot(state))
    assert state.phase is Phase.DEAL_OVER and any(state.sheet[-1])
    assert position_from_json(position_to_json(state)) == state
