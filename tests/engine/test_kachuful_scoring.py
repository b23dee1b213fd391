"""Kachuful's scoring: 10 + bid for an exact bid (exact zero: 10), nothing for a miss, and each
variant (miss penalty, points per trick, short program, no dealer restriction) on whole deals."""

from __future__ import annotations

import pytest

from engine.core.cards import parse_cards
from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.core.spec import seat_names
from engine.kachuful import Rules, forbidden_bid, legal_actions, new_deal, parse_action, play
from engine.kachuful.bots import play_program
from engine.kachuful.sheet import running_totals, winners
from engine.kachuful.state import Phase, apply, deal_points

SEATS = ("A", "B", "C", "D")
HANDS = {"A": "K♥ Q♠ 5♦", "B": "2♣ 3♦ 4♠", "C": "A♥ A♦ 9♠", "D": "7♥ 2♦ 3♠"}
PLAYS = ("play A K♥", "play B 2♣", "play C A♥", "play D 7♥", "play B 3♦", "play C A♦", "play D 2♦",
         "play A 5♦", "play C 9♠", "play D 3♠", "play A Q♠", "play B 4♠")


def source_deal(rules: Rules, bids=("bid A 1", "bid B 0", "bid C 1", "bid D 0")):
    state = new_deal(SEATS, rules=rules, hands={k: parse_cards(v) for k, v in HANDS.items()},
                     first_dealer=1, deal_index=10)
    for text in (*bids, *PLAYS):
        state = play(state, parse_action(text))
    return state  # tricks A 1, B 1, C 1, D 0


@pytest.mark.parametrize(("bid", "tricks", "points"), [
    (0, 0, 10), (1, 1, 11), (3, 3, 13), (13, 13, 23), (2, 3, 0), (0, 1, 0), (3, 0, 0),
])
def test_base_scoring(bid: int, tricks: int, points: int) -> None:
    assert deal_points(Rules(), bid, tricks) == points


@pytest.mark.parametrize(("bid", "tricks", "points"), [
    (2, 2, 12), (2, 4, -2), (3, 0, -3), (0, 1, -1), (0, 0, 10),
])
def test_miss_penalty(bid: int, tricks: int, points: int) -> None:
    assert deal_points(Rules(miss_penalty=True), bid, tricks) == points


@pytest.mark.parametrize(("bid", "tricks", "points"), [
    (2, 2, 12), (2, 3, 3), (0, 0, 10), (1, 0, 0), (0, 2, 2),
])
def test_points_per_trick(bid: int, tricks: int, points: int) -> None:
    assert deal_points(Rules(per_trick_scoring=True), bid, tricks) == points


@pytest.mark.parametrize(("rules", "points"), [
    (Rules(), (11, 0, 11, 10)),
    (Rules(miss_penalty=True), (11, -1, 11, 10)),
    (Rules(per_trick_scoring=True), (11, 1, 11, 10)),
])
def test_the_source_deal_under_each_scoring(rules: Rules, points: tuple[int, ...]) -> None:
    state = source_deal(rules)
    assert state.won == (1, 1, 1, 0)
    assert state.sheet == (points,) and state.totals == points


def test_without_dealer_restriction_everyone_can_succeed() -> None:
    rules = Rules(dealer_restriction=False)
    state = source_deal(rules, bids=("bid A 1", "bid B 1", "bid C 1", "bid D 0"))
    assert state.sheet == ((11, 11, 11, 10),)  # the bids total the tricks: nobody failed
    with pytest.raises(IllegalAction) as info:  # with the rule on, D's 0 is refused
        source_deal(Rules(), bids=("bid A 1", "bid B 1", "bid C 1", "bid D 0"))
    assert info.value.code == "kachuful.dealer-forbidden-bid"


def test_totals_are_the_sum_of_the_sheet_and_winners_share() -> None:
    state = play_program(seat_names(4), Rules(), seed=3)
    running = running_totals(state.sheet)
    assert len(running) == 25 and running[-1] == state.totals
    assert all(t == sum(col) for t, col in zip(state.totals, zip(*state.sheet)))
    assert winners((5, 9, 9, 1)) == (1, 2) and winners((5, 1, 0)) == (0,)
    assert running_totals(()) == ()


def test_short_program_ends_after_the_one_card_deal() -> None:
    state = play_program(seat_names(5), Rules(short_program=True), seed=2)
    assert state.phase is Phase.GAME_OVER and len(state.sheet) == 10 and state.hand_size == 1


def test_forbidden_bid_is_off_without_the_rule() -> None:
    state = new_deal(SEATS, rules=Rules(dealer_restriction=False), rng=Rng(5), deal_index=10,
                      first_dealer=1)  # D deals
    for text in ("bid A 1", "bid B 1", "bid C 0"):
        state = apply(state, parse_action(text))
    assert forbidden_bid(state) is None
    assert [a.value for a in legal_actions(state)] == [0, 1, 2, 3]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_table_score_sheet_writes_a_loss_with_a_true_minus_sign(lang: str) -> None:
    from engine.kachuful.present import score_sheet
    from engine.present.tree import to_html

    sheet = to_html(score_sheet(source_deal(Rules(miss_penalty=True)), lang))
    assert sheet.count("<td>\u22121</td>") == 1 and "<strong>\u22121</strong>" in sheet  # Bruno: −1
    assert "-1" not in sheet
