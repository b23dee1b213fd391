"""Literature's questions and drills for the lessons and the practice page (see ``engine/core/learn.py``):
whom one may ask, which cards one may ask for (the rules' own ``explain``), who must hold a card and
whether a claim is certain (the exact deduction of ``knowledge.py``, seen from one seat)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.cards import Card
from ..core.errors import Coded, MalformedInput
from ..core.i18n import N_
from ..core.learn import Answer, Dealt, Drill, Question
from ..core.messages import register
from ..core.rng import Rng
from .actions import Ask, Pass
from .bots import random_action
from .deal import set_up
from .explain import explain
from .halfsuits import HALF_SUITS, HalfSuit, half_of, in_deck
from .knowledge import knowledge_of
from .outcomes import OUTCOME_LABELS, claim_outcome, claim_words
from .rules import Rules
from .state import SetResult, State

register({
    "learn.literature.may-ask": N_("{seat} may ask {seats}: the opponents who still hold cards."),
    "learn.literature.may-ask-card": N_("{seat} may ask for {card}: {seat} holds another card of its "
                                        "half-suit, {half}, and not {card} itself."),
    "learn.literature.pass-to": N_("With no cards left, {seat} hands the turn to a partner who still holds "
                                   "some."),
    "learn.literature.cannot-hold": N_("From what {me} knows, {seat} cannot hold {card}."),
    # Said when what rules the seat out is that another seat must hold the card: which one is the answer,
    # and its deduction comes with it.
    "learn.literature.held-elsewhere": N_("Another seat must hold it: what {me} has seen says which."),
    "learn.literature.holder-is": N_("{holder} must hold {card}:"),
    "learn.literature.claim-sure": N_(
        "Every card of {half} is known to be held in {seat}’s team: the claim is certain."),
    "learn.literature.claim-unknown": N_("Not certain: {seat} cannot know for sure who holds {card}."),
    "learn.literature.claim-other-team": N_("Not certain: {card} is held outside {seat}’s team."),
    "learn.literature.in-deck": N_("{card} is in the deck: it belongs to {half}."),
    "learn.literature.other-half": N_("{other_card} belongs to {other_half}, and {card} to {half}: two "
                                      "different half-suits."),
    "learn.literature.same-half": N_("{other_card} and {card} both belong to {half}."),
})


def _seat(state: State, args: Mapping[str, Any], key: str) -> str:
    seat = args.get(key)
    if not isinstance(seat, str) or seat not in state.seats:
        raise MalformedInput("learn.question-args", question=key)
    return seat


def _card(args: Mapping[str, Any], key: str = "card") -> Card:
    value = args.get(key)
    if not isinstance(value, str):
        raise MalformedInput("learn.question-args", question=key)
    return Card.parse(value)


def _to_play(state: State) -> str:
    if state.over:
        raise MalformedInput("learn.question-position", question="literature")
    return state.seats[state.turn]


# --- whom, and for what: the rules' own reasons -------------------------------------------------------------


def _may_ask(state: State, args: Mapping[str, Any]) -> Answer:
    seat, card = _to_play(state), _card(args)
    right, wrong = set(), {}
    for target in state.seats:
        refused = explain(state, Ask(seat, target, card))
        if refused:
            wrong[target] = refused[0]
        else:
            right.add(target)
    because = Coded.of("learn.literature.may-ask", seat=seat, seats=tuple(sorted(right)))
    return Answer(frozenset(right), wrong, because)


def _cards_arg(args: Mapping[str, Any]) -> tuple[str, ...]:
    cards = args.get("cards")
    if not isinstance(cards, list) or not cards or not all(isinstance(c, str) for c in cards):
        raise MalformedInput("learn.question-args", question="cards")
    return tuple(str(Card.parse(c)) for c in cards)


def _first_opponent(state: State, seat: str) -> str:
    me = state.seats.index(seat)
    for k in range(1, state.players, 2):
        i = (me + k) % state.players
        if state.hands[i]:
            return state.seats[i]
    return state.seats[(me + 1) % state.players]


def _may_ask_card(state: State, args: Mapping[str, Any]) -> Answer:
    seat = _to_play(state)
    target = _first_opponent(state, seat)
    right, wrong = set(), {}
    for text in _cards_arg(args):
        refused = [v for v in explain(state, Ask(seat, target, Card.parse(text)))
                   if v.code not in ("literature.ask-empty-hand",)]
        if refused:
            wrong[text] = refused[0]
        else:
            right.add(text)
    chosen = args.get("chosen")  # the reader's choice: a right one is the card explained
    told = chosen if isinstance(chosen, str) and chosen in right else (sorted(right)[0] if right else None)
    if told is None:
        because = Coded.of("learn.question-position", question="may-ask-card")
    else:
        card = Card.parse(told)
        because = Coded.of("learn.literature.may-ask-card", seat=seat, card=told, half=half_of(card).span)
    return Answer(frozenset(right), wrong, because)


# --- who must hold a card, and is a claim certain: the exact deduction --------------------------------------


def _holder(state: State, args: Mapping[str, Any]) -> Answer:
    me, card = _seat(state, args, "from_seat"), _card(args)
    know = knowledge_of(state, me)
    holder = know.holder(card)
    if holder is None or holder == me:
        raise MalformedInput("learn.question-position", question="holder")
    because = (Coded.of("learn.literature.holder-is", holder=holder, card=str(card)), *know.reasons(card))
    wrong = {s: (Coded.of("learn.literature.cannot-hold", me=me, seat=s, card=str(card)),
                 *_ruled_out(know, card, s, me)) for s in state.seats if s not in (holder, me)}
    return Answer(frozenset({holder}), wrong, because)


def _ruled_out(know: Any, card: Card, seat: str, me: str) -> tuple[Coded, ...]:
    """What rules ``seat`` out as the holder of ``card``, told to a reader who chose it: the facts about
    that seat (an ask it refused, its hand known); not why another seat holds the card, which is the
    answer, only that one does."""
    facts = tuple(know.why_not(card, seat))
    if facts == tuple(know.reasons(card)):
        return (Coded.of("learn.literature.held-elsewhere", me=me),)
    return facts


def _half(args: Mapping[str, Any]) -> HalfSuit:
    value = args.get("half")
    if not isinstance(value, str):
        raise MalformedInput("learn.question-args", question="half")
    return HalfSuit.parse(value)


def _certain(state: State, args: Mapping[str, Any]) -> Answer:
    seat, half = _seat(state, args, "seat"), _half(args)
    if half in state.resolved:
        raise MalformedInput("learn.question-position", question="claim-certain")
    know = knowledge_of(state, seat)
    if know.claim_certain(half):
        because = Coded.of("learn.literature.claim-sure", half=half.span, seat=seat)
        return Answer(frozenset({"yes"}), {"no": because}, because)
    me = state.seats.index(seat)
    unsure = next((c for c in half.cards if len(know.holders(c)) != 1), None)
    if unsure is not None:
        because = Coded.of("learn.literature.claim-unknown", seat=seat, card=str(unsure))
    else:
        outside = next(c for c in half.cards if (state.seats.index(know.holders(c)[0]) - me) % 2)
        because = Coded.of("learn.literature.claim-other-team", seat=seat, card=str(outside))
    return Answer(frozenset({"no"}), {"yes": because}, because)


def _pass_to(state: State, args: Mapping[str, Any]) -> Answer:
    seat = _to_play(state)
    right, wrong = set(), {}
    for to in state.seats:
        refused = explain(state, Pass(seat, to))
        if refused:
            wrong[to] = refused[0]
        else:
            right.add(to)
    because = Coded.of("learn.literature.pass-to", seat=seat)
    return Answer(frozenset(right), wrong, because)


# --- the deck: 48 cards in eight half-suits -------------------------------------------------------------


def _deck_cards(args: Mapping[str, Any]) -> tuple[Card, ...]:
    cards = args.get("cards")
    if not isinstance(cards, list) or not cards or not all(isinstance(c, str) for c in cards):
        raise MalformedInput("learn.question-args", question="cards")
    return tuple(Card.parse(c) for c in cards)


def _in_deck(state: State, args: Mapping[str, Any]) -> Answer:
    """Which of the cards offered is not in the deck: the rules' own check (``in_deck``)."""
    right, wrong = set(), {}
    for card in _deck_cards(args):
        if in_deck(card):
            wrong[str(card)] = Coded.of("learn.literature.in-deck", card=str(card), half=half_of(card).span)
        else:
            right.add(str(card))
    chosen = args.get("chosen")
    first = chosen if chosen in right else (sorted(right)[0] if right else "")
    return Answer(frozenset(right), wrong, Coded.of("literature.card-not-in-deck", card=first))


def _same_half(state: State, args: Mapping[str, Any]) -> Answer:
    """Which of the cards offered shares a half-suit with ``card``: a card not in the deck gets the rules'
    own reason."""
    card = _card(args)
    if not in_deck(card):
        raise MalformedInput("learn.question-args", question="card")
    half = half_of(card)
    right, wrong = set(), {}
    for other in _deck_cards(args):
        if not in_deck(other):
            wrong[str(other)] = Coded.of("literature.card-not-in-deck", card=str(other))
        elif other == card:
            raise MalformedInput("learn.question-args", question="cards")
        elif half_of(other) == half:
            right.add(str(other))
        else:
            wrong[str(other)] = Coded.of("learn.literature.other-half", other_card=str(other),
                                         other_half=half_of(other).span, card=str(card), half=half.span)
    chosen = args.get("chosen")
    first = chosen if chosen in right else (sorted(right)[0] if right else str(card))
    return Answer(frozenset(right), wrong,
                  Coded.of("learn.literature.same-half", other_card=first, card=str(card), half=half.span))


QUESTIONS = {
    "in-deck": Question("card", N_("Which of these cards is not in the deck?"), _in_deck,
                        lambda state, args: tuple(str(c) for c in _deck_cards(args))),
    "same-half": Question("card", N_("Which of these cards belongs to the same half-suit as {card}?"),
                          _same_half, lambda state, args: tuple(str(c) for c in _deck_cards(args)),
                          needs=("half-suit",)),
    "claim-outcome": Question("word", N_("{seat} claims {half}: what happens?"),
                              claim_outcome, lambda state, args: tuple(OUTCOME_LABELS),
                              claim_words, OUTCOME_LABELS, needs=("claim",)),
    "pass-to": Question("seat", N_("{seat} has no cards left: to whom does {seat} hand the turn?"), _pass_to,
                        lambda state, args: tuple(state.seats), needs=("hand-over",)),
    "may-ask": Question("seat", N_("Whom may {seat} ask for {card}?"), _may_ask,
                        lambda state, args: tuple(state.seats), several=True, needs=("ask",)),
    "may-ask-card": Question("card", N_("Which of these cards may {seat} ask for?"), _may_ask_card,
                             lambda state, args: _cards_arg(args), several=True,
                             needs=("ask", "half-suit")),
    "holder": Question("seat", N_("You are {from_seat}. Who must hold {card}?"), _holder,
                       lambda state, args: tuple(s for s in state.seats if s != args.get("from_seat")),
                       needs=("ask",)),
    "claim-certain": Question("yes-no", N_("You are {seat}. Can you claim {half} with certainty now?"),
                              _certain, lambda state, args: ("yes", "no"),
                              lambda state, args: {"seat": args.get("seat"), "half": _half(args).span},
                              needs=("claim",)),
}


# --- drills: late positions, small enough to check by brute force -------------------------------------------


def _late(rng: Rng) -> State:
    """Six players, one or two half-suits still in play (the others claimed before), dealt at random, then
    a few random legal actions."""
    while True:
        seats = tuple("ABCDEF")
        order = rng.shuffled(list(HALF_SUITS))
        live = order[: 1 + rng.below(2)]
        hands: dict[str, list[Card]] = {s: [] for s in seats}
        for c in rng.shuffled([c for h in live for c in h.cards]):
            hands[seats[rng.below(6)]].append(c)
        if not any(hands[s] for s in seats[0::2]) or not any(hands[s] for s in seats[1::2]):
            continue
        sets = [SetResult(h, seats[i % 6], "won", i % 2) for i, h in enumerate(order[len(live):])]
        holders = [s for s in seats if hands[s]]
        state = set_up(seats, Rules(), hands=hands, sets=sets, turn=holders[rng.below(len(holders))])
        for _ in range(2 + rng.below(8)):
            if state.over:
                break
            state = _step(state, rng)
        if not state.over:
            return state


def _step(state: State, rng: Rng) -> State:
    from .state import apply

    return apply(state, random_action(state, rng, claim_rate=0.0))


UNSEEN = 6  # at most this many cards out of the seat's sight: a drill a reader can work out by hand


def _seats_seeing_all(state: State) -> list[str]:
    """The seats that see all but a few cards in play."""
    total = sum(len(h) for h in state.hands)
    return [s for s, h in zip(state.seats, state.hands) if total - len(h) <= UNSEEN]


def _seat_for(state: State, rng: Rng) -> str | None:
    """A seat that sees all but a few cards in play (None: none does)."""
    fit = _seats_seeing_all(state)
    return fit[rng.below(len(fit))] if fit else None


def _holder_drill(rng: Rng) -> Dealt:
    while True:
        state = _late(rng)
        seat = _seat_for(state, rng)
        if seat is None:
            continue
        mine = set(state.hands[state.seats.index(seat)])
        know = knowledge_of(state, seat)
        found = [c for c in know.facts if c not in mine and c not in know.model.known]
        if found:
            card = found[rng.below(len(found))]
            return Dealt(state, {"from_seat": seat, "card": str(card)}, seat, seat)


def _certain_drill(rng: Rng) -> Dealt:
    """Asked of the player to act, who may claim now (holding cards, their team in play): a claim
    certain for another seat would be out of turn, or not theirs to make in the final claims."""
    while True:
        state = _late(rng)
        seat = state.seats[state.turn]
        if seat not in _seats_seeing_all(state) or not state.hands[state.turn]:
            continue
        live = [h for h in HALF_SUITS if h not in state.resolved]
        if live:
            half = live[rng.below(len(live))]
            return Dealt(state, {"seat": seat, "half": half.id}, seat, seat)


DRILLS = {
    "holder": Drill("holder", N_("Who must hold this card?"), _holder_drill),
    "claim-certain": Drill("claim-certain", N_("Is this claim certain?"), _certain_drill),
}

