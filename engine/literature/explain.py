"""The single source of truth for why an action is refused; legality is derived from it.

Off-turn claims are not refused: the default rules penalise them (see ``claims.judge``), and
``claims_any_time`` judges them as usual.

An empty hand (seed 000, section 06): the player who has the turn and holds no card may do one thing
only, hand the turn to a partner who holds cards; an ask or a claim by them is refused with that rule
alone (``literature.hand-over-first``). Before the final claims this holds too: when a claim empties the
claimant's hand as a whole team runs out of cards, the claimant first hands the turn to a partner with
cards, and that partner then places every remaining half-suit. Inside the final claims no hand-over
happens (seed 000 §06, 002 §06: the active player places *all* the remaining sets): once the player to
act has made a final claim, they make the rest, even after a claim has emptied their own hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from ..core.errors import IllegalAction, Violation
from ..core.memo import per_state
from .actions import Action, Ask, Claim, Pass
from .halfsuits import HALF_SUITS, HalfSuit, card_id, half_of, in_deck
from .state import Phase, State, apply


def explain(state: State, action: Action) -> tuple[Violation, ...]:
    seats = _seats_named(action)
    unknown = [s for s in seats if s not in state.seats]
    if unknown:
        return tuple(Violation.of("literature.seat-unknown", seat=s) for s in dict.fromkeys(unknown))
    if state.phase is Phase.GAME_OVER:
        return (Violation.of("literature.game-over"),)
    if isinstance(action, Ask):
        return tuple(_explain_ask(state, action))
    if isinstance(action, Claim):
        return tuple(_explain_claim(state, action))
    return tuple(_explain_pass(state, action))


def _seats_named(action: Action) -> list[str]:
    if isinstance(action, Ask):
        return [action.seat, action.target]
    if isinstance(action, Pass):
        return [action.seat, action.to]
    return [action.seat, *action.seats_named]


def _not_your_turn(state: State, seat: str) -> list[Violation]:
    turn = state.seats[state.turn]
    return [] if seat == turn else [Violation.of("literature.not-your-turn", seat=seat, turn=turn)]


def _explain_ask(state: State, action: Ask) -> list[Violation]:
    if state.must_hand_over(state.seats.index(action.seat)):
        return [Violation.of("literature.hand-over-first", seat=action.seat)]
    found = _not_your_turn(state, action.seat)
    if state.phase is Phase.FINAL:
        return [*found, Violation.of("literature.asking-stopped")]
    asker, target = state.seats.index(action.seat), state.seats.index(action.target)
    if target == asker:
        found.append(Violation.of("literature.ask-self", seat=action.seat))
    elif target % 2 == asker % 2:
        found.append(Violation.of("literature.ask-partner", seat=action.seat, target=action.target))
    elif not state.hands[target]:
        found.append(Violation.of("literature.ask-empty-hand", target=action.target))
    card = action.card
    if not in_deck(card):
        return [*found, Violation.of("literature.card-not-in-deck", card=str(card))]
    half = half_of(card)
    if half in state.resolved:
        return [*found, Violation.of("literature.half-suit-already-claimed", half=half.span)]
    hand = state.hands[asker]
    h = card_id(card) // 6
    if card in hand:
        found.append(Violation.of("literature.card-held-by-asker", seat=action.seat, card=str(card)))
    elif not any(card_id(c) // 6 == h for c in hand):
        found.append(
            Violation.of("literature.no-card-in-half-suit", seat=action.seat, card=str(card), half=half.span)
        )
    return found


def _explain_claim(state: State, action: Claim) -> list[Violation]:
    half = action.half
    if half in state.resolved:
        return [Violation.of("literature.half-suit-already-claimed", half=half.span)]
    if state.must_hand_over(state.seats.index(action.seat)):
        return [Violation.of("literature.hand-over-first", seat=action.seat)]
    found: list[Violation] = []
    claimer = state.seats.index(action.seat)
    if state.phase is Phase.FINAL and not state.team_has_cards(claimer % 2):
        found.append(Violation.of("literature.final-claims-other-team", seat=action.seat))
    counts: dict[tuple[int, str], int] = {}
    for card, _ in action.named:
        key = (card.rank, card.suit.value)
        counts[key] = counts.get(key, 0) + 1
    named: set[int] = set()
    for card, _ in action.named:
        key = (card.rank, card.suit.value)
        if counts.pop(key, 0) == 0:  # reported already
            continue
        if not in_deck(card) or card_id(card) // 6 != half.index:
            found.append(Violation.of("literature.claim-card-outside", card=str(card), half=half.span))
            continue
        named.add(card_id(card))
        if sum(1 for c, _ in action.named if c == card) > 1:
            found.append(Violation.of("literature.claim-card-repeated", card=str(card)))
    missing = [str(c) for i, c in enumerate(half.cards) if half.index * 6 + i not in named]
    if missing:
        found.append(Violation.of("literature.claim-incomplete", half=half.span, missing=missing))
    if not state.rules.shared_claims:
        for seat in action.seats_named:
            if state.seats.index(seat) % 2 != claimer % 2:
                found.append(Violation.of("literature.claim-wrong-team", seat=action.seat, named=seat))
    return found


def _explain_pass(state: State, action: Pass) -> list[Violation]:
    found = _not_your_turn(state, action.seat)
    seat, to = state.seats.index(action.seat), state.seats.index(action.to)
    if to == seat:
        return [*found, Violation.of("literature.pass-to-self", seat=action.seat)]
    if state.phase is Phase.FINAL:
        if state.team_has_cards(seat % 2) and (state.hands[seat] or state.placing):
            return [*found, Violation.of("literature.must-claim-final", seat=action.seat)]
        if state.team_has_cards(seat % 2):  # an empty hand: first the turn to a partner with cards
            return [*found, *_hand_over_to(state, action, seat, to)]
        if to % 2 == seat % 2:
            found.append(Violation.of("literature.final-choose-opponent", seat=action.seat, to=action.to))
        elif not state.hands[to]:
            found.append(Violation.of("literature.hand-over-to-empty", to=action.to))
        return found
    if state.hands[seat] and not state.rules.pass_turn:
        found.append(Violation.of("literature.pass-not-allowed", seat=action.seat))
    return [*found, *_hand_over_to(state, action, seat, to)]


def _hand_over_to(state: State, action: Pass, seat: int, to: int) -> list[Violation]:
    """A hand-over goes to a partner who still holds cards."""
    if to % 2 != seat % 2:
        return [Violation.of("literature.hand-over-to-opponent", seat=action.seat, to=action.to)]
    if not state.hands[to]:
        return [Violation.of("literature.hand-over-to-empty", to=action.to)]
    return []


def can_apply(state: State, action: Action) -> bool:
    return not explain(state, action)


def candidate_asks(state: State) -> Iterator[Ask]:
    """Every ask the player to act could try with the cards in hand (legal or not)."""
    seat = state.turn
    hand = state.hands[seat]
    held = {card_id(c) // 6 for c in hand}
    halves = [h for h in HALF_SUITS if h.index in held]
    for half in halves:
        for card in half.cards:
            if card in hand:
                continue
            for target in range(state.players):
                if target % 2 != seat % 2:
                    yield Ask(state.seats[seat], state.seats[target], card)


def claims_for(state: State, seat: str, half: HalfSuit) -> Iterator[Claim]:
    """Every claim of ``half`` by ``seat`` naming partners only (legal or not)."""
    index = state.seats.index(seat)
    team = state.seats[index % 2::2]
    cards = half.cards
    pairs = [[(card, holder) for holder in team] for card in cards]
    make = Claim.canonical
    for named in product(*pairs):
        yield make(seat, half, named)


@per_state
def legal_actions(state: State, *, claims: bool = True) -> tuple[Action, ...]:
    """Every legal action of the player to act, derived from :func:`explain`: asks, passes and
    (unless ``claims`` is false) the claims naming partners only. Not listed: off-turn claims by
    other seats, and, under ``shared_claims``, claims that also name opponents (6⁶ per half-suit);
    ``explain`` accepts them."""
    if state.phase is Phase.GAME_OVER:
        return ()
    seat = state.seats[state.turn]
    candidates: list[Action] = list(candidate_asks(state))
    candidates += [Pass(seat, to) for to in state.seats if to != seat]
    legal = [a for a in candidates if not explain(state, a)]
    if claims:
        for half in HALF_SUITS:
            # Every partner-only claim naming the six cards once is judged alike by explain (only
            # the seat, the half-suit and the phase matter): check one, list them all.
            claims_of_half = claims_for(state, seat, half)
            first = next(claims_of_half)
            if not explain(state, first):
                legal += [first, *claims_of_half]
    return tuple(legal)


def play(state: State, action: Action) -> State:
    """``action`` checked once by :func:`explain` (:class:`IllegalAction` with every reason if refused),
    then applied trusted."""
    IllegalAction.unless_none(explain(state, action))
    return apply(state, action)
