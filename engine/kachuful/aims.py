"""Kachuful's aims for a lesson's step on the table (see ``engine/core/learn.py``): what the move must reach
beyond being legal, and the engine's reason when it does not.

"sure-tricks": a bid of the tricks the bidder takes for sure, every hand being shown: the most the bidder
can make certain whatever the others play (the others playing together against the bidder, searched to
the end of the deal: a lesson's hands are small)."""

from __future__ import annotations

from functools import cache
from math import factorial, prod
from typing import Any

from ..core.errors import Coded, MalformedInput
from ..core.i18n import N_, NP_
from ..core.learn import Aim
from ..core.messages import register
from .actions import Bid
from .search import SUIT_INDEX, _legal, code, winner
from .state import Phase, State

register({
    "learn.kachuful.aim-bid": N_("The task is a bid: {seat} should bid."),
    # Why a bid misses the tricks sure to be taken, never how many they are: it counts on too many, or
    # gives some up.
    "learn.kachuful.sure-more": NP_(
        "Every hand is shown: whatever the others play, {seat} cannot be sure of {bid} trick; the others "
        "can win it.",
        "Every hand is shown: whatever the others play, {seat} cannot be sure of {bid} tricks; the others "
        "can win some of them.", "bid"),
    "learn.kachuful.sure-fewer": NP_(
        "Every hand is shown: whatever the others play, {seat} can make sure of more than {bid} trick.",
        "Every hand is shown: whatever the others play, {seat} can make sure of more than {bid} tricks.",
        "bid"),
})

MAX_LEAVES = 2_000_000  # the lines of play searched at most: a lesson's deal, not a full one


def _search(hands: tuple[tuple[int, ...], ...], trick: tuple[tuple[int, int], ...], turn: int, me: int,
            trump: int) -> int:
    @cache
    def best(hands: tuple[tuple[int, ...], ...], trick: tuple[tuple[int, int], ...], turn: int) -> int:
        players = len(hands)
        if not any(hands) and not trick:
            return 0
        outcomes = []
        for card in _legal(list(hands[turn]), list(trick)):
            rest = tuple(tuple(c for c in h if c != card) if i == turn else h for i, h in enumerate(hands))
            laid = (*trick, (turn, card))
            if len(laid) == players:
                taker = winner(list(laid), trump)
                outcomes.append((taker == me) + best(rest, (), taker))
            else:
                outcomes.append(best(rest, laid, (turn + 1) % players))
        return max(outcomes) if turn == me else min(outcomes)

    return best(hands, trick, turn)


def sure_tricks(state: State, seat: str) -> int:
    """The tricks ``seat`` takes for sure in this deal, from its start (during the bidding) or from the
    trick in progress, every hand known."""
    if state.phase not in (Phase.BIDDING, Phase.PLAYING) or \
            prod(factorial(len(h)) for h in state.hands) > MAX_LEAVES:
        raise MalformedInput("learn.question-position", question="sure-tricks")
    hands = tuple(tuple(sorted(code(c) for c in h)) for h in state.hands)
    me, trump = state.seats.index(seat), SUIT_INDEX[state.trump]
    if state.phase is Phase.BIDDING:
        return _search(hands, (), state.left_of(state.dealer), me, trump)
    taken = state.won[me]
    trick = tuple((i, code(c)) for i, c in state.trick)
    return taken + _search(hands, trick, state.turn, me, trump)


def _sure_bid(state: State, action: Any, wanted: tuple[Any, ...]) -> Coded | None:
    """The aim "sure-tricks": a bid of exactly the tricks the bidder is sure of."""
    if not isinstance(action, Bid):
        return Coded.of("learn.kachuful.aim-bid", seat=action.seat)
    sure = sure_tricks(state, action.seat)
    if action.value == sure:
        return None
    code_ = "learn.kachuful.sure-more" if action.value > sure else "learn.kachuful.sure-fewer"
    return Coded.of(code_, seat=action.seat, bid=action.value)


AIMS = {
    "sure-tricks": Aim(_sure_bid, needs=("trick", "trump", "bid")),
}
