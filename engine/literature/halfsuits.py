"""The 48-card deck (no eights) and its eight half-suits of six: low 2-7 and high 9-A of each suit.

A half-suit has a stable id (``low-d``, ``high-s``, used in JSON and checks), a label for action
texts (``low-♦``) and a language-neutral span for sentences (``2♦–7♦``, ``9♠–A♠``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..core.cards import SUIT_ORDER, Card, Suit, deck48, rank_name
from ..core.errors import MalformedInput

LOW_RANKS = (2, 3, 4, 5, 6, 7)
HIGH_RANKS = (9, 10, 11, 12, 13, 14)


@dataclass(frozen=True)
class HalfSuit:
    suit: Suit
    high: bool

    @property
    def level(self) -> str:
        return "high" if self.high else "low"

    @property
    def id(self) -> str:
        """Stable id: ``low-d``, ``high-s``."""
        return f"{self.level}-{self.suit.value}"

    @property
    def label(self) -> str:
        """The form used in action texts: ``low-♦``."""
        return f"{self.level}-{self.suit.symbol}"

    @property
    def span(self) -> str:
        """Language-neutral name for sentences: ``2♦–7♦``, ``9♠–A♠``."""
        ranks = HIGH_RANKS if self.high else LOW_RANKS
        return f"{rank_name(ranks[0])}{self.suit.symbol}–{rank_name(ranks[-1])}{self.suit.symbol}"

    @cached_property
    def index(self) -> int:
        return HALF_SUITS.index(self)

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        return tuple(Card(r, self.suit) for r in (HIGH_RANKS if self.high else LOW_RANKS))

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"HalfSuit.parse({self.id!r})"

    @classmethod
    def parse(cls, text: str) -> HalfSuit:
        """``low-d``, ``low-♦``, ``low-diamonds``, ``high-S`` …"""
        raw = text.strip().lower() if isinstance(text, str) else ""
        level, _, suit_text = raw.partition("-")
        if level in ("low", "high") and suit_text:
            try:
                return cls(Suit.parse(suit_text), level == "high")
            except MalformedInput:
                pass
        raise MalformedInput("literature.half-malformed", text=str(text)[:40])


HALF_SUITS: tuple[HalfSuit, ...] = tuple(HalfSuit(s, h) for s in SUIT_ORDER for h in (False, True))
DECK: tuple[Card, ...] = deck48()
CARD_ID: dict[Card, int] = {c: i for i, c in enumerate(DECK)}


_SUIT_POSITION = {s.value: i for i, s in enumerate(SUIT_ORDER)}


def card_id(card: Card) -> int:
    """The card's index in ``DECK`` (``CARD_ID[card]``, computed without hashing the card: hashing
    goes through the suit's enum, which is slow in CPython). ValueError for an eight."""
    rank = card.rank
    if rank == 8:
        raise ValueError(f"{card} is not in the Literature deck")
    return _SUIT_POSITION[card.suit.value] * 12 + (rank - 2 if rank < 8 else rank - 3)


# deck48 lists each suit low to high without the eight, in SUIT_ORDER: card i is in half-suit i // 6.
assert all(HALF_SUITS[i // 6].cards[i % 6] == c and card_id(c) == i for i, c in enumerate(DECK))


def in_deck(card: Card) -> bool:
    return card.rank != 8


def half_of(card: Card) -> HalfSuit:
    """The half-suit of a card of the deck (an eight has none: ValueError)."""
    return HALF_SUITS[card_id(card) // 6]


def card_key(card: Card) -> tuple[int, int]:
    """Display order (spades, hearts, diamonds, clubs; low to high), eights included."""
    return (SUIT_ORDER.index(card.suit), card.rank)


def sorted_cards(cards: tuple[Card, ...] | list[Card] | set[Card] | frozenset[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=card_key))
