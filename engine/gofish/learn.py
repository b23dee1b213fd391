"""Go Fish's questions for the lessons and the practice page (see ``engine/core/learn.py``): the deal,
which rank one may ask for and whom, whom one should ask (the log proves who holds the rank: the seat's
own knowledge, ``views.knowledge``), what a player asked for last (memory), whether a draw after “Go
fish!” plays again, who wins. Every wrong choice is judged by the rules' own ``explain``, the seat's
knowledge or the state's own counts; the drills that deal these questions are in ``drills.py``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..core.cards import ALL_RANKS, parse_rank, rank_name
from ..core.errors import Coded, MalformedInput, Violation
from ..core.i18n import N_, NP_
from ..core.learn import Answer, Question
from ..core.messages import register
from .actions import Ask
from .explain import explain, legal_actions
from .rules import MAX_PLAYERS, MIN_PLAYERS, deal_size
from .state import Phase, State, apply
from .views import HIDDEN_CARD, Knowledge, knowledge, view

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
    "learn.gofish.deal-size": NP_(
        "{players} player: {size} cards each (seven to two or three players, five to four or five).",
        "{players} players: {size} cards each (seven to two or three players, five to four or five).",
        "players"),
    # Why a deal size is wrong, never the right one: a size no deal gives, or the deal of fewer or more
    # players than those asked about.
    "learn.gofish.deal-no-size": NP_("No deal of Go Fish gives {size} card each, whatever the number of "
                                     "players.",
                                     "No deal of Go Fish gives {size} cards each, whatever the number of "
                                     "players.", "size"),
    "learn.gofish.deal-fewer-players": NP_(
        "{size} card each is the deal of fewer players: with {players}, each gets fewer.",
        "{size} cards each is the deal of fewer players: with {players}, each gets fewer.", "size"),
    "learn.gofish.deal-more-players": NP_(
        "{size} card each is the deal of more players: with {players}, each gets more.",
        "{size} cards each is the deal of more players: with {players}, each gets more.", "size"),
    "learn.gofish.first-asker": N_("The player on the dealer’s left, {seat}, asks first; then the turn "
                                   "passes to the left."),
    "learn.gofish.dealer-not-first": N_("{seat} dealt, and the dealer does not ask first."),
    "learn.gofish.not-dealers-left": N_("{seat} does not sit on the dealer’s left."),
    # Ranks as the narration says them ("every card of rank {rank}"): a rank, never a count of cards.
    "learn.gofish.holds-asked": N_("{target} asked for rank {rank}, so holds a card of it, and has given "
                                   "none away since."),
    "learn.gofish.holds-received": N_("{target} was seen to receive cards of rank {rank} and has given none "
                                      "away since."),
    # Why the seat knows that {target} lacks the rank: the last thing seen, so each sentence is true.
    "learn.gofish.lacks-go-fish": N_("{target} said “Go fish!” when asked for {ranks} and has drawn no "
                                     "hidden card since."),
    "learn.gofish.lacks-gave": N_("{target} gave away every card of rank {rank} and has drawn no hidden "
                                  "card since."),
    "learn.gofish.lacks-hand-known": N_("Every card in {target}’s hand is known, and none is of rank "
                                        "{rank}."),
    "learn.gofish.unproved": N_("Nothing {seat} has seen proves that {target} holds a card of rank {rank}: "
                                "{target} may well say “Go fish!”."),
    "learn.gofish.last-ask": N_("{seat}’s last ask was to {target}, for rank {rank}."),
    "learn.gofish.asked-earlier": N_("{seat} did ask for rank {rank}, but earlier: the last ask was for "
                                     "another rank."),
    "learn.gofish.other-asked": N_("{asker} asked for rank {rank}, not {seat}."),
    "learn.gofish.never-asked": N_("Nobody asked for rank {rank}."),
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
    """The ranks in the hand, the ranks booked, and two the hand lacks: the lowest one an opponent holds
    (the tempting mistake: asking for what another has), then the lowest others."""
    me = _mover(state)
    held = {c.rank for c in state.hands[me]}
    lacking = [r for r in ALL_RANKS if r not in held and r not in state.booked]
    theirs = [r for r in lacking if any(state.holds(i, r) for i in range(state.players) if i != me)][:1]
    lacking = theirs + [r for r in lacking if r not in theirs][:2 - len(theirs)]
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


def _judged(state: State, asks: Mapping[str, Ask]) -> tuple[set[str], dict[str, Violation]]:
    """Each choice's ask as the rules judge it (a draw still due aside: the question is the ask): the
    choices right, and each wrong one with the first reason."""
    right, wrong = set(), {}
    for choice, ask in asks.items():
        refused = [v for v in explain(state, ask) if v.code != "gofish.must-draw"]
        if refused:
            wrong[choice] = refused[0]
        else:
            right.add(choice)
    return right, wrong


def _ask_rank(state: State, args: Mapping[str, Any]) -> Answer:
    me = _mover(state)
    seat, target = state.seats[me], _target(state, me)
    asks = {name: Ask(seat, target, next(r for r in ALL_RANKS if rank_name(r) == name))
            for name in _rank_choices(state, args)}
    right, wrong = _judged(state, asks)
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
    right, wrong = _judged(state, {target: Ask(seat, target, rank) for target in state.seats})
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


# --- the deal: how many cards each, who asks first -----------------------------------------------------


def _players_arg(args: Mapping[str, Any]) -> int:
    players = args.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise MalformedInput("learn.question-args", question="players")
    return players


def _deal_sizes(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(str(n) for n in range(4, 9))


def _deal_size(state: State, args: Mapping[str, Any]) -> Answer:
    players = _players_arg(args)
    size = deal_size(players, state.rules)
    sizes = {deal_size(n, state.rules) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
    wrong = {}
    for choice in (c for c in _deal_sizes(state, args) if c != str(size)):
        other = int(choice)
        code = "learn.gofish.deal-no-size" if other not in sizes else \
            "learn.gofish.deal-fewer-players" if other > size else "learn.gofish.deal-more-players"
        wrong[choice] = Coded.of(code, size=other, players=players)
    because = Coded.of("learn.gofish.deal-size", players=players, size=size)
    return Answer(frozenset({str(size)}), wrong, because)


def undealt(state: State, args: Mapping[str, Any]) -> State:
    """The table before the deal (what “how many cards each?” is asked over): every card in the stock."""
    return replace(state, hands=tuple(() for _ in state.seats),
                   stock=tuple(c for hand in state.hands for c in hand) + state.stock)


def _first_asker(state: State, args: Mapping[str, Any]) -> Answer:
    first = state.seats[state.left_of(state.dealer)]
    dealer = state.seats[state.dealer]
    wrong = {s: Coded.of("learn.gofish.dealer-not-first" if s == dealer else "learn.gofish.not-dealers-left",
                         seat=s) for s in state.seats if s != first}
    return Answer(frozenset({first}), wrong, Coded.of("learn.gofish.first-asker", seat=first))


# --- whom should one ask: who surely holds the rank, from what the seat has seen ------------------------


def _rank_arg(state: State, args: Mapping[str, Any]) -> int:
    text = args.get("rank")
    if not isinstance(text, str):
        raise MalformedInput("learn.question-args", question="rank")
    return parse_rank(text)


def seen(state: State) -> tuple[int, Knowledge]:
    """The seat to play, in the ask phase, and what it knows from the public history."""
    me = _mover(state)
    if state.phase is not Phase.ASK:
        raise MalformedInput("learn.question-position", question="ask-holder")
    return me, knowledge(view(state, state.seats[me]))


def _why_holds(state: State, target: str, rank: int) -> str:
    """The latest public event that showed ``target`` holding ``rank``: an ask, or cards received."""
    name = rank_name(rank)
    for event in reversed(view(state, target).history):
        args = event.args
        if event.kind == "gofish.asked" and args["seat"] == target and args["rank"] == name:
            return "learn.gofish.holds-asked"
        if (event.kind == "gofish.gave" and args["to"] == target and args["rank"] == name) or (
                event.kind == "gofish.drew-asked" and args["seat"] == target and args["rank"] == name):
            return "learn.gofish.holds-received"
    raise MalformedInput("learn.question-position", question="ask-holder")


def _why_lacks(state: State, target: str, rank: int) -> str:
    """What showed that ``target`` lacks ``rank``: the latest “Go fish!” or gift of that rank with no
    hidden draw since, else the whole hand being known (``views.knowledge``)."""
    name = rank_name(rank)
    for event in reversed(view(state, target).history):
        args = event.args
        if event.kind in HIDDEN_CARD and args["seat"] == target:
            break
        if event.kind == "gofish.go-fish" and args["seat"] == target and args["rank"] == name:
            return "learn.gofish.lacks-go-fish"
        if event.kind == "gofish.gave" and args["seat"] == target and args["rank"] == name:
            return "learn.gofish.lacks-gave"
    return "learn.gofish.lacks-hand-known"


def _others(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    me = _mover(state)
    return tuple(s for i, s in enumerate(state.seats) if i != me)


def _ask_holder(state: State, args: Mapping[str, Any]) -> Answer:
    me, know = seen(state)
    seat, rank = state.seats[me], _rank_arg(state, args)
    name = rank_name(rank)
    if not state.holds(me, rank):
        raise MalformedInput("learn.question-position", question="ask-holder")
    right, wrong = set(), {}
    for i, target in enumerate(state.seats):
        if i == me:
            continue
        refused = [v for v in explain(state, Ask(seat, target, rank))]
        if refused:
            wrong[target] = refused[0]
        elif know.least[i][rank] >= 1:
            right.add(target)
        elif rank in know.lacks[i]:
            wrong[target] = Coded.of(_why_lacks(state, target, rank), target=target, rank=name)
        else:
            wrong[target] = Coded.of("learn.gofish.unproved", seat=seat, target=target, rank=name)
    chosen = _explained(right, args)
    if not chosen:
        raise MalformedInput("learn.question-position", question="ask-holder")
    because = Coded.of(_why_holds(state, chosen, rank), target=chosen, rank=name)
    return Answer(frozenset(right), wrong, because)


# --- memory: what a player asked for last ----------------------------------------------------------------


def public_asks(state: State) -> list[tuple[str, str, str]]:
    """Every ask of the public history, in order: (asker, target, rank)."""
    return [(e.args["seat"], e.args["target"], e.args["rank"]) for e in state.log if e.kind == "gofish.asked"]


def _asker_arg(state: State, args: Mapping[str, Any]) -> str:
    seat = args.get("seat")
    if not isinstance(seat, str) or seat not in state.seats or not any(
            a == seat for a, _, _ in public_asks(state)):
        raise MalformedInput("learn.question-args", question="seat")
    return seat


def _asked_ranks(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    """The ranks anybody asked for, with the lowest others to make four choices at least."""
    _asker_arg(state, args)
    asked = {parse_rank(r) for _, _, r in public_asks(state)}
    others = [r for r in ALL_RANKS if r not in asked][:max(0, 4 - len(asked))]
    return tuple(rank_name(r) for r in sorted(asked | set(others)))


def _last_ask(state: State, args: Mapping[str, Any]) -> Answer:
    seat = _asker_arg(state, args)
    asks = public_asks(state)
    _, target, last = next(a for a in reversed(asks) if a[0] == seat)
    wrong: dict[str, Coded] = {}
    for name in _asked_ranks(state, args):
        if name == last:
            continue
        askers = [a for a, _, r in reversed(asks) if r == name]
        if seat in askers:
            wrong[name] = Coded.of("learn.gofish.asked-earlier", seat=seat, rank=name)
        elif askers:
            wrong[name] = Coded.of("learn.gofish.other-asked", asker=askers[0], seat=seat, rank=name)
        else:
            wrong[name] = Coded.of("learn.gofish.never-asked", rank=name)
    because = Coded.of("learn.gofish.last-ask", seat=seat, target=target, rank=last)
    return Answer(frozenset({last}), wrong, because)


QUESTIONS = {
    "deal-size": Question("number", NP_("How many cards does each player get with {players} player?",
                                        "How many cards does each player get with {players} players?",
                                        "players"), _deal_size, _deal_sizes, needs=("deal",),
                          before=undealt),
    "first-asker": Question("seat", N_("Who asks first?"), _first_asker, _seats, needs=("deal",)),
    "ask-holder": Question("seat", N_("Whom should {seat} ask for cards of rank {rank}?"), _ask_holder,
                           _others, lambda state, args: {"seat": state.seats[_mover(state)],
                                                         "rank": args.get("rank")}, needs=("ask",)),
    "last-ask": Question("rank", N_("What did {seat} ask for last?"), _last_ask, _asked_ranks,
                         needs=("ask",)),
    "can-ask": Question("yes-no", N_("It is {seat}’s turn: may {seat} ask for a card now?"), _can_ask,
                        lambda state, args: ("yes", "no"), needs=("ask",)),
    "ask-rank": Question("rank", N_("Which rank may {seat} ask for?"), _ask_rank, _rank_choices,
                         needs=("ask",)),
    "ask-whom": Question("seat", N_("Whom may {seat} ask?"), _ask_whom, _seats, needs=("ask",)),
    "draw-again": Question("yes-no", N_("{seat} goes fishing: does {seat} play again after the draw?"),
                           _draw_again, lambda state, args: ("yes", "no"),
                           needs=("deal", "ask"), turn=True),
    "winner": Question("seat", N_("The game is over: who wins?"), _winner, _seats, several=True,
                       needs=("book",)),
}
