"""The Literature tests' shared table: the missing-diamond deal of the rules (A holds 2♦ 3♦ 4♦ 5♦ 7♦,
partner C holds 6♦) and small helpers to play and read it."""

from __future__ import annotations

from engine.core.cards import Card, parse_cards
from engine.literature import HalfSuit, State, parse_action
from engine.literature import play as checked

HANDS = {
    "A": "2♦ 3♦ 4♦ 5♦ 7♦ 2♠ 3♠ 4♠",
    "B": "5♠ 6♠ 7♠ 9♠ 10♠ J♠ Q♠ K♠",
    "C": "6♦ A♠ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥",
    "D": "9♥ 10♥ J♥ Q♥ K♥ A♥ 9♦ 10♦",
    "E": "J♦ Q♦ K♦ A♦ 2♣ 3♣ 4♣ 5♣",
    "F": "6♣ 7♣ 9♣ 10♣ J♣ Q♣ K♣ A♣",
}
LOW_D = HalfSuit.parse("low-d")
HIGH_D = HalfSuit.parse("high-d")


def card(text: str) -> Card:
    return parse_cards(text)[0]


def outcome(state: State, half: HalfSuit) -> str:
    result = state.result(half)
    assert result is not None, f"{half.id} is not resolved"
    return result.outcome


def play(state: State, *actions: str) -> State:
    for text in actions:
        state = checked(state, parse_action(text))
    return state
