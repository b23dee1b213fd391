"""The single source of truth for why an action is refused; legality is derived from it."""

from __future__ import annotations

from ..core.errors import IllegalAction, Violation
from ..core.turns import explain_turn
from .actions import Action, Bid, Play
from .rules import dealer_forbidden
from .state import Phase, State, apply


def forbidden_bid(state: State) -> int | None:
    """The dealer's forbidden value, or None when every bid is legal (rule off, or the value that
    would make the total equal the tricks lies outside 0..hand size)."""
    return dealer_forbidden(state.rules, state.dealer, state.bids, state.hand_size)


def explain(state: State, action: Action) -> tuple[Violation, ...]:
    ended = "kachuful.deal-over" if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) else None
    return explain_turn(state, action, _explain_bid if isinstance(action, Bid) else _explain_play,
                        unknown="kachuful.seat-unknown", ended=ended, off_turn="kachuful.not-your-turn")


def _explain_bid(state: State, seat: int, action: Bid) -> list[Violation]:
    if state.phase is not Phase.BIDDING:
        return [Violation.of("kachuful.not-bidding")]
    if not 0 <= action.value <= state.hand_size:
        return [Violation.of("kachuful.bid-out-of-range", bid=action.value, max=state.hand_size)]
    if seat == state.dealer and action.value == forbidden_bid(state):
        others = state.hand_size - action.value
        return [Violation.of(
            "kachuful.dealer-forbidden-bid", bid=action.value, others=others, tricks=state.hand_size,
        )]
    return []


def _explain_play(state: State, seat: int, action: Play) -> list[Violation]:
    if state.phase is not Phase.PLAYING:
        return [Violation.of("kachuful.not-playing")]
    hand = state.hands[seat]
    if action.card not in hand:
        return [Violation.of("kachuful.card-not-in-hand", seat=action.seat, card=str(action.card))]
    if state.trick:
        led = state.trick[0][1].suit
        if action.card.suit != led and any(c.suit == led for c in hand):
            return [Violation.of("kachuful.must-follow-suit", card=str(action.card), led_suit=led.word)]
    return []


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action of the seat to play, derived from :func:`explain`."""
    if state.phase is Phase.BIDDING:
        seat = state.seats[state.turn]
        candidates: list[Action] = [Bid(seat, v) for v in range(state.hand_size + 1)]
    elif state.phase is Phase.PLAYING:
        seat = state.seats[state.turn]
        candidates = [Play(seat, c) for c in state.hands[state.turn]]
    else:
        return ()
    return tuple(a for a in candidates if not explain(state, a))


def can_apply(state: State, action: Action) -> bool:
    return not explain(state, action)


def play(state: State, action: Action) -> State:
    """``action`` checked once by :func:`explain` (:class:`IllegalAction` with every reason if refused),
    then applied trusted."""
    IllegalAction.unless_none(explain(state, action))
    return apply(state, action)
