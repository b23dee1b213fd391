"""Kachuful's play: following suit (and its refusals), trick winners with and without trumps, no
duty to trump or to overtrump, the winner leads next."""

from __future__ import annotations

import pytest

from engine.core.cards import Card, Suit, parse_cards
from engine.core.errors import IllegalAction
from engine.kachuful import Play, explain, legal_actions, new_deal, parse_action, play
from engine.kachuful.state import Phase, trick_winner

SEATS = ("A", "B", "C", "D")


def c(text: str) -> Card:
    return Card.parse(text)


def deal(hands: dict[str, str], deal_index: int = 10, first_dealer: int = 1):
    """Deal 11 of four (3 cards, clubs trumps; D deals, A leads) unless told otherwise."""
    return new_deal(SEATS, hands={k: parse_cards(v) for k, v in hands.items()},
                    first_dealer=first_dealer, deal_index=deal_index)


def run(state, *texts):
    for text in texts:
        state = play(state, parse_action(text))
    return state


def playing(hands: dict[str, str], bids=("bid A 1", "bid B 0", "bid C 1", "bid D 0")):
    return run(deal(hands), *bids)


HANDS = {"A": "K♥ Q♠ 5♦", "B": "2♣ 3♦ 4♠", "C": "A♥ A♦ 9♠", "D": "7♥ 2♦ 3♠"}


def codes(state, text: str) -> list[str]:
    return [v.code for v in explain(state, parse_action(text))]


def test_must_follow_suit_when_able() -> None:
    state = run(playing(HANDS), "play A 5♦")
    assert codes(state, "play B 2♣") == ["kachuful.must-follow-suit"]
    assert codes(state, "play B 4♠") == ["kachuful.must-follow-suit"]
    with pytest.raises(IllegalAction) as info:
        play(state, parse_action("play B 2♣"))
    assert info.value.params == {"card": "2♣", "led_suit": "diamonds"}
    assert legal_actions(state) == (Play("B", c("3♦")),)


def test_a_card_not_in_hand_is_refused() -> None:
    state = playing(HANDS)
    assert codes(state, "play A A♠") == ["kachuful.card-not-in-hand"]
    with pytest.raises(IllegalAction) as info:
        play(state, parse_action("play A A♠"))
    assert info.value.params == {"seat": "A", "card": "A♠"}
    # Out of turn and not held: both reasons are given.
    assert codes(state, "play B 9♠") == ["kachuful.not-your-turn", "kachuful.card-not-in-hand"]


def test_the_leader_may_lead_anything_trumps_included() -> None:
    state = playing({"A": "2♣ Q♠ 5♦", "B": "K♣ 3♦ 4♠", "C": "A♥ A♦ 9♠", "D": "7♥ 2♦ 3♠"})
    assert set(legal_actions(state)) == {Play("A", x) for x in parse_cards("2♣ Q♠ 5♦")}
    after = run(state, "play A 2♣")
    # Trumps led: B must follow with a trump.
    assert legal_actions(after) == (Play("B", c("K♣")),)


def test_no_duty_to_trump_when_void() -> None:
    state = run(playing(HANDS), "play A K♥")
    # B has no heart: any card, trump or not.
    assert set(legal_actions(state)) == {Play("B", x) for x in parse_cards("2♣ 3♦ 4♠")}


def test_no_duty_to_overtrump() -> None:
    hands = {"A": "K♥ Q♠ 5♦", "B": "3♣ 3♦ 4♠", "C": "9♣ 2♣ 9♠", "D": "7♥ 2♦ 3♠"}
    state = run(playing(hands), "play A K♥", "play B 3♣")
    # C, void in hearts, may underruff with 2♣ or throw 9♠: overtrumping is never forced.
    assert set(legal_actions(state)) == {Play("C", x) for x in parse_cards("9♣ 2♣ 9♠")}
    assert codes(state, "play C 2♣") == [] and codes(state, "play C 9♠") == []


@pytest.mark.parametrize(("trick", "trump", "winner"), [
    ("K♥ 2♥ A♥ 7♥", "c", 2),  # no trump: the highest of the suit led
    ("K♥ A♠ Q♥ 7♦", "c", 0),  # cards of other suits never win without trumps
    ("K♥ 2♣ A♥ 7♥", "c", 1),  # the lowest trump beats the led suit's ace
    ("K♥ 2♣ A♥ 5♣", "c", 3),  # the highest trump wins
    ("3♣ A♥ K♣ 2♣", "c", 2),  # trumps led: highest trump
    ("5♦ 9♦ A♠ 4♦", "h", 1),  # trump suit absent from the trick
    ("5♦ 9♦ 2♥ 4♦", "h", 2),
])
def test_trick_winners(trick: str, trump: str, winner: int) -> None:
    plays = tuple(enumerate(parse_cards(trick)))
    assert trick_winner(plays, Suit.parse(trump)) == winner
    rotated = tuple(((i + 2) % 4, card) for i, card in plays)
    assert trick_winner(rotated, Suit.parse(trump)) == (winner + 2) % 4


def test_the_trick_winner_leads_and_the_deal_is_scored() -> None:
    state = run(playing(HANDS), "play A K♥", "play B 2♣", "play C A♥", "play D 7♥")
    assert state.won == (0, 1, 0, 0) and state.seats[state.turn] == "B" and state.trick == ()
    assert [e.kind for e in state.log[-2:]] == ["kachuful.play", "kachuful.trick"]
    state = run(state, "play B 3♦", "play C A♦", "play D 2♦", "play A 5♦",
                "play C 9♠", "play D 3♠", "play A Q♠", "play B 4♠")
    assert state.won == (1, 1, 1, 0)
    assert state.sheet == ((11, 0, 11, 10),) and state.totals == (11, 0, 11, 10)
    assert state.phase is Phase.DEAL_OVER
    assert codes(state, "play A K♥") == ["kachuful.deal-over"]


def test_cards_wait_for_the_bidding() -> None:
    state = deal(HANDS)
    assert codes(state, "play A K♥") == ["kachuful.not-playing"]
    state = playing(HANDS)
    assert codes(state, "bid A 1") == ["kachuful.not-bidding"]
