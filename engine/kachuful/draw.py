"""The draw for the first dealer: every player draws a card, the highest card chooses the dealer.

Each round shuffles the whole pack again (the cards are gathered between rounds) and the players
still in the draw take one card each from the top, in seat order. Only the rank counts (ace high,
suits never break a tie): players tied on the highest rank draw again, and only they. The player
left alone with the highest card chooses who deals first.

The chance event is explicit: a seeded :class:`Rng`, or the cards of every round given as data
(tests and examples). The rounds are returned as data, for narration and tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.cards import Card, deck52, rank_name
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.rng import Rng
from .rules import MAX_PLAYERS, MIN_PLAYERS

MAX_ROUNDS = 1000  # a tie repeated this often with a fair shuffle does not happen


@dataclass(frozen=True)
class DrawRound:
    players: tuple[int, ...]  # seat indexes drawing in this round, in seat order
    cards: tuple[Card, ...]  # the card each of them drew, in the same order

    @property
    def high_rank(self) -> int:
        return max(c.rank for c in self.cards)

    @property
    def leaders(self) -> tuple[int, ...]:
        """The seats that drew the highest rank (more than one: they draw again)."""
        top = self.high_rank
        return tuple(p for p, c in zip(self.players, self.cards) if c.rank == top)

    def to_json(self) -> dict[str, object]:
        return {"players": list(self.players), "cards": [str(c) for c in self.cards]}


@dataclass(frozen=True)
class DealerDraw:
    seats: tuple[str, ...]
    rounds: tuple[DrawRound, ...]

    @property
    def chooser(self) -> int:
        """The seat that drew the highest card, alone: it chooses the first dealer."""
        return self.rounds[-1].leaders[0]

    def events(self) -> tuple[Event, ...]:
        """The draw told as events: each card drawn, each tie, and who drew highest."""
        out: list[Event] = []
        for number, rnd in enumerate(self.rounds, start=1):
            for p, card in zip(rnd.players, rnd.cards):
                out.append(Event.of("kachuful.draw-card", seat=self.seats[p], card=str(card), round=number))
            leaders = rnd.leaders
            if len(leaders) > 1:
                out.append(Event.of("kachuful.draw-tie", rank=rank_name(rnd.high_rank),
                                    seats=[self.seats[p] for p in leaders]))
        out.append(Event.of("kachuful.draw-high", seat=self.seats[self.chooser]))
        return tuple(out)

    def to_json(self) -> dict[str, object]:
        return {"seats": list(self.seats), "rounds": [r.to_json() for r in self.rounds],
                "chooser": self.seats[self.chooser]}


def draw_for_dealer(
    seats: Sequence[str], rng: Rng | None = None, *, cards: Sequence[Sequence[Card]] | None = None,
) -> DealerDraw:
    """Draw until one player alone holds the highest rank.

    ``rng`` shuffles a full pack for every round; ``cards`` gives instead the cards of each round
    (one per player still drawing, in seat order), and must settle the draw."""
    seats = tuple(seats)
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise MalformedInput("value-out-of-range", field="seats", low=MIN_PLAYERS, high=MAX_PLAYERS)
    if (rng is None) == (cards is None):
        raise MalformedInput("field-missing", field="draw")
    drawing = tuple(range(len(seats)))
    rounds: list[DrawRound] = []
    while True:
        number = len(rounds)
        if cards is not None:
            if number >= len(cards):
                raise MalformedInput("kachuful.draw-unresolved", seats=[seats[p] for p in drawing])
            drawn = tuple(cards[number])
            if len(drawn) != len(drawing):
                raise MalformedInput("kachuful.draw-wrong-count", round=number + 1, count=len(drawn),
                                     players=len(drawing))
            if len(set(drawn)) != len(drawn):
                raise MalformedInput("card-twice", card=str(next(c for c in drawn if drawn.count(c) > 1)))
        else:
            assert rng is not None
            if number >= MAX_ROUNDS:  # pragma: no cover - probability far below 1e-300
                raise RuntimeError("the draw for the first dealer did not settle")
            drawn = tuple(rng.shuffled(deck52())[: len(drawing)])
        rnd = DrawRound(drawing, drawn)
        rounds.append(rnd)
        if len(rnd.leaders) == 1:
            break
        drawing = rnd.leaders
    if cards is not None and len(rounds) < len(cards):
        raise MalformedInput("kachuful.draw-extra-rounds", rounds=len(rounds))
    return DealerDraw(seats, tuple(rounds))


def choose_first_dealer(draw: DealerDraw, dealer: str) -> int:
    """The chooser names the first dealer (any seat, the chooser included): its index."""
    if dealer not in draw.seats:
        raise MalformedInput("seat-unknown", seat=dealer)
    return draw.seats.index(dealer)


def dealer_choice_event(draw: DealerDraw, first_dealer: int) -> Event:
    if first_dealer == draw.chooser:
        return Event.of("kachuful.first-dealer-self", seat=draw.seats[first_dealer])
    return Event.of("kachuful.first-dealer", seat=draw.seats[draw.chooser], dealer=draw.seats[first_dealer])
