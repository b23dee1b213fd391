"""The immutable state of a Literature game, and ``apply``, which moves it on and logs events.

Seats alternate between the teams: team 0 holds the even seats (A C E), team 1 the odd ones
(B D F). ``history`` keeps every action with its public result (the answer to a question, the
holders revealed by a claim): it is exactly what a player with a perfect memory knows.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from functools import cached_property

from ..core.cards import Card
from ..core.events import Event
from ..core.match import Match, Moves
from ..core.turns import Seated
from .actions import Action, Ask, Claim, Pass, format_groups
from .claims import awarded, event_kind, judge
from .halfsuits import HalfSuit, card_id, sorted_cards
from .rules import SETS, Rules


class Phase(Enum):
    ASKING = "asking"  # questions and claims
    FINAL = "final"  # a whole team has no cards: asking has stopped, the final claims remain
    GAME_OVER = "game-over"


@dataclass(frozen=True)
class SetResult:
    half: HalfSuit
    claimer: str
    outcome: str  # won | cancelled | opponents (relative to the claimer's team)
    team: int | None  # the team that scored it


@dataclass(frozen=True)
class Start:
    """The chance event opening a game: a deal, or a position set up for an example."""

    hands: tuple[tuple[Card, ...], ...]
    sets: tuple[SetResult, ...]  # sets resolved before the start (set-up positions)
    dealer: int
    turn: int


@dataclass(frozen=True)
class Asked:
    action: Ask
    got: bool  # the target held the card and handed it over

    @cached_property
    def card_index(self) -> int:
        """The card's index in ``DECK`` (computed once: moves are shared by every later state)."""
        return card_id(self.action.card)


@dataclass(frozen=True)
class Claimed:
    action: Claim
    holders: tuple[str, ...]  # who really held each card of the half-suit, in half-suit order (revealed)
    outcome: str
    on_turn: bool

    @cached_property
    def half_index(self) -> int:
        return self.action.half.index


@dataclass(frozen=True)
class Passed:
    action: Pass


Move = Asked | Claimed | Passed


@dataclass(frozen=True)
class State(Seated):
    rules: Rules
    seats: tuple[str, ...]  # around the table; the teams alternate
    hands: tuple[tuple[Card, ...], ...]  # each in display order
    turn: int  # the player to act (the last one once the game is over)
    sets: tuple[SetResult, ...]  # resolved sets, in order (those of the start first)
    start: Start
    history: tuple[Move, ...] = ()  # every action since the start, with its public result
    log: tuple[Event, ...] = ()
    placing: bool = False  # the player to act has begun the final claims: they place every half-suit left

    @property
    def dealer(self) -> int:
        return self.start.dealer

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(m.action for m in self.history)

    def team_seats(self, team: int) -> tuple[str, ...]:
        return self.seats[team::2]

    def team_has_cards(self, team: int) -> bool:
        return any(self.hands[team::2])

    def must_hand_over(self, seat: int) -> bool:
        """``seat`` has the turn, holds no card and a partner still holds some (seed 000 §06): their
        one move is the turn to that partner. Not inside the final claims: the player placing them
        goes on to the last half-suit even once their own hand is empty."""
        return (seat == self.turn and not self.hands[seat] and not self.placing
                and self.team_has_cards(seat % 2))

    @cached_property
    def scores(self) -> tuple[int, int]:
        return (
            sum(1 for s in self.sets if s.team == 0),
            sum(1 for s in self.sets if s.team == 1),
        )

    @cached_property
    def resolved(self) -> frozenset[HalfSuit]:
        return frozenset(s.half for s in self.sets)

    @cached_property
    def phase(self) -> Phase:
        if len(self.sets) == SETS or (self.rules.win_at_five and max(self.scores) >= 5):
            return Phase.GAME_OVER
        if not self.team_has_cards(0) or not self.team_has_cards(1):
            return Phase.FINAL
        return Phase.ASKING

    @property
    def over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def holder(self, card: Card) -> int | None:
        """The seat index holding ``card`` (None when it is out of play)."""
        return next((i for i, h in enumerate(self.hands) if card in h), None)

    def result(self, half: HalfSuit) -> SetResult | None:
        return next((s for s in self.sets if s.half == half), None)


def apply(state: State, action: Action) -> State:
    """The state after ``action``, trusted: the caller checked it (``explain.play`` checks, then applies)."""
    if isinstance(action, Ask):
        after, events = _ask(state, action)
    elif isinstance(action, Claim):
        after, events = _claim(state, action)
    else:
        after, events = _pass(state, action)
    events += _consequences(state, after, action)
    return replace(after, log=state.log + tuple(events))


def _ask(state: State, action: Ask) -> tuple[State, list[Event]]:
    asker, target = state.seats.index(action.seat), state.seats.index(action.target)
    got = action.card in state.hands[target]
    params = {"seat": action.seat, "target": action.target, "card": str(action.card)}
    history = state.history + (Asked(action, got),)
    if not got:
        return replace(state, turn=target, history=history), [Event.of("literature.ask-no", **params)]
    hands = list(state.hands)
    hands[target] = tuple(c for c in hands[target] if c != action.card)
    hands[asker] = sorted_cards((*hands[asker], action.card))
    after = replace(state, hands=tuple(hands), history=history)
    return after, [Event.of("literature.ask-yes", **params)]


def _claim(state: State, action: Claim) -> tuple[State, list[Event]]:
    claimer = state.seats.index(action.seat)
    team = claimer % 2
    cards = action.half.cards
    actual = [state.holder(c) for c in cards]
    holders_now = [i for i in actual if i is not None]
    named = [state.seats.index(action.holders[c]) for c in cards]
    on_turn = claimer == state.turn
    outcome = judge(state.rules, team, on_turn, named, holders_now)
    result = SetResult(action.half, action.seat, outcome, awarded(team, outcome))
    h = action.half.index
    hands = tuple(tuple(c for c in hand if card_id(c) // 6 != h) for hand in state.hands)
    revealed = tuple(state.seats[i] for i in holders_now)
    shared = any(n % 2 != team for n in named)
    event = Event.of(
        event_kind(outcome, on_turn, shared, state.rules), seat=action.seat, half=action.half.span,
        named=format_groups(action.named), holders=format_groups(zip(cards, revealed)),
    )
    after = replace(
        state, hands=hands, sets=state.sets + (result,),
        history=state.history + (Claimed(action, revealed, outcome, on_turn),),
        placing=state.placing or (on_turn and state.phase is Phase.FINAL),
    )
    return after, [event]


def _pass(state: State, action: Pass) -> tuple[State, list[Event]]:
    seat = state.seats.index(action.seat)
    to = state.seats.index(action.to)
    after = replace(state, turn=to, history=state.history + (Passed(action),))
    params = {"seat": action.seat, "to": action.to}
    if state.phase is Phase.FINAL and not state.team_has_cards(seat % 2):
        return after, [Event.of("literature.final-choice", **params)]
    if state.hands[seat]:
        return after, [Event.of("literature.pass-turn", **params)]
    return after, [Event.of("literature.hand-over", **params)]


def _consequences(before: State, after: State, action: Action) -> list[Event]:
    """What follows at once: the end of the game, asking stopping, a hand emptied."""
    seat = after.seats[after.turn]
    phase = after.phase
    if phase is Phase.GAME_OVER:
        return [game_over_event(after)]
    if phase is Phase.FINAL:
        if before.phase is Phase.ASKING:
            empty = 0 if not after.team_has_cards(0) else 1
            events = [Event.of("literature.asking-stops", team=list(after.team_seats(empty)))]
            return events + [final_turn_event(after)]
        if isinstance(action, Pass):
            return [final_turn_event(after)]
        return []
    if not after.hands[after.turn] and (before.hands[after.turn] or before.turn != after.turn):
        return [Event.of("literature.must-hand-over", seat=seat)]
    return []


def final_turn_event(state: State) -> Event:
    seat = state.seats[state.turn]
    if state.must_hand_over(state.turn):
        return Event.of("literature.must-hand-over", seat=seat)  # first a partner with cards, then the claims
    if state.team_has_cards(state.turn % 2):
        return Event.of("literature.final-claims", seat=seat)
    return Event.of("literature.final-choose", seat=seat)


def game_over_event(state: State) -> Event:
    a, b = state.scores
    if a == b:
        return Event.of("literature.game-drawn", score=a)
    team = 0 if a > b else 1
    return Event.of(
        "literature.game-won", team=list(state.team_seats(team)), score=max(a, b), other=min(a, b),
    )


def replay(state: State, actions: tuple[Action, ...] | list[Action]) -> State:
    """``actions`` applied trusted (a line already checked, such as a state's own history)."""
    return Match(Moves(None, apply), state).follow(actions)
