"""Opening a game: a seeded or scripted deal, or a position set up for an example (chance events).

Whatever the opening, each of the 48 cards is in exactly one place: a hand, or a set resolved
before the start. Seats must be 6 (or 8, with ``Rules(players=8)``) distinct names without
spaces, ``:`` or ``,``; the teams alternate around the table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ..core.cards import Card, parse_cards
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.rng import Rng
from .claims import OUTCOMES, awarded
from .halfsuits import DECK, HalfSuit, half_of, in_deck, sorted_cards
from .rules import Rules
from .state import Phase, SetResult, Start, State, final_turn_event, game_over_event

CardsIn = str | Iterable[Card]
_NAME = re.compile(r"^[^\s:,]+$")
DEFAULT_SEATS = "ABCDEFGH"


def default_seats(rules: Rules) -> tuple[str, ...]:
    return tuple(DEFAULT_SEATS[: rules.players])


def check_seats(seats: Iterable[str] | None, rules: Rules, where: str = "seats") -> tuple[str, ...]:
    if seats is None:
        return default_seats(rules)
    names = tuple(seats)
    ok = all(isinstance(s, str) and _NAME.match(s) for s in names) and len(set(names)) == len(names)
    if not ok or len(names) != rules.players:
        raise MalformedInput("literature.seats-invalid", players=rules.players, field=where)
    return names


def seat_of(seats: tuple[str, ...], seat: str, where: str) -> int:
    if seat not in seats:
        raise MalformedInput("literature.seat-unknown", seat=str(seat)[:40], field=where)
    return seats.index(seat)


def new_game(
    seats: Iterable[str] | None = None,
    rules: Rules | None = None,
    rng: Rng | None = None,
    *,
    hands: Mapping[str, CardsIn] | None = None,
    dealer: str | None = None,
) -> State:
    """A new game, dealt by ``rng`` or scripted by ``hands`` (every seat, ``cards_each`` cards).

    Seeded: the dealer is drawn at random (unless given), the 48 cards shuffled and dealt one at a
    time from the dealer's left. Scripted: the dealer defaults to the first seat. The dealer asks
    first.
    """
    rules = rules or Rules()
    names = check_seats(seats, rules)
    n = len(names)
    if hands is None:
        if rng is None:
            raise MalformedInput("field-missing", field="hands")
        dealer_index = rng.below(n) if dealer is None else seat_of(names, dealer, "dealer")
        deck = rng.shuffled(DECK)
        dealt: list[list[Card]] = [[] for _ in names]
        for k, card in enumerate(deck):
            dealt[(dealer_index + 1 + k) % n].append(card)
        hand_tuple = tuple(sorted_cards(h) for h in dealt)
    else:
        dealer_index = 0 if dealer is None else seat_of(names, dealer, "dealer")
        hand_tuple = read_hands(names, hands)
        for seat, hand in zip(names, hand_tuple):
            if len(hand) != rules.cards_each:
                raise MalformedInput(
                    "literature.hand-wrong-size", seat=seat, count=len(hand), size=rules.cards_each,
                )
        check_complete(hand_tuple, ())
    return begin(rules, names, Start(hand_tuple, (), dealer_index, dealer_index))


def set_up(
    seats: Iterable[str] | None = None,
    rules: Rules | None = None,
    *,
    hands: Mapping[str, CardsIn],
    sets: Iterable[SetResult] = (),
    turn: str | None = None,
    dealer: str | None = None,
) -> State:
    """Any position, for worked examples: hands of any size (a seat left out holds nothing), sets
    already resolved, the player to act (by default the dealer, by default the first seat)."""
    rules = rules or Rules()
    names = check_seats(seats, rules)
    dealer_index = 0 if dealer is None else seat_of(names, dealer, "dealer")
    turn_index = dealer_index if turn is None else seat_of(names, turn, "turn")
    hand_tuple = read_hands(names, hands)
    set_tuple = tuple(sets)
    check_complete(hand_tuple, set_tuple)
    return begin(rules, names, Start(hand_tuple, set_tuple, dealer_index, turn_index))


def restart(state: State) -> State:
    """The state at the start of ``state``'s history (``replay(restart(s), s.actions) == s``)."""
    return begin(state.rules, state.seats, state.start)


def set_result(seats: tuple[str, ...], half: HalfSuit, claimer: str, outcome: str, where: str) -> SetResult:
    index = seat_of(seats, claimer, f"{where}.claimer")
    if outcome not in OUTCOMES:
        raise MalformedInput("literature.outcome-unknown", text=str(outcome)[:40], field=f"{where}.outcome")
    return SetResult(half, claimer, outcome, awarded(index % 2, outcome))


def read_hands(seats: tuple[str, ...], hands: Mapping[str, CardsIn]) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(hands, Mapping):
        raise MalformedInput("field-wrong-type", field="hands", expected="object")
    for seat in hands:
        seat_of(seats, seat, f"hands.{seat}")
    out = []
    for seat in seats:
        raw = hands.get(seat, ())
        if isinstance(raw, str) or (isinstance(raw, list) and all(isinstance(c, str) for c in raw)):
            try:
                cards = parse_cards(raw)
            except MalformedInput as exc:
                raise MalformedInput(exc.code, **{**exc.params, "field": f"hands.{seat}"}) from None
        elif isinstance(raw, (tuple, list)) and all(isinstance(c, Card) for c in raw):
            cards = tuple(raw)
        else:
            raise MalformedInput("field-wrong-type", field=f"hands.{seat}", expected="cards")
        for card in cards:
            if not in_deck(card):
                raise MalformedInput("literature.card-not-in-deck", card=str(card), field=f"hands.{seat}")
        out.append(sorted_cards(cards))
    return tuple(out)


def check_complete(hands: tuple[tuple[Card, ...], ...], sets: tuple[SetResult, ...]) -> None:
    """Every card in exactly one place: a hand or a resolved set."""
    seen: set[Card] = set()
    resolved = set()
    for result in sets:
        if result.half in resolved:
            raise MalformedInput("literature.set-twice", half=result.half.span, field="sets")
        resolved.add(result.half)
    for hand in hands:
        for card in hand:
            if card in seen:
                raise MalformedInput("literature.card-twice", card=str(card), field="hands")
            if half_of(card) in resolved:
                raise MalformedInput("literature.card-in-resolved-set", card=str(card), field="hands")
            seen.add(card)
    missing = [c for c in DECK if c not in seen and half_of(c) not in resolved]
    if missing:
        raise MalformedInput(
            "literature.cards-missing", cards=[str(c) for c in missing[:6]], count=len(missing),
            field="hands",
        )


def just_dealt(rules: Rules, start: Start) -> bool:
    """Every card still in the hands it was dealt to: no set resolved, every hand full."""
    return not start.sets and all(len(h) == rules.cards_each for h in start.hands)


def unreachable(state: State) -> str | None:
    """Why the opening could not come from a deal (seed 000 §02: the dealer asks first), for authors."""
    start, seats = state.start, state.seats
    if just_dealt(state.rules, start) and start.turn != start.dealer:
        return (f"the cards are as dealt, so the dealer {seats[start.dealer]} asks first, "
                f"not {seats[start.turn]}: make {seats[start.turn]} the dealer")
    return None


def begin(rules: Rules, seats: tuple[str, ...], start: Start) -> State:
    state = State(
        rules=rules, seats=seats, hands=start.hands, turn=start.turn, sets=start.sets, start=start,
    )
    if just_dealt(rules, start) and start.turn == start.dealer:
        first = Event.of("literature.dealt", dealer=seats[start.dealer], cards_each=rules.cards_each)
    else:
        first = Event.of("literature.set-up", turn=seats[start.turn])
    log: tuple[Event, ...] = (first,)
    if state.phase is Phase.GAME_OVER:
        log += (game_over_event(state),)
    elif state.phase is Phase.FINAL:
        log += (final_turn_event(state),)
    return State(
        rules=rules, seats=seats, hands=start.hands, turn=start.turn, sets=start.sets, start=start, log=log,
    )
