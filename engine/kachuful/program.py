"""The program of deals: hand sizes shrinking to one card then growing, and the trump cycle."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core.cards import Suit
from ..core.errors import MalformedInput
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules

TRUMP_CYCLE = (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS)
DECK_SIZE = 52
FIRST_GAME = 5  # the deals of a first game: five cards each, then four… down to one


@dataclass(frozen=True)
class DealSpec:
    number: int  # 1-based
    hand_size: int
    trump: Suit
    dealer_offset: int  # seats to the left of the first dealer

    def unused(self, players: int) -> int:
        return DECK_SIZE - players * self.hand_size


def max_hand(players: int) -> int:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise MalformedInput("value-out-of-range", field="players", low=MIN_PLAYERS, high=MAX_PLAYERS)
    return DECK_SIZE // players


@lru_cache(maxsize=64)
def program(players: int, rules: Rules | None = None) -> tuple[DealSpec, ...]:
    """Every deal for ``players``: H, H-1 .. 1, then 2 .. H (one-card deal once); a short program stops at
    the one-card deal; a first game is its last five deals (five cards each down to one)."""
    rules = rules or Rules()
    top = max_hand(players)
    if rules.first_game:
        sizes = list(range(min(FIRST_GAME, top), 0, -1))
    else:
        sizes = list(range(top, 0, -1))
        if not rules.short_program:
            sizes += list(range(2, top + 1))
    return tuple(
        DealSpec(i + 1, size, TRUMP_CYCLE[i % len(TRUMP_CYCLE)], i % players)
        for i, size in enumerate(sizes)
    )
