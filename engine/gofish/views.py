"""What one seat may know (OpenSpiel-style observations), kept apart from the true state.

A seat sees its own hand, every hand's size, the stock's size, the books, and the public history:
asks are public, cards given are shown, a drawn card of the rank asked for is shown; other draws
are hidden (only the drawer sees the card). :func:`knowledge` sums up that history: what each
player has been seen to ask for and receive, and what they surely hold or lack.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.cards import ALL_RANKS, Card, parse_rank, rank_name
from ..core.errors import MalformedInput
from ..core.events import Event
from .actions import Action, Ask, Draw
from .rules import Rules
from .state import Phase, State

HIDDEN_CARD = frozenset({"gofish.drew", "gofish.refilled"})  # the card is seen by the drawer only
SEEN = {"gofish.drew": "gofish.drew-seen", "gofish.refilled": "gofish.refilled-seen"}  # as the drawer is told


@dataclass(frozen=True)
class View:
    seat: str | None  # None: a spectator, who sees no hand
    seats: tuple[str, ...]
    rules: Rules
    dealer: str
    turn: str
    phase: Phase
    asked: int | None  # the rank asked for before “Go fish!”, while the draw is due
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    books: tuple[tuple[int, ...], ...]
    out: tuple[bool, ...]
    history: tuple[Event, ...]

    @property
    def to_move(self) -> bool:
        return self.phase is not Phase.GAME_OVER and self.seat == self.turn

    def legal_actions(self) -> tuple[Action, ...]:
        """The seat's legal actions, from what it may know (the same as the engine's)."""
        if not self.to_move or self.seat is None:
            return ()
        if self.phase is Phase.DRAW:
            return (Draw(self.seat),)
        ranks = sorted({c.rank for c in self.hand})
        return tuple(
            Ask(self.seat, target, rank)
            for target, size in zip(self.seats, self.hand_sizes) if target != self.seat and size
            for rank in ranks
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "seats": list(self.seats), "rules": self.rules.to_json(),
            "dealer": self.dealer, "turn": self.turn, "phase": self.phase.value,
            "asked": None if self.asked is None else rank_name(self.asked),
            "hand": " ".join(str(c) for c in self.hand),
            "hand_sizes": dict(zip(self.seats, self.hand_sizes)), "stock": self.stock_size,
            "books": {s: [rank_name(r) for r in b] for s, b in zip(self.seats, self.books)},
            "out": [s for s, o in zip(self.seats, self.out) if o],
            "history": [e.to_json() for e in self.history],
        }


def view(state: State, seat: str | None) -> View:
    """What ``seat`` may know of ``state`` (``None``: a spectator)."""
    index = state.seat_index(seat) if seat is not None else None
    if seat is not None and index is None:
        raise MalformedInput("gofish.field-seat-unknown", field="seat", seat=str(seat)[:40])
    return View(
        seat=seat, seats=state.seats, rules=state.rules, dealer=state.seats[state.dealer],
        turn=state.seats[state.turn], phase=state.phase,
        asked=state.asked if state.phase is Phase.DRAW else None,
        hand=state.hands[index] if index is not None else (),
        hand_sizes=tuple(len(h) for h in state.hands), stock_size=len(state.stock), books=state.books,
        out=state.out, history=tuple(public_event(e, seat) for e in state.log),
    )


def public_event(event: Event, seat: str | None) -> Event:
    """``event`` as ``seat`` saw it: a hidden draw loses its card for everybody but the drawer."""
    if event.kind in HIDDEN_CARD and event.args.get("seat") != seat:
        return Event.of(event.kind, **{k: v for k, v in event.params if k != "card"})
    return event


def seen_event(event: Event, seat: str | None) -> Event:
    """``event`` as ``seat`` is told it: :func:`public_event`, and the drawer is told which card it drew
    (its own hidden draw, narrated with the card)."""
    if event.kind in HIDDEN_CARD and seat is not None and event.args.get("seat") == seat:
        return Event.of(SEEN[event.kind], **event.args)
    return public_event(event, seat)


@dataclass(frozen=True)
class Knowledge:
    """What the public history tells about each seat (indexed like ``seats``)."""

    asked: tuple[tuple[int, ...], ...]  # ranks each seat was seen to ask for, first time first
    received: tuple[tuple[Card, ...], ...]  # cards each seat was seen to receive (given or shown)
    least: tuple[tuple[int, ...], ...]  # least[seat][rank]: cards of that rank surely held
    lacks: tuple[frozenset[int], ...]  # ranks the seat surely does not hold


def knowledge(v: View) -> Knowledge:
    n = len(v.seats)
    index = {s: i for i, s in enumerate(v.seats)}
    asked: list[list[int]] = [[] for _ in range(n)]
    received: list[list[Card]] = [[] for _ in range(n)]
    least = [[0] * 15 for _ in range(n)]
    lacks: list[set[int]] = [set() for _ in range(n)]
    for event in v.history:
        args = event.args
        who = index.get(args.get("seat", ""), -1)
        rank = parse_rank(args["rank"]) if "rank" in args else 0
        if event.kind == "gofish.asked":
            if rank not in asked[who]:
                asked[who].append(rank)
            least[who][rank] = max(1, least[who][rank])
            lacks[who].discard(rank)
        elif event.kind == "gofish.gave":
            to = index[args["to"]]
            least[to][rank] += args["count"]
            received[to] += [Card.parse(c) for c in args["cards"]]
            least[who][rank] = 0
            lacks[who].add(rank)
        elif event.kind == "gofish.go-fish":
            least[who][rank] = 0
            lacks[who].add(rank)
        elif event.kind == "gofish.drew-asked":
            least[who][rank] += 1
            received[who].append(Card.parse(args["card"]))
        elif event.kind in HIDDEN_CARD:
            if event.kind == "gofish.refilled":
                least[who] = [0] * 15
            lacks[who].clear()
        elif event.kind == "gofish.book":
            for row in least:
                row[rank] = 0
    for i, size in enumerate(v.hand_sizes):
        if sum(least[i]) >= size:  # every card of the hand is known: it lacks every other rank
            lacks[i] = {r for r in ALL_RANKS if not least[i][r]}
    return Knowledge(
        asked=tuple(tuple(a) for a in asked), received=tuple(tuple(r) for r in received),
        least=tuple(tuple(row) for row in least), lacks=tuple(frozenset(s) for s in lacks),
    )
