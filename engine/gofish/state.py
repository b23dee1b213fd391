"""The immutable state of a Go Fish game, and ``apply``, which moves it on and logs events.

Every draw is an explicit ``draw`` action (after “Go fish!”, or at a turn begun with no cards),
so the log shows each one; what follows an action (books set aside, the turn passing, players
out of cards skipped, the end of the game) happens at once and is logged too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from ..core.cards import SUIT_ORDER, Card, deck52, rank_name
from ..core.events import Event
from ..core.turns import Seated
from .actions import Action, Ask
from .rules import BOOKS, Rules


class Phase(Enum):
    ASK = "ask"  # the player to move names an opponent and a rank
    DRAW = "draw"  # the player to move must draw: after “Go fish!”, or with an empty hand
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class Start:
    """The chance event opening a game: a deal, or a position set up for an example."""

    hands: tuple[tuple[Card, ...], ...]  # as dealt or given, in seat order
    stock: tuple[Card, ...]  # face down, top card first
    books: tuple[tuple[int, ...], ...]  # books already down (set-up positions), per seat
    dealer: int
    turn: int  # the first player to move


@dataclass(frozen=True)
class State(Seated):
    rules: Rules
    seats: tuple[str, ...]  # clockwise order
    dealer: int
    hands: tuple[tuple[Card, ...], ...]  # each sorted by rank, then suit
    stock: tuple[Card, ...]  # top card first
    books: tuple[tuple[int, ...], ...]  # ranks booked by each seat, in the order made
    turn: int  # the player to move (the last one to have moved once the game is over)
    phase: Phase
    asked: int | None  # in the draw phase after “Go fish!”, the rank asked for; None for a refill
    out: tuple[bool, ...]  # out of the game: no cards at their turn with the stock empty
    start: Start
    actions: tuple[Action, ...] = ()  # every action since the start
    log: tuple[Event, ...] = ()  # every event since the start

    @property
    def over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def books_down(self) -> int:
        return sum(len(b) for b in self.books)

    @property
    def booked(self) -> frozenset[int]:
        return frozenset(r for b in self.books for r in b)

    def holds(self, index: int, rank: int) -> int:
        return sum(1 for c in self.hands[index] if c.rank == rank)

    def book_owner(self, rank: int) -> int | None:
        return next((i for i, b in enumerate(self.books) if rank in b), None)

    def winners(self) -> tuple[str, ...]:
        """The seats with the most books (all of them share the win)."""
        most = max(len(b) for b in self.books)
        return tuple(s for s, b in zip(self.seats, self.books) if len(b) == most)


_HAND_KEY = {
    card: i for i, card in enumerate(sorted(deck52(), key=lambda c: (c.rank, SUIT_ORDER.index(c.suit))))
}


def hand_order(cards: list[Card] | tuple[Card, ...]) -> tuple[Card, ...]:
    """Hands are kept grouped by rank (the order that matters in Go Fish), then by suit."""
    return tuple(sorted(cards, key=_HAND_KEY.__getitem__))


class Table:
    """A mutable working copy used while one action (or the opening) is resolved."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.hands = [list(h) for h in state.hands]
        self.stock = list(state.stock)
        self.books = [list(b) for b in state.books]
        self.out = list(state.out)
        self.log: list[Event] = []

    def seat(self, index: int) -> str:
        return self.state.seats[index]

    def freeze(self, turn: int, phase: Phase, asked: int | None = None) -> State:
        return replace(
            self.state, hands=tuple(hand_order(h) for h in self.hands), stock=tuple(self.stock),
            books=tuple(tuple(b) for b in self.books), out=tuple(self.out), turn=turn, phase=phase,
            asked=asked, log=self.state.log + tuple(self.log),
        )

    def collect_books(self, index: int) -> bool:
        """Set aside every complete book of four in a hand at once; True if one was made."""
        made = False
        for rank in sorted({c.rank for c in self.hands[index]}):
            four = [c for c in self.hands[index] if c.rank == rank]
            if len(four) == 4:
                self.hands[index] = [c for c in self.hands[index] if c.rank != rank]
                self.books[index].append(rank)
                self.log.append(Event.of(
                    "gofish.book", seat=self.seat(index), rank=rank_name(rank),
                    cards=[str(c) for c in hand_order(four)],
                ))
                made = True
        return made

    def settle(self, index: int, again: bool = False) -> State:
        """Hand the move to ``index`` (the same player or the next to the left), skipping those
        who cannot move, or end the game. ``again``: the same player goes on after a draw.

        A decision the sources leave open: a player who holds cards while nobody else does has
        nobody to ask; the turn then simply passes to the left, without a draw
        (``gofish.no-one-to-ask``), and the next player, empty-handed, draws and asks them. This
        happens only while the stock lasts: once it is empty, the cards left are all in one hand and
        make complete books."""
        n = self.state.players
        if self._ended():
            return self._finish()
        i = index
        for step in range(n):
            others = any(self.hands[j] for j in range(n) if j != i)
            if self.hands[i] and others:
                return self._hand_over(i, index, step, again, Phase.ASK)
            if not self.hands[i] and self.stock:
                return self._hand_over(i, index, step, again, Phase.DRAW)
            if self.hands[i]:
                self.log.append(Event.of("gofish.no-one-to-ask", seat=self.seat(i)))
            elif not self.out[i]:
                self.out[i] = True
                self.log.append(Event.of("gofish.out", seat=self.seat(i)))
            i = (i + 1) % n
        return self._finish()  # unreachable while every card is accounted for

    def _hand_over(self, i: int, index: int, step: int, again: bool, phase: Phase) -> State:
        if step or index != self.state.turn:
            self.log.append(Event.of("gofish.turn", seat=self.seat(i)))
        elif again:
            self.log.append(Event.of("gofish.plays-again", seat=self.seat(i)))
        return self.freeze(i, phase)

    def _ended(self) -> bool:
        if sum(len(b) for b in self.books) == BOOKS:
            return True
        if not self.state.rules.pagat_ending:
            return False
        for i, hand in enumerate(self.hands):
            if not hand:
                self.log.append(Event.of("gofish.ended-hand-empty", seat=self.seat(i)))
                return True
        if not self.stock:
            self.log.append(Event.of("gofish.ended-stock-empty"))
            return True
        return False

    def _finish(self) -> State:
        counts = [len(b) for b in self.books]
        most = max(counts)
        winners = [s for s, c in zip(self.state.seats, counts) if c == most]
        self.log.append(Event.of("gofish.result", winners=winners, most=most, books=counts))
        return self.freeze(self.state.turn, Phase.GAME_OVER)


def apply(state: State, action: Action) -> State:
    """The state after ``action``, trusted: the caller checked it (``explain.play`` checks, then applies)."""
    state = replace(state, actions=state.actions + (action,))
    if isinstance(action, Ask):
        return _apply_ask(state, action)
    return _apply_draw(state)


def _apply_ask(state: State, action: Ask) -> State:
    table = Table(state)
    asker, target, rank = state.turn, state.seats.index(action.target), action.rank
    name = rank_name(rank)
    table.log.append(Event.of("gofish.asked", seat=action.seat, target=action.target, rank=name))
    given = [c for c in table.hands[target] if c.rank == rank]
    if given:
        table.hands[target] = [c for c in table.hands[target] if c.rank != rank]
        table.hands[asker] += given
        table.log.append(Event.of(
            "gofish.gave", seat=action.target, to=action.seat, rank=name, count=len(given),
            cards=[str(c) for c in hand_order(given)],
        ))
        table.collect_books(asker)
        return table.settle(asker)
    table.log.append(Event.of("gofish.go-fish", seat=action.target, asker=action.seat, rank=name))
    if table.stock:
        return table.freeze(asker, Phase.DRAW, asked=rank)
    table.log.append(Event.of("gofish.stock-empty", seat=action.seat))
    return table.settle(state.left_of(asker))


def _apply_draw(state: State) -> State:
    table = Table(state)
    me = state.turn
    seat = state.seats[me]
    card = table.stock.pop(0)
    table.hands[me].append(card)
    if state.asked is None:
        table.log.append(Event.of("gofish.refilled", seat=seat, card=str(card)))
        return table.settle(me)
    if card.rank == state.asked:
        table.log.append(Event.of("gofish.drew-asked", seat=seat, card=str(card), rank=rank_name(card.rank)))
        table.collect_books(me)
        return table.settle(me, again=True)
    table.log.append(Event.of("gofish.drew", seat=seat, card=str(card)))
    if table.collect_books(me) and state.rules.continue_on_lucky_draw:
        return table.settle(me, again=True)
    return table.settle(state.left_of(me))
