"""Literature's aims for a lesson's step on the table (see ``engine/core/learn.py``): what the move must
reach beyond being legal, and the engine's reason when it does not. In a lesson the hands are the
lesson's: a wrong claim is told which holder was wrong."""

from __future__ import annotations

from typing import Any

from ..core.errors import Coded
from ..core.i18n import N_
from ..core.learn import Aim
from ..core.messages import register
from .actions import Claim
from .outcomes import claim_brings
from .state import State

register({
    "learn.literature.aim-claim": N_("The task is a claim: {seat} should claim a half-suit, naming every "
                                     "holder."),
    "learn.literature.aim-half": N_("The task is a claim of {half}; {other_half} is another half-suit."),
    # A holder named wrong: which card, never where it is (that is the answer).
    "learn.literature.aim-misplaced": N_("{card} is not in {other}’s hand: with a holder misplaced, {half} "
                                         "is cancelled."),
    "learn.literature.aim-opponent": N_("{card} is not in {other}’s hand but in an opponent’s: the other "
                                        "team wins {half}."),
})


def _claim_won(state: State, action: Any, wanted: tuple[Any, ...]) -> Coded | None:
    """The aim "claim-won": a claim (accepted by the rules) of the half-suit the step names (its right
    claims') that wins it; otherwise the first holder named wrong, or what the claim would bring."""
    if not isinstance(action, Claim):
        return Coded.of("learn.literature.aim-claim", seat=action.seat)
    halves = [w.half for w in wanted if isinstance(w, Claim)]
    if halves and action.half not in halves:
        return Coded.of("learn.literature.aim-half", half=halves[0].span, other_half=action.half.span)
    outcome, because = claim_brings(state, action)
    if outcome == "won":
        return None
    me = state.seats.index(action.seat)
    on_turn = state.seats[state.turn] == action.seat
    for card, named in action.named:
        holder = next(s for s, hand in zip(state.seats, state.hands) if card in hand)
        if holder != named and on_turn:
            team = (state.seats.index(holder) - me) % 2 == 0
            code = "learn.literature.aim-misplaced" if team else "learn.literature.aim-opponent"
            return Coded.of(code, card=str(card), other=named, half=action.half.span)
    return because


AIMS = {
    "claim-won": Aim(_claim_won, needs=("claim",)),
}
