"""Literature's review of a finished game: the moves of one seat that its own deduction shows to be
mistakes, judged from what that seat could know (its hand and the whole public history, as the strong
level remembers it) and checked against the strong level.

* ``literature.review-claim-unmade``: a half-suit could be claimed for sure, and the seat asked instead;
* ``literature.review-claim-unsure`` / ``literature.review-claim-wrong``: a claim that could fail (a card
  placed with a player the deduction does not pin it to), or that was sure to fail (a card placed with
  a player who could not hold it), where the strong level would not have gambled;
* ``literature.review-ask-hopeless``: an ask of a player who could not hold the card (it could win
  nothing, and told the table the asker holds a card of its half-suit);
* ``literature.review-ask-unsure``: an ask that could fail while a card was known to be with an
  opponent (asked for, it keeps the turn and gives nothing away).

Only the moves the seat made on its turn are gone over; a move the strong level would play is never a
mistake.
"""

from __future__ import annotations

from ..core.errors import Coded
from ..core.review import Mistake, Played
from .actions import Ask, Claim
from .halfsuits import card_id, half_of
from .knowledge import InconsistentView, Knowledge, knowledge
from .state import State
from .views import memory_view

SURE = 1 - 1e-12


def chance(know: Knowledge, ask: Ask) -> float:
    """The chance that the target of ``ask`` holds the card, as far as the asker knows."""
    seats = know.candidates.get(card_id(ask.card), frozenset())
    target = know.seats.index(ask.target)
    return 1 / len(seats) if target in seats else 0.0


def _uncertain_claim(know: Knowledge, action: object) -> bool:
    return isinstance(action, Claim) and know.certain_claim(action.half) != action


def _claim(know: Knowledge, claim: Claim) -> Coded | None:
    """Why ``claim`` (not a sure one) was a mistake: a card placed where it could not be, or where
    nothing pinned it."""
    loose = None
    for card, holder in claim.named:
        seats = know.candidates.get(card_id(card), frozenset())
        where = know.seats.index(holder)
        if where not in seats:
            return Coded.of("literature.review-claim-wrong", holder=holder, card=str(card),
                            half=claim.half.span)
        if len(seats) > 1 and loose is None:
            loose = Coded.of("literature.review-claim-unsure", holder=holder, card=str(card),
                             half=claim.half.span)
    return loose


def _ask(know: Knowledge, ask: Ask, better: object) -> Coded | None:
    if not isinstance(better, Ask):
        return None
    mine, theirs = chance(know, ask), chance(know, better)
    if mine == 0 and theirs > 0:
        return Coded.of("literature.review-ask-hopeless", target=ask.target, card=str(ask.card),
                        half=half_of(ask.card).span)
    if mine < SURE <= theirs:
        return Coded.of("literature.review-ask-unsure", other=better.target, other_card=str(better.card),
                        target=ask.target, card=str(ask.card), chance=mine, half=half_of(ask.card).span)
    return None


def _suspect(know: Knowledge, state: State, action: object) -> bool:
    """Whether ``action`` may be a mistake at all (the strong level is asked only then)."""
    if isinstance(action, Claim):
        return _uncertain_claim(know, action)
    if any(c.half not in state.resolved for c in know.certain_claims()):
        return True
    if not isinstance(action, Ask):
        return False
    mine = chance(know, action)
    return mine == 0 or (mine < SURE and any(len(seats) == 1 and p % 2 != know.view.me % 2
                                             for c, seats in know.candidates.items() for p in seats))


def _mistake(ply: int, state: State, action: object, game: Played) -> Mistake | None:
    if state.seats[state.turn] != game.seat or state.over:
        return None  # a claim off turn: the strong level judges only the seat to move
    try:
        know = knowledge(memory_view(state, game.seat))
    except InconsistentView:  # a position no legal game reaches: nothing to judge
        return None
    if not _suspect(know, state, action):
        return None
    better = game.judge(state, ply).action
    if better == action:
        return None
    why: Coded | None = None
    if isinstance(action, Claim):
        if not _uncertain_claim(know, better):
            why = _claim(know, action)
    elif isinstance(better, Claim) and not _uncertain_claim(know, better):
        why = Coded.of("literature.review-claim-unmade", half=better.half.span)
    elif isinstance(action, Ask):
        why = _ask(know, action, better)
    return None if why is None else Mistake(ply, action, better, why)


def review(game: Played) -> tuple[Mistake, ...]:
    found = []
    for ply, state, action in game.moves():
        mistake = _mistake(ply, state, action, game)
        if mistake is not None:
            found.append(mistake)
    return tuple(found)
