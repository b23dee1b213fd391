"""Actions are small immutable values whose text form parses back.

    ask A B 3♦                                    A asks opponent B for 3♦
    claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦           A claims the low diamonds, naming each holder
    pass A C                                      A passes the turn to C (empty hand, final claims,
                                                  or the pass-turn variant)

Half-suits may be written ``low-d``, ``low-♦`` or ``low-diamonds``; cards as in the core (``10♦``,
``Td``). A claim's groups ``SEAT:card,card`` may come in any order and repeat a seat; the canonical
text lists each seat once, seats in the order of their first card, cards low to high. A claim may
name fewer or other cards than its half-suit's six: ``explain`` then refuses it with a reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..core.cards import Card
from ..core.errors import MalformedInput
from ..core.moves import Notation
from .halfsuits import HalfSuit, card_key

_SEAT = re.compile(r"^[^\s:,]+$")


@dataclass(frozen=True)
class Ask(Notation):
    TEXT = "ask {seat} {target} {card}"
    seat: str
    target: str
    card: Card


@dataclass(frozen=True)
class Claim:
    seat: str
    half: HalfSuit
    named: tuple[tuple[Card, str], ...] = ()  # (card, holder named), kept in card order

    def __post_init__(self) -> None:
        object.__setattr__(self, "named", tuple(sorted(self.named, key=lambda p: (card_key(p[0]), p[1]))))

    @classmethod
    def canonical(cls, seat: str, half: HalfSuit, named: tuple[tuple[Card, str], ...]) -> Claim:
        """A claim from pairs already in canonical order (each card of ``half`` once, in order):
        no sorting, for enumerating thousands of claims fast."""
        claim = object.__new__(cls)
        claim.__dict__.update(seat=seat, half=half, named=named)  # frozen: bypass __setattr__
        return claim

    @classmethod
    def of(cls, seat: str, half: HalfSuit, holders: dict[Card, str] | Iterable[tuple[Card, str]]) -> Claim:
        pairs = holders.items() if isinstance(holders, dict) else holders
        return cls(seat, half, tuple(pairs))

    @property
    def holders(self) -> dict[Card, str]:
        """Card -> seat named (the last one if a card is named twice)."""
        return dict(self.named)

    @property
    def seats_named(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s for _, s in self.named))

    def to_json(self) -> dict[str, Any]:
        """The claim for the pages: the half-suit and each card with the seat named for it."""
        return {"kind": "claim", "seat": self.seat, "half": self.half.label,
                "named": [[str(card), holder] for card, holder in self.named]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Claim:
        seat, half, named = data.get("seat"), data.get("half"), data.get("named")
        if not isinstance(seat, str) or not 0 < len(seat) <= 40:
            raise MalformedInput("move-malformed", field="move.seat")
        if not isinstance(half, str) or len(half) > 20:
            raise MalformedInput("move-malformed", field="move.half")
        if (not isinstance(named, list) or len(named) > 12
                or not all(isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) and len(x) <= 40
                                                                        for x in p) for p in named)):
            raise MalformedInput("move-malformed", field="move.named")
        if set(data) - {"kind", "seat", "half", "named"}:
            raise MalformedInput("move-malformed", field="move")
        return cls(seat, HalfSuit.parse(half), tuple((Card.parse(c), s) for c, s in named))

    def __str__(self) -> str:
        groups = format_groups(self.named)
        return f"claim {self.seat} {self.half.label}" + (f" {groups}" if groups else "")


@dataclass(frozen=True)
class Pass(Notation):
    TEXT = "pass {seat} {to}"
    seat: str
    to: str


Action = Ask | Claim | Pass


def format_groups(pairs: Iterable[tuple[Card, str]]) -> str:
    """``A:2♦,3♦ C:6♦``: each seat once, in the order of its first card; cards low to high."""
    groups: dict[str, list[Card]] = {}
    for card, seat in sorted(pairs, key=lambda p: (card_key(p[0]), p[1])):
        groups.setdefault(seat, []).append(card)
    return " ".join(f"{seat}:{','.join(str(c) for c in cards)}" for seat, cards in groups.items())


def parse_groups(text: str) -> tuple[tuple[Card, str], ...]:
    """The pairs of ``A:2♦,3♦ C:6♦`` (spaces around ``:`` and ``,`` allowed); ValueError if unreadable."""
    text = re.sub(r"\s*,\s*", ",", re.sub(r"\s*:\s*", ":", text.strip()))
    pairs: list[tuple[Card, str]] = []
    for group in text.split():
        seat, colon, cards = group.partition(":")
        if not colon or not _SEAT.match(seat) or not cards:
            raise ValueError(group)
        for word in cards.split(","):
            try:
                pairs.append((Card.parse(word), seat))
            except MalformedInput:
                raise ValueError(word) from None
    return tuple(pairs)


def parse_action(text: str) -> Action:
    """An action from its text form; raises MalformedInput(``action-malformed``)."""
    if not isinstance(text, str):
        raise MalformedInput("action-malformed", text=str(text)[:80])
    parts = text.split()
    verb = parts[0].lower() if parts else ""
    try:
        if verb == "ask" and len(parts) == 4 and _seats(parts[1:3]):
            return Ask(parts[1], parts[2], Card.parse(parts[3]))
        if verb == "pass" and len(parts) == 3 and _seats(parts[1:3]):
            return Pass(parts[1], parts[2])
        if verb == "claim" and len(parts) >= 3 and _seats(parts[1:2]):
            rest = text.strip()[len(parts[0]):].strip()[len(parts[1]):].strip()[len(parts[2]):]
            return Claim(parts[1], HalfSuit.parse(parts[2]), parse_groups(rest))
    except (MalformedInput, ValueError):
        pass
    raise MalformedInput("action-malformed", text=text[:80])


def _seats(words: list[str]) -> bool:
    return all(_SEAT.match(w) for w in words)
