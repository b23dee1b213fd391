"""Kachuful bidding: the order, the range and the dealer's forbidden bid (in and out of range)."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.kachuful import Bid, explain, forbidden_bid, legal_actions, new_deal, parse_action, play
from engine.kachuful.state import Phase, apply

SEATS = ("A", "B", "C", "D")
HANDS = {"A": parse_cards("K♥ Q♠ 5♦"), "B": parse_cards("2♣ 3♦ 4♠"),
         "C": parse_cards("A♥ A♦ 9♠"), "D": parse_cards("7♥ 2♦ 3♠")}


def deal_of_three():
    # Deal 11 of the four-player program has 3 cards, clubs trumps; dealer D (first dealer B).
    return new_deal(SEATS, hands=HANDS, first_dealer=1, deal_index=10)


def bids(state, *texts):
    for text in texts:
        state = apply(state, parse_action(text))
    return state


def codes(state, text):
    return [v.code for v in explain(state, parse_action(text))]


def test_the_source_example_position() -> None:
    state = deal_of_three()
    assert (state.hand_size, state.trump.word, state.seats[state.dealer], state.seats[state.turn]) == (
        3, "clubs", "D", "A")


def test_dealer_may_not_make_the_total_equal_the_tricks() -> None:
    state = bids(deal_of_three(), "bid A 1", "bid B 0", "bid C 1")
    assert forbidden_bid(state) == 1
    assert codes(state, "bid D 1") == ["kachuful.dealer-forbidden-bid"]
    with pytest.raises(IllegalAction) as info:
        play(state, parse_action("bid D 1"))
    assert info.value.params == {"bid": 1, "others": 2, "tricks": 3}
    assert [a.value for a in legal_actions(state)] == [0, 2, 3]
    after = apply(state, parse_action("bid D 0"))
    assert after.phase is Phase.PLAYING and after.seats[after.turn] == "A"


def test_forbidden_value_out_of_range_means_any_bid() -> None:
    state = bids(deal_of_three(), "bid A 2", "bid B 1", "bid C 3")  # others total 6 > 3
    assert forbidden_bid(state) is None
    assert [a.value for a in legal_actions(state)] == [0, 1, 2, 3]


def test_forbidden_value_can_be_the_full_hand() -> None:
    state = bids(deal_of_three(), "bid A 0", "bid B 0", "bid C 0")
    assert forbidden_bid(state) == 3
    assert codes(state, "bid D 3") == ["kachuful.dealer-forbidden-bid"]


def test_the_restriction_binds_only_the_dealer_and_can_be_switched_off() -> None:
    from engine.kachuful import Rules

    state = bids(deal_of_three(), "bid A 1", "bid B 0")
    assert codes(state, "bid C 2") == []  # C is not the dealer: totalling 3 is fine for C
    free = new_deal(SEATS, hands=HANDS, first_dealer=1, deal_index=10, rules=Rules(dealer_restriction=False))
    free = bids(free, "bid A 1", "bid B 0", "bid C 1")
    assert forbidden_bid(free) is None and codes(free, "bid D 1") == []


def test_order_range_and_phase() -> None:
    state = deal_of_three()
    assert codes(state, "bid B 0") == ["kachuful.not-your-turn"]
    assert codes(state, "bid A 4") == ["kachuful.bid-out-of-range"]
    assert codes(state, "bid Z 1") == ["kachuful.seat-unknown"]
    assert codes(state, "play A K♥") == ["kachuful.not-playing"]
    assert set(legal_actions(state)) == {Bid("A", v) for v in range(4)}


def test_seeded_deal_is_one_card_at_a_time_from_the_dealers_left() -> None:
    a = new_deal(SEATS, rng=Rng(42))
    b = new_deal(SEATS, rng=Rng(42))
    assert a.hands == b.hands and all(len(h) == 13 for h in a.hands)
    assert len({c for h in a.hands for c in h}) == 52
    assert new_deal(SEATS, rng=Rng(43)).hands != a.hands
