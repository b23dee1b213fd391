"""The immutable state of a Kachuful game, and ``apply``, which moves it on and logs events."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from ..core.cards import Card, Suit, deck52
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.rng import Rng
from ..core.turns import Seated
from .actions import Action, Bid, Play
from .program import DealSpec, program
from .rules import Rules


class Phase(Enum):
    BIDDING = "bidding"
    PLAYING = "playing"
    DEAL_OVER = "deal-over"
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class State(Seated):
    rules: Rules
    seats: tuple[str, ...]  # clockwise order
    first_dealer: int
    deal_index: int  # 0-based index in the program
    hands: tuple[tuple[Card, ...], ...]
    bids: tuple[int | None, ...]
    won: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]  # plays of the trick in progress, in order
    turn: int
    phase: Phase
    totals: tuple[int, ...]
    sheet: tuple[tuple[int, ...], ...]  # points per completed deal, per seat
    single_deal: bool = False  # a worked example: the game ends with this deal
    dealt: tuple[tuple[Card, ...], ...] = ()  # the hands as dealt, for positions and replays
    actions: tuple[Action, ...] = ()  # every action since the deal
    log: tuple[Event, ...] = ()  # every event since the deal

    @property
    def spec(self) -> DealSpec:
        return program(self.players, self.rules)[self.deal_index]

    @property
    def dealer(self) -> int:
        return (self.first_dealer + self.deal_index) % self.players

    @property
    def trump(self) -> Suit:
        return self.spec.trump

    @property
    def hand_size(self) -> int:
        return self.spec.hand_size

    @property
    def tricks_played(self) -> int:
        return sum(self.won)


def new_deal(
    seats: tuple[str, ...],
    *,
    rules: Rules | None = None,
    rng: Rng | None = None,
    hands: dict[str, tuple[Card, ...]] | None = None,
    first_dealer: int = 0,
    deal_index: int = 0,
    totals: tuple[int, ...] | None = None,
    single_deal: bool = False,
) -> State:
    """A deal ready for bidding: hands dealt by ``rng`` (one at a time, clockwise from the dealer's
    left) or scripted by ``hands`` (a chance event given explicitly, as tests and examples do)."""
    rules = rules or Rules()
    players = len(seats)
    specs = program(players, rules)
    if not 0 <= deal_index < len(specs):
        raise MalformedInput("value-out-of-range", field="deal", low=1, high=len(specs))
    if len(set(seats)) != players or not all(isinstance(s, str) and s for s in seats):
        raise MalformedInput("seats-invalid")
    spec = specs[deal_index]
    dealer = (first_dealer + deal_index) % players
    if hands is None:
        if rng is None:
            raise MalformedInput("field-missing", field="hands")
        deck = rng.shuffled(deck52())
        dealt: list[list[Card]] = [[] for _ in seats]
        for k in range(spec.hand_size * players):
            dealt[(dealer + 1 + k) % players].append(deck[k])
        hand_tuple = tuple(tuple(h) for h in dealt)
    else:
        hand_tuple = _scripted_hands(seats, hands, spec.hand_size)
    event = Event.of(
        "kachuful.dealt", deal=spec.number, hand_size=spec.hand_size, trump_suit=spec.trump.word,
        dealer=seats[dealer],
    )
    return State(
        rules=rules, seats=tuple(seats), first_dealer=first_dealer % players, deal_index=deal_index,
        hands=hand_tuple, bids=(None,) * players, won=(0,) * players, trick=(),
        turn=(dealer + 1) % players, phase=Phase.BIDDING, totals=totals or (0,) * players, sheet=(),
        single_deal=single_deal, dealt=hand_tuple, log=(event,),
    )


def _scripted_hands(
    seats: tuple[str, ...], hands: dict[str, tuple[Card, ...]], size: int
) -> tuple[tuple[Card, ...], ...]:
    unknown = set(hands) - set(seats)
    if unknown:
        raise MalformedInput("seat-unknown", seat=sorted(unknown)[0])
    seen: set[Card] = set()
    out = []
    for seat in seats:
        hand = tuple(hands.get(seat, ()))
        if len(hand) != size:
            raise MalformedInput("hand-wrong-size", seat=seat, count=len(hand), size=size)
        for card in hand:
            if card in seen:
                raise MalformedInput("card-twice", card=str(card))
            seen.add(card)
        out.append(hand)
    return tuple(out)


def apply(state: State, action: Action) -> State:
    """The state after ``action``, trusted: the caller checked it (``explain.play`` checks, then applies)."""
    state = replace(state, actions=state.actions + (action,))
    if isinstance(action, Bid):
        return _apply_bid(state, action)
    return _apply_play(state, action)


def _apply_bid(state: State, action: Bid) -> State:
    seat = state.seats.index(action.seat)
    bids = tuple(action.value if i == seat else b for i, b in enumerate(state.bids))
    log = state.log + (Event.of("kachuful.bid", seat=action.seat, bid=action.value),)
    if seat == state.dealer:
        leader = state.left_of(state.dealer)
        return replace(state, bids=bids, turn=leader, phase=Phase.PLAYING, log=log)
    return replace(state, bids=bids, turn=state.left_of(seat), log=log)


def _apply_play(state: State, action: Play) -> State:
    seat = state.seats.index(action.seat)
    hands = tuple(
        tuple(c for c in h if c != action.card) if i == seat else h for i, h in enumerate(state.hands)
    )
    trick = state.trick + ((seat, action.card),)
    log = state.log + (Event.of("kachuful.play", seat=action.seat, card=str(action.card)),)
    if len(trick) < state.players:
        return replace(state, hands=hands, trick=trick, turn=state.left_of(seat), log=log)
    winner = trick_winner(trick, state.trump)
    won = tuple(w + (1 if i == winner else 0) for i, w in enumerate(state.won))
    log += (Event.of("kachuful.trick", seat=state.seats[winner], number=sum(won)),)
    state = replace(state, hands=hands, trick=(), won=won, turn=winner, log=log)
    if any(hands):
        return state
    return _score_deal(state)


def trick_winner(trick: tuple[tuple[int, Card], ...], trump: Suit) -> int:
    """The highest trump wins, else the highest card of the suit led."""
    led = trick[0][1].suit
    trumps = [p for p in trick if p[1].suit == trump]
    pool = trumps or [p for p in trick if p[1].suit == led]
    return max(pool, key=lambda p: p[1].rank)[0]


def deal_points(rules: Rules, bid: int, tricks: int) -> int:
    exact = bid == tricks
    if rules.per_trick_scoring:
        return tricks + (10 if exact else 0)
    if exact:
        return 10 + bid
    return -abs(bid - tricks) if rules.miss_penalty else 0


def _score_deal(state: State) -> State:
    points = tuple(deal_points(state.rules, b or 0, w) for b, w in zip(state.bids, state.won))
    totals = tuple(t + p for t, p in zip(state.totals, points))
    log = state.log + (
        Event.of("kachuful.scored", deal=state.spec.number, points=list(points), totals=list(totals)),
    )
    last = state.single_deal or state.deal_index + 1 == len(program(state.players, state.rules))
    return replace(
        state, totals=totals, sheet=state.sheet + (points,), log=log,
        phase=Phase.GAME_OVER if last else Phase.DEAL_OVER,
    )


def next_deal(state: State, rng: Rng) -> State:
    """After a deal is scored, deal the next one of the program (a chance event)."""
    if state.phase is not Phase.DEAL_OVER:
        raise MalformedInput("deal-not-over")
    nxt = new_deal(
        state.seats, rules=state.rules, rng=rng, first_dealer=state.first_dealer,
        deal_index=state.deal_index + 1, totals=state.totals,
    )
    return replace(nxt, sheet=state.sheet)
