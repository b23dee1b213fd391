"""Cards, suits, ranks and decks, with parsing that accepts symbols and ASCII."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .errors import MalformedInput


class Suit(Enum):
    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return self.value < other.value  # clubs < diamonds < hearts < spades

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def word(self) -> str:
        """The English name, used as a stable key (``"clubs"``)."""
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().lower()
        suit = _SUIT_BY_TEXT.get(key)
        if suit is None:
            raise MalformedInput("suit-malformed", text=text)
        return suit


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SUIT_BY_TEXT: dict[str, Suit] = {}
for _suit in Suit:
    _SUIT_BY_TEXT[_suit.value] = _suit
    _SUIT_BY_TEXT[_suit.word] = _suit
    _SUIT_BY_TEXT[_suit.symbol] = _suit
_SUIT_BY_TEXT.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})

# Ranks are integers 2..14 (ace high); names are language-neutral symbols.
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_BY_TEXT = {str(v): v for v in range(2, 11)}
_RANK_BY_TEXT.update({"t": 10, "j": 11, "q": 12, "k": 13, "a": 14})
ALL_RANKS = tuple(range(2, 15))
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def rank_name(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank))


def parse_rank(text: str) -> int:
    rank = _RANK_BY_TEXT.get(text.strip().lower())
    if rank is None:
        raise MalformedInput("rank-malformed", text=text)
    return rank


@dataclass(frozen=True, order=True)
class Card:
    rank: int
    suit: Suit

    def __post_init__(self) -> None:
        if self.rank not in ALL_RANKS:
            raise MalformedInput("rank-malformed", text=str(self.rank))
        # Cards are hashed constantly (sets, dict keys): a precomputed int, not Enum.__hash__.
        object.__setattr__(self, "_hash", self.rank * 4 + "cdhs".index(self.suit.value))

    def __hash__(self) -> int:
        return self._hash  # type: ignore[attr-defined,no-any-return]

    def __str__(self) -> str:
        return f"{rank_name(self.rank)}{self.suit.symbol}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def ascii(self) -> str:
        """Compact ASCII form: ``Td``, ``2c``, ``As``."""
        return f"{'T' if self.rank == 10 else rank_name(self.rank)}{self.suit.value}"

    @classmethod
    def parse(cls, text: str) -> Card:
        raw = text.strip()
        if len(raw) < 2:
            raise MalformedInput("card-malformed", text=text)
        try:
            return cls(parse_rank(raw[:-1]), Suit.parse(raw[-1]))
        except MalformedInput:
            raise MalformedInput("card-malformed", text=text) from None


def parse_cards(text: str | list[str]) -> tuple[Card, ...]:
    """Parse ``"2♦ 3♦ 10d"`` (spaces or commas) or a list of card strings."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    if not all(isinstance(p, str) for p in parts):
        raise MalformedInput("card-malformed", text=repr(text))
    return tuple(Card.parse(p) for p in parts)


def format_cards(cards: tuple[Card, ...] | list[Card] | frozenset[Card]) -> str:
    return " ".join(str(c) for c in sort_cards(cards))


def sort_cards(cards: tuple[Card, ...] | list[Card] | frozenset[Card]) -> list[Card]:
    """Display order: spades, hearts, diamonds, clubs (alternating colours), low to high."""
    return sorted(cards, key=lambda c: (SUIT_ORDER.index(c.suit), c.rank))


def deck52() -> tuple[Card, ...]:
    return tuple(Card(r, s) for s in SUIT_ORDER for r in ALL_RANKS)


def deck48() -> tuple[Card, ...]:
    """The Literature deck: 52 cards without the four eights."""
    return tuple(c for c in deck52() if c.rank != 8)
