"""A deal edited by the reader: some hands given (the others dealt from the seed), the seat that plays
first and, in a game of several deals, which deal. Every game's ``open`` checks it the same way."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card
from .errors import MalformedInput
from .i18n import N_, NP_
from .messages import register
from .rng import Rng

MESSAGES = {
    "workbench.setup-malformed": N_("The deal cannot be read: “{field}” is missing or wrong."),
    "workbench.setup-hand-size": NP_(
        "{seat} is given {count} card, but each player gets {size} in this deal.",
        "{seat} is given {count} cards, but each player gets {size} in this deal.", "count"),
    "workbench.setup-card-twice": N_("{card} is given twice: a card can be in one hand only."),
    "workbench.setup-not-in-deck": NP_("{card} is not in the deck of this game ({size} card).",
                                       "{card} is not in the deck of this game ({size} cards).", "size"),
    "workbench.setup-cards": N_("The hand of {seat} cannot be read: {reason}"),
    "workbench.setup-deal": N_("This program has deals 1 to {high}: there is no deal {deal}."),
}
register(MESSAGES)


@dataclass(frozen=True)
class Setup:
    hands: tuple[tuple[str, tuple[Card, ...]], ...] = ()
    first: str | None = None
    deal: int | None = None

    def hand(self, seat: str) -> tuple[Card, ...] | None:
        return dict(self.hands).get(seat)

    def first_index(self, seats: Sequence[str]) -> int:
        """The index of the seat that plays first (the first seat unless one is chosen)."""
        return seats.index(self.first) if self.first else 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        if self.hands:
            data["hands"] = {seat: " ".join(str(c) for c in cards) for seat, cards in self.hands}
        if self.first is not None:
            data["first"] = self.first
        if self.deal is not None:
            data["deal"] = self.deal
        return data


def complete_hands(
    seats: Sequence[str], setup: Setup, size: int, deck: Sequence[Card], rng: Rng,
) -> tuple[tuple[tuple[Card, ...], ...], list[Card]]:
    """The given hands checked against the deal (size, deck, each card once), the others dealt from
    ``rng`` in seat order; also the cards left over, in their shuffled order."""
    in_deck = set(deck)
    seen: set[Card] = set()
    for seat, cards in setup.hands:
        for card in cards:
            if card not in in_deck:
                raise MalformedInput("workbench.setup-not-in-deck", card=str(card), size=len(deck),
                                     field=f"setup.hands.{seat}")
            if card in seen:
                raise MalformedInput("workbench.setup-card-twice", card=str(card),
                                     field=f"setup.hands.{seat}")
            seen.add(card)
        if len(cards) != size:
            raise MalformedInput("workbench.setup-hand-size", seat=seat, count=len(cards), size=size,
                                 field=f"setup.hands.{seat}")
    rest = rng.shuffled([c for c in deck if c not in seen])
    hands = []
    for seat in seats:
        given = setup.hand(seat)
        if given is None:
            given, rest = tuple(rest[:size]), rest[size:]
        hands.append(given)
    return tuple(hands), rest
