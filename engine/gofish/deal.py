"""Opening a game: a seeded or scripted deal, or a position set up for an example (chance events).

Whatever the opening, every one of the 52 cards must be in exactly one place: a hand, the stock
or a book. Complete books of four in the hands are set aside at once, then the first player moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from ..core.cards import ALL_RANKS, SUIT_ORDER, Card, deck52, parse_cards, rank_name
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.match import Match, Moves
from ..core.rng import Rng
from .rules import Rules, check_players, deal_size
from .state import Phase, Start, State, Table, apply, hand_order

CardsIn = str | Iterable[Card]  # cards, or their text (``"6♣ 6♦ 7♥"``)


def new_game(
    seats: Iterable[str],
    rules: Rules | None = None,
    rng: Rng | None = None,
    *,
    hands: Mapping[str, CardsIn] | None = None,
    stock: CardsIn | None = None,
    dealer: str | None = None,
) -> State:
    """A new game, dealt by ``rng`` or scripted.

    Seeded: the dealer is drawn at random (unless ``dealer`` is given), the deck shuffled and dealt
    one card at a time clockwise from the dealer's left; the rest is the stock, in order. Scripted:
    ``hands`` gives every seat's hand (of the deal's size), ``stock`` the stock from the top (by
    default the remaining cards in the order of :func:`~engine.core.cards.deck52`), and the dealer
    defaults to the last seat, so that the first seat moves first.
    """
    names = check_seats(seats)
    rules = rules or Rules()
    n = len(names)
    size = deal_size(n, rules)
    if hands is None:
        if rng is None:
            raise MalformedInput("field-missing", field="hands")
        dealer_index = rng.below(n) if dealer is None else seat_of(names, dealer, "dealer")
        deck = rng.shuffled(deck52())
        dealt: list[list[Card]] = [[] for _ in names]
        for k in range(size * n):
            dealt[(dealer_index + 1 + k) % n].append(deck[k])
        hand_tuple = tuple(tuple(h) for h in dealt)
        stock_tuple = tuple(deck[size * n:])
    else:
        dealer_index = n - 1 if dealer is None else seat_of(names, dealer, "dealer")
        hand_tuple = _hands(names, hands)
        for seat, hand in zip(names, hand_tuple):
            if len(hand) != size:
                raise MalformedInput("gofish.hand-wrong-size", seat=seat, count=len(hand), size=size)
        stock_tuple = _stock(hand_tuple, (), stock)
    start = Start(hand_tuple, stock_tuple, ((),) * n, dealer_index, (dealer_index + 1) % n)
    return begin(names, rules, start)


def set_up(
    seats: Iterable[str],
    rules: Rules | None = None,
    *,
    hands: Mapping[str, CardsIn],
    stock: CardsIn | None = None,
    books: Mapping[str, Iterable[int]] | None = None,
    dealer: str | None = None,
    turn: str | None = None,
) -> State:
    """Any position, for worked examples: hands of any size (a seat left out holds nothing), books
    already down, the stock from the top (by default the remaining cards in the order of
    :func:`~engine.core.cards.deck52`) and the player to move (by default left of the dealer; the
    dealer by default right of that player, or the last seat)."""
    names = check_seats(seats)
    n = len(names)
    if dealer is not None:
        dealer_index = seat_of(names, dealer, "dealer")
        turn_index = seat_of(names, turn, "turn") if turn is not None else (dealer_index + 1) % n
    elif turn is not None:
        turn_index = seat_of(names, turn, "turn")
        dealer_index = (turn_index - 1) % n
    else:
        dealer_index, turn_index = n - 1, 0
    hand_tuple = _hands(names, hands)
    book_tuple = _books(names, books or {})
    stock_tuple = _stock(hand_tuple, book_tuple, stock)
    start = Start(hand_tuple, stock_tuple, book_tuple, dealer_index, turn_index)
    return begin(names, rules or Rules(), start)


def just_dealt(seats: tuple[str, ...], rules: Rules, start: Start) -> bool:
    """Every hand as dealt: no book down, every hand of the deal's size."""
    size = deal_size(len(seats), rules)
    return not any(start.books) and all(len(h) == size for h in start.hands)


def is_deal(seats: tuple[str, ...], rules: Rules, start: Start) -> bool:
    """True when ``start`` is an ordinary deal (no books down, full hands, left of the dealer first)."""
    return just_dealt(seats, rules, start) and start.turn == (start.dealer + 1) % len(seats)


def unreachable(state: State) -> str | None:
    """Why the opening could not come from a deal (seed 003: play starts left of the dealer), for authors."""
    start, seats = state.start, state.seats
    left = seats[(start.dealer + 1) % len(seats)]
    if just_dealt(seats, state.rules, start) and seats[start.turn] != left:
        return (f"the hands are as dealt, so {left}, left of the dealer {seats[start.dealer]}, plays first, "
                f"not {seats[start.turn]}")
    return None


def begin(seats: tuple[str, ...], rules: Rules, start: Start) -> State:
    """The state opened by ``start``: the chance event logged, books set aside, first move given."""
    _account(seats, start)
    n = len(seats)
    if is_deal(seats, rules, start):
        opening = Event.of(
            "gofish.dealt", dealer=seats[start.dealer], hand_size=len(start.hands[0]),
            first=seats[start.turn], stock=len(start.stock),
        )
    else:
        opening = Event.of(
            "gofish.set-up", dealer=seats[start.dealer], first=seats[start.turn], stock=len(start.stock),
        )
    state = State(
        rules=rules, seats=seats, dealer=start.dealer, hands=tuple(hand_order(h) for h in start.hands),
        stock=start.stock, books=start.books, turn=start.turn, phase=Phase.ASK, asked=None,
        out=(False,) * n, start=start, log=(opening,),
    )
    table = Table(state)
    for k in range(n):
        table.collect_books((start.dealer + 1 + k) % n)
    settled = table.settle(start.turn)
    if settled.over and opening.kind == "gofish.set-up":  # nobody is to play: the end is logged next
        ended = Event.of("gofish.set-up-over", dealer=seats[start.dealer], stock=len(start.stock))
        settled = replace(settled, log=(ended, *settled.log[1:]))
    return settled


def replay(state: State) -> State:
    """The state rebuilt from its opening and its actions (equal to ``state``)."""
    return Match(Moves(None, apply), begin(state.seats, state.rules, state.start)).follow(state.actions)


def next_dealer(state: State) -> str:
    """The next game's dealer: the player to the left of this game's dealer."""
    return state.seats[state.left_of(state.dealer)]


def next_game(state: State, rng: Rng) -> State:
    """The next game, dealt by the player to the left of this game's dealer."""
    if not state.over:
        raise MalformedInput("gofish.game-not-over")
    return new_game(state.seats, state.rules, rng, dealer=next_dealer(state))


def check_seats(seats: Iterable[str]) -> tuple[str, ...]:
    names = tuple(seats)
    ok = all(isinstance(s, str) and s and not any(ch.isspace() for ch in s) for s in names)
    if not ok or len(set(names)) != len(names):
        raise MalformedInput("gofish.seats-invalid")
    check_players(len(names))
    return names


def seat_of(seats: tuple[str, ...], name: str, field: str) -> int:
    if name not in seats:
        raise MalformedInput("gofish.field-seat-unknown", field=field, seat=str(name)[:40])
    return seats.index(name)


def _hands(seats: tuple[str, ...], hands: Mapping[str, CardsIn]) -> tuple[tuple[Card, ...], ...]:
    for name in hands:
        seat_of(seats, name, f"hands.{name}")
    return tuple(cards_of(hands.get(s, ())) for s in seats)


def _books(seats: tuple[str, ...], books: Mapping[str, Iterable[int]]) -> tuple[tuple[int, ...], ...]:
    for name in books:
        seat_of(seats, name, f"books.{name}")
    out = tuple(tuple(books.get(s, ())) for s in seats)
    seen: set[int] = set()
    for seat, ranks in zip(seats, out):
        for rank in ranks:
            if rank not in ALL_RANKS or isinstance(rank, bool):
                raise MalformedInput("rank-malformed", text=str(rank))
            if rank in seen:
                raise MalformedInput("gofish.book-twice", rank=rank_name(rank), field=f"books.{seat}")
            seen.add(rank)
    return out


def _stock(
    hands: tuple[tuple[Card, ...], ...], books: tuple[tuple[int, ...], ...], stock: CardsIn | None
) -> tuple[Card, ...]:
    if stock is not None:
        return cards_of(stock)
    used = {c for h in hands for c in h} | {c for b in books for c in _four(b)}
    return tuple(c for c in deck52() if c not in used)


def cards_of(cards: CardsIn) -> tuple[Card, ...]:
    return parse_cards(cards) if isinstance(cards, str) else tuple(cards)


def _four(ranks: Iterable[int]) -> list[Card]:
    return [Card(r, s) for r in ranks for s in SUIT_ORDER]


def _account(seats: tuple[str, ...], start: Start) -> None:
    """Every card exactly once, in a hand, the stock or a book."""
    seen: set[Card] = set()
    places = [(f"hands.{s}", h) for s, h in zip(seats, start.hands)] + [("stock", start.stock)]
    places += [(f"books.{s}", _four(b)) for s, b in zip(seats, start.books)]
    for place, cards in places:
        for card in cards:
            if card in seen:
                raise MalformedInput("gofish.card-twice", card=str(card), field=place)
            seen.add(card)
    missing = [c for c in deck52() if c not in seen]
    if missing:
        raise MalformedInput("gofish.card-missing", card=str(missing[0]), count=len(missing))
