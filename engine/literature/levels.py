"""The computer's levels for Literature, each move with its reason and the alternative it passed over.

Every level deduces exactly (``knowledge.py``) from what it remembers of the public history: the
beginner only the last question and its answer (what the rules let the table repeat), the
intermediate level the last few moves, the strong level all of it. On its turn a level:

1. with no cards in its team during the final claims, chooses an opponent with cards;
2. with an empty hand, hands the turn to the partner with most cards;
3. claims a half-suit it is certain of;
4. in the final claims (or after ``PATIENCE`` moves), claims its likeliest placement;
5. (strong) claims a half-suit that can only be in its team when the chance that every card is
   placed right clears the cost of a failed claim (:func:`threshold`);
6. asks for the card most likely to be with an opponent (a card known to be there first: the turn
   is kept);
7. failing that, claims the likeliest placement of a half-suit that can only be in its team.

A remembered history the deduction cannot fit (a forgotten move explained what it shows) is dropped
for the hand and the table alone. Ties are broken by the seeded random source.
"""

from __future__ import annotations

from dataclasses import replace

from ..core.i18n import N_
from ..core.levels import Decision, Level, Reason
from ..core.rng import Rng
from .actions import Ask, Claim, Pass
from .bots import any_ask, guess, only_in_team
from .halfsuits import HALF_SUITS, HalfSuit, card_id, half_of
from .knowledge import InconsistentView, Knowledge, knowledge
from .probability import probabilities
from .rules import Rules
from .state import Phase, State
from .views import MemoryView, memory_view

PATIENCE = 300
BEGINNER_MEMORY = 1  # the last question and its answer
INTERMEDIATE_MEMORY = 8


def threshold(rules: Rules) -> float:
    """The chance of a right placement above which an uncertain claim is worth making now: a wrong
    one cancels the set (it is lost to both teams), or gives it to the opponents under
    ``misplaced_to_opponents`` (a swing of two). Waiting keeps the set open but lets the opponents
    ask for its cards, so the bar is high, not certainty."""
    return 0.8 if rules.misplaced_to_opponents else 0.6


def remembered(view: MemoryView, moves: int | None) -> Knowledge:
    if moves is not None:
        view = replace(view, history=view.history[len(view.history) - moves:] if moves else ())
    try:
        return knowledge(view)
    except InconsistentView:
        return knowledge(replace(view, history=()))


def _resolved(view: MemoryView) -> set[HalfSuit]:
    return {s.half for s in view.sets}


def _guesses(know: Knowledge, halves: list[HalfSuit]) -> list[tuple[float, Claim]]:
    probs = probabilities(know, budget=60_000, samples=300)
    return sorted((guess(know, probs, h) for h in halves), key=lambda g: -g[0])


def _asks(know: Knowledge, view: MemoryView) -> list[tuple[float, Ask]]:
    """Every useful ask with the chance that the target holds the card (1 / its possible holders),
    best first (in a stable order)."""
    me = view.me
    found = []
    for half in sorted({half_of(c) for c in view.hand}, key=lambda h: h.index):
        for card in half.cards:
            if card in view.hand:
                continue
            seats = know.candidates.get(card_id(card), frozenset())
            for t in sorted(seats):
                if t % 2 != me % 2 and view.sizes[t]:
                    found.append((1 / len(seats), Ask(view.seat, view.seats[t], card)))
    return sorted(found, key=lambda a: -a[0])


def decide(state: State, rng: Rng, memory: int | None = None, strong: bool = False) -> Decision:
    """The move of the seat to move, remembering its last ``memory`` moves (None: all)."""
    view = memory_view(state, state.seats[state.turn])
    me, n = view.me, len(view.seats)
    team = [p for p in range(n) if p % 2 == me % 2]
    if view.phase is Phase.FINAL and not any(view.sizes[p] for p in team):
        opponents = [(me + k) % n for k in range(1, n) if (me + k) % 2 != me % 2 and view.sizes[(me + k) % n]]
        return Decision(Pass(view.seat, view.seats[opponents[0]]),
                        Reason.of("literature.why-final-choice", to=view.seats[opponents[0]]))
    if not view.hand and not view.placing:  # placing the final claims, an empty hand goes on
        partners = [p for p in team if p != me and view.sizes[p]]
        to = max(partners, key=lambda p: (view.sizes[p], -p))
        return Decision(Pass(view.seat, view.seats[to]),
                        Reason.of("literature.why-hand-over", to=view.seats[to], count=view.sizes[to]))
    know = remembered(view, memory)
    open_halves = [h for h in HALF_SUITS if h not in _resolved(view)]
    asks = _asks(know, view) if view.phase is not Phase.FINAL else []
    best_ask = asks[0][1] if asks else None
    claims = know.certain_claims()
    if claims:
        claim = claims[0]
        against = (Reason.of("literature.against-ask-certain", other=best_ask.target,
                             other_card=str(best_ask.card)) if best_ask else None)
        return Decision(claim, Reason.of("literature.why-claim-certain", half=claim.half.span),
                        best_ask, against)
    if view.phase is Phase.FINAL or len(view.history) >= PATIENCE:
        guesses = _guesses(know, open_halves)
        chance, claim = guesses[0]
        code = "literature.why-claim-final" if view.phase is Phase.FINAL else "literature.why-claim-patience"
        return _with_next_guess(claim, Reason.of(code, half=claim.half.span, chance=chance), guesses)
    team_halves = [h for h in open_halves if only_in_team(know, h)]
    if strong and team_halves:
        guesses = _guesses(know, team_halves)
        chance, claim = guesses[0]
        bar = threshold(view.rules)
        if chance >= bar:
            against = (Reason.of("literature.against-ask-threshold", other=best_ask.target,
                                 other_card=str(best_ask.card)) if best_ask else None)
            return Decision(claim, Reason.of("literature.why-claim-threshold", half=claim.half.span,
                                             chance=chance, bar=bar), best_ask, against)
    if asks:
        top = asks[0][0]
        tied = [a for p, a in asks if abs(p - top) <= 1e-12]
        ask = rng.choice(tied)
        rest = [(p, a) for p, a in asks if a != ask]
        code = "literature.why-ask-known" if top >= 1 - 1e-12 else "literature.why-ask-likely"
        if memory is not None and memory <= BEGINNER_MEMORY:
            code = "literature.why-ask-forgetful"
        reason = Reason.of(code, target=ask.target, card=str(ask.card), chance=top)
        if not rest:
            return Decision(ask, reason)
        p, other = rest[0]
        tie = abs(p - top) <= 1e-12
        against = Reason.of("literature.against-ask-tie" if tie else "literature.against-ask-less",
                            other=other.target, other_card=str(other.card), chance=p)
        return Decision(ask, reason, other, against)
    if team_halves:
        guesses = _guesses(know, team_halves)
        chance, claim = guesses[0]
        return _with_next_guess(claim, Reason.of("literature.why-claim-team", half=claim.half.span,
                                                 chance=chance), guesses)
    return _any_ask(view, rng)


def _with_next_guess(claim: Claim, reason: Reason, guesses: list[tuple[float, Claim]]) -> Decision:
    if len(guesses) < 2:
        return Decision(claim, reason)
    chance, other = guesses[1]
    return Decision(claim, reason, other,
                    Reason.of("literature.against-claim-less", other_half=other.half.span, chance=chance))


def _any_ask(view: MemoryView, rng: Rng) -> Decision:
    """Every card that may be with an opponent has been ruled out: any ask of an opponent with cards."""
    ask = any_ask(view, rng)
    return Decision(ask, Reason.of("literature.why-ask-any", target=ask.target, card=str(ask.card)))


LEVELS = {
    "beginner": Level(N_("Beginner"), lambda state, rng: decide(state, rng, BEGINNER_MEMORY)),
    "intermediate": Level(N_("Intermediate"), lambda state, rng: decide(state, rng, INTERMEDIATE_MEMORY)),
    "strong": Level(N_("Strong"), lambda state, rng: decide(state, rng, None, strong=True)),
}
