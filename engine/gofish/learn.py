"""Go Fish's questions and drills for the lessons and the practice page (see ``engine/core/learn.py``):
which rank one may ask for and whom, whether a draw after “Go fish!” plays again, who wins. Every
wrong choice is judged by the rules' own ``explain`` or by the state's own counts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.cards import ALL_RANKS, rank_name
from ..core.errors import Coded, MalformedInput
from ..core.i18n import N_, NP_
from ..core.learn import Answer, Dealt, Drill, Question
from ..core.messages import register
from ..core.rng import Rng
from ..core.spec import seat_names
from .actions import Ask
from .deal import new_game
from .explain import explain, legal_actions
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from .state import Phase, State, apply

register({
    "learn.gofish.may-ask-rank": N_("{seat} holds a card of rank {rank}, so {seat} may ask for it."),
    "learn.gofish.may-ask-seat": N_("{target} is an opponent with cards: {seat} may ask {target}."),
    "learn.gofish.plays-again": N_(
        "{card} is of the rank asked for, {rank}: {seat} shows it and plays again."),
    "learn.gofish.turn-passes": N_(
        "{card} is not of the rank asked for, {rank}: the turn passes to the left."),
    "learn.gofish.book-again": N_("{card} completes a book: under this variant, {seat} plays again."),
    "learn.gofish.not-winner": NP_(
        "{seat} made {n} book; the most is {most}.", "{seat} made {n} books; the most is {most}."),
    "learn.gofish.winners": NP_(
        "{winners} made the most books ({most}) and wins alone.",
        "{winners} made the most books ({most}) each and share the win.", "count"),
})


def _mover(state: State) -> int:
    if state.over:
        raise MalformedInput("learn.question-position", question="go-fish")
    return state.turn


# --- which rank, whom ----------------------------------------------------------------------------------


def _rank_choices(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    """The ranks in the hand, the ranks booked, and two the hand lacks (the lowest ones)."""
    me = _mover(state)
    held = {c.rank for c in state.hands[me]}
    lacking = [r for r in ALL_RANKS if r not in held and r not in state.booked][:2]
    return tuple(rank_name(r) for r in sorted(held | state.booked | set(lacking)))


def _target(state: State, me: int) -> str:
    """An opponent with cards (the one on the left first): the asks judged are made of them."""
    for k in range(1, state.players):
        i = (me + k) % state.players
        if state.hands[i]:
            return state.seats[i]
    return state.seats[(me + 1) % state.players]


def _explained(right: set[str], args: Mapping[str, Any]) -> str:
    """The right choice the reader made (argument ``chosen``), else the first right one."""
    chosen = args.get("chosen")
    if isinstance(chosen, str) and chosen in right:
        return chosen
    return sorted(right)[0] if right else ""


def _ask_rank(state: State, args: Mapping[str, Any]) -> Answer:
    me = _mover(state)
    seat, target = state.seats[me], _target(state, me)
    right, wrong = set(), {}
    for name in _rank_choices(state, args):
        rank = next(r for r in ALL_RANKS if rank_name(r) == name)
        refused = [v for v in explain(state, Ask(seat, target, rank)) if v.code != "gofish.must-draw"]
        if refused:
            wrong[name] = refused[0]
        else:
            right.add(name)
    because = Coded.of("learn.gofish.may-ask-rank", seat=seat, rank=_explained(right, args))
    return Answer(frozenset(right), wrong, because)


def _held_rank(state: State, me: int) -> int:
    ranks = [c.rank for c in state.hands[me] if c.rank not in state.booked]
    if not ranks:
        raise MalformedInput("learn.question-position", question="ask-whom")
    return ranks[0]


def _ask_whom(state: State, args: Mapping[str, Any]) -> Answer:
    me = _mover(state)
    seat, rank = state.seats[me], _held_rank(state, me)
    right, wrong = set(), {}
    for target in state.seats:
        refused = [v for v in explain(state, Ask(seat, target, rank)) if v.code != "gofish.must-draw"]
        if refused:
            wrong[target] = refused[0]
        else:
            right.add(target)
    because = Coded.of("learn.gofish.may-ask-seat", seat=seat, target=_explained(right, args))
    return Answer(frozenset(right), wrong, because)


# --- after “Go fish!”: does the draw play again? ------------------------------------------------------------


def _drawing(state: State) -> State:
    if state.phase is not Phase.DRAW or state.asked is None or not state.stock:
        raise MalformedInput("learn.question-position", question="draw-again")
    return state


def _draw_again(state: State, args: Mapping[str, Any]) -> Answer:
    before = _drawing(state)
    seat, card = state.seats[state.turn], before.stock[0]
    after = apply(before, legal_actions(before)[0])
    again = not after.over and after.turn == before.turn
    asked = rank_name(before.asked or 0)
    if card.rank == before.asked:
        because = Coded.of("learn.gofish.plays-again", card=str(card), rank=asked, seat=seat)
    elif again:
        because = Coded.of("learn.gofish.book-again", card=str(card), seat=seat)
    else:
        because = Coded.of("learn.gofish.turn-passes", card=str(card), rank=asked, seat=seat)
    right = "yes" if again else "no"
    return Answer(frozenset({right}), {"no" if again else "yes": because}, because)


# --- the end: who wins --------------------------------------------------------------------------------------


def _winner(state: State, args: Mapping[str, Any]) -> Answer:
    if not state.over:
        raise MalformedInput("learn.question-position", question="winner")
    winners = state.winners()
    most = max(len(b) for b in state.books)
    wrong = {s: Coded.of("learn.gofish.not-winner", seat=s, n=len(b), most=most)
             for s, b in zip(state.seats, state.books) if s not in winners}
    because = Coded.of("learn.gofish.winners", winners=tuple(winners), most=most, count=len(winners))
    return Answer(frozenset(winners), wrong, because)


def _seats(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(state.seats)


def _can_ask(state: State, args: Mapping[str, Any]) -> Answer:
    me = _mover(state)
    seat = state.seats[me]
    asks = [a for a in legal_actions(state) if isinstance(a, Ask)]
    if asks:
        because = Coded.of("learn.gofish.may-ask-rank", seat=seat, rank=rank_name(asks[0].rank))
        return Answer(frozenset({"yes"}), {"no": because}, because)
    refused = explain(state, Ask(seat, _target(state, me), ALL_RANKS[0]))
    return Answer(frozenset({"no"}), {"yes": refused[0]}, refused[0])


QUESTIONS = {
    "can-ask": Question("yes-no", N_("It is {seat}’s turn: may {seat} ask for a card now?"), _can_ask,
                        lambda state, args: ("yes", "no")),
    "ask-rank": Question("rank", N_("Which rank may {seat} ask for?"), _ask_rank, _rank_choices),
    "ask-whom": Question("seat", N_("Whom may {seat} ask?"), _ask_whom, _seats),
    "draw-again": Question("yes-no", N_("{seat} goes fishing: does {seat} play again after the draw?"),
                           _draw_again, lambda state, args: ("yes", "no")),
    "winner": Question("seat", N_("The game is over: who wins?"), _winner, _seats),
}


# --- drills -------------------------------------------------------------------------------------------------


def _played(rng: Rng) -> State:
    """A game dealt from ``rng`` and played at random for a while (an ask to make)."""
    while True:
        players = MIN_PLAYERS + rng.below(MAX_PLAYERS - MIN_PLAYERS + 1)
        state = new_game(seat_names(players), Rules(), rng)
        for _ in range(rng.below(24)):
            if state.over:
                break
            state = apply(state, rng.choice(legal_actions(state)))
        if not state.over and state.phase is not Phase.DRAW and any(
                c.rank not in state.booked for c in state.hands[state.turn]):
            return state


def _rank_drill(rng: Rng) -> Dealt:
    state = _played(rng)
    me = state.seats[state.turn]
    return Dealt(state, {"seat": me}, me, me)


def _whom_drill(rng: Rng) -> Dealt:
    state = _played(rng)
    me = state.seats[state.turn]
    return Dealt(state, {"seat": me}, me, me)


DRILLS = {
    "ask-rank": Drill("ask-rank", N_("Which rank may you ask for?"), _rank_drill),
    "ask-whom": Drill("ask-whom", N_("Whom may you ask?"), _whom_drill),
}
