"""Literature's question “what does this claim bring?” (lessons only): the rules' own judgement, by playing
the claim; each outcome the claim does not bring gets what in the claim rules it out, never what it brings
instead (that is the answer)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.errors import Coded, MalformedInput
from ..core.i18n import N_
from ..core.learn import Answer
from ..core.messages import register
from .actions import Claim
from .explain import explain
from .state import State

register({
    "learn.literature.outcome-won": N_(
        "Every holder is named right, on {seat}’s own turn: {seat}’s team wins {half}."),
    "learn.literature.outcome-misplaced": N_("All six cards of {half} are in {seat}’s team, but a holder is "
                                             "misplaced: the half-suit is cancelled."),
    "learn.literature.outcome-opponent": N_("An opponent holds a card of {half}: the other team wins it."),
    "learn.literature.outcome-off-turn": N_(
        "{seat} claims out of turn: {half} is cancelled if the team holds all six cards, and goes to the "
        "other team if not."),
    # Why an outcome chosen is not the claim's, never what the claim brings instead.
    "learn.literature.not-won-off-turn": N_("{seat} claims out of turn: the claiming team cannot win {half} "
                                            "that way."),
    "learn.literature.not-won-misplaced": N_("{card} is not in {holder}’s hand: with a holder named wrong, "
                                             "the claiming team cannot win {half}."),
    "learn.literature.not-cancelled-right": N_("Every holder of {half} is named right, on {seat}’s own turn: "
                                               "nothing cancels the claim."),
    "learn.literature.not-cancelled-opponent": N_("An opponent holds a card of {half}: a claim is cancelled "
                                                  "only when the claiming team holds all six cards."),
    "learn.literature.not-opponents": N_("All six cards of {half} are in {seat}’s team: the other team does "
                                         "not win it."),
})


# --- what a claim brings: the rules' own judgement, by playing it -------------------------------------


OUTCOME_LABELS = {
    "won": N_("The claiming team wins the half-suit"),
    "cancelled": N_("The half-suit is cancelled"),
    "opponents": N_("The other team wins the half-suit"),
}


def claim_brings(state: State, claim: Claim) -> tuple[str, Coded]:
    """What ``claim`` (accepted by the rules) brings, played: its outcome and the reason, in words."""
    from .adapter import ADAPTER

    outcome = ADAPTER.apply(state, claim).sets[-1].outcome
    me = state.seats.index(claim.seat)
    on_turn = state.seats[state.turn] == claim.seat
    holders = [next(i for i, hand in enumerate(state.hands) if c in hand) for c in claim.half.cards]
    in_team = all((h - me) % 2 == 0 for h in holders)
    if not on_turn and not state.rules.claims_any_time:
        code = "learn.literature.outcome-off-turn"
    elif outcome == "won":
        code = "learn.literature.outcome-won"
    elif in_team:
        code = "learn.literature.outcome-misplaced"
    else:
        code = "learn.literature.outcome-opponent"
    return outcome, Coded.of(code, seat=claim.seat, half=claim.half.span)


def _not_outcome(state: State, claim: Claim, chosen: str, outcome: str) -> Coded:
    """Why the claim does not bring ``chosen``: what in the claim rules it out, not what it brings."""
    me = state.seats.index(claim.seat)
    holders = {c: state.seats[next(i for i, hand in enumerate(state.hands) if c in hand)]
               for c in claim.half.cards}
    in_team = all((state.seats.index(h) - me) % 2 == 0 for h in holders.values())
    named = claim.holders
    wrong = next((c for c in claim.half.cards if named.get(c) != holders[c]), None)
    words = {"seat": claim.seat, "half": claim.half.span}
    off_turn = state.seats[state.turn] != claim.seat and not state.rules.claims_any_time
    if chosen == "won":
        if off_turn or wrong is None:
            return Coded.of("learn.literature.not-won-off-turn", **words)
        return Coded.of("learn.literature.not-won-misplaced", card=str(wrong), holder=named.get(wrong, ""),
                        **words)
    if chosen == "cancelled":
        code = "learn.literature.not-cancelled-right" if outcome == "won" else \
            "learn.literature.not-cancelled-opponent"
        return Coded.of(code, **words)
    return Coded.of("learn.literature.not-opponents" if in_team else "learn.literature.not-cancelled-right",
                    **words)


def claim_outcome(state: State, args: Mapping[str, Any]) -> Answer:
    from .adapter import ADAPTER

    text = args.get("claim")
    if not isinstance(text, str):
        raise MalformedInput("learn.question-args", question="claim")
    claim = ADAPTER.parse_action(text)
    if not isinstance(claim, Claim) or explain(state, claim):
        raise MalformedInput("learn.question-position", question="claim-outcome")
    outcome_, because = claim_brings(state, claim)
    return Answer(frozenset({outcome_}), {o: _not_outcome(state, claim, o, outcome_) for o in OUTCOME_LABELS
                                          if o != outcome_}, because)


def claim_words(state: State, args: Mapping[str, Any]) -> dict[str, Any]:
    from .adapter import ADAPTER

    claim = ADAPTER.parse_action(str(args.get("claim")))
    if not isinstance(claim, Claim):
        raise MalformedInput("learn.question-args", question="claim")
    return {"seat": claim.seat, "half": claim.half.span}
