"""Kachuful's questions and drills for the lessons and the practice page (see ``engine/core/learn.py``):
the dealer's forbidden bid, who is winning the trick (or wins it, once every seat has played), what a
deal scores. Each is answered from the rules' own functions (``forbidden_bid``, ``trick_winner``,
``deal_points``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..core.errors import Coded, IllegalAction, MalformedInput
from ..core.events import Event
from ..core.i18n import N_, NP_
from ..core.learn import Answer, Dealt, Drill, Question
from ..core.match import Match, Moves
from ..core.messages import register
from ..core.rng import Rng
from ..core.spec import seat_names
from .actions import Play
from .explain import explain, forbidden_bid, legal_actions
from .program import program
from .rules import MAX_PLAYERS, MIN_PLAYERS
from .state import Phase, State, apply, deal_points, new_deal, trick_winner

MOVES = Moves(explain, apply)  # the drills' random moves, played through one match

register({
    "learn.kachuful.bid-allowed": NP_(
        "{bid} is allowed: the bids would total {total}, and there is {tricks} trick to take.",
        "{bid} is allowed: the bids would total {total}, and there are {tricks} tricks to take.", "tricks"),
    "learn.kachuful.forbidden-is": N_(
        "The others bid {others} in all; {bid} more would make {tricks}, as many as there are tricks: "
        "that bid is forbidden."),
    "learn.kachuful.no-forbidden": N_("The others bid more than there are tricks: every bid is allowed."),
    # Why a seat is not winning, without naming who is: the card that beats it is on the table.
    "learn.kachuful.beaten-by-trump": N_("{seat} played {card}, but a trump was played in this trick."),
    "learn.kachuful.beaten-by-higher-trump": N_(
        "{seat} played {card}, a trump, but a higher trump was played in this trick."),
    "learn.kachuful.beaten-in-suit": N_(
        "{seat} played {card}, but a higher card of the suit led was played in this trick."),
    "learn.kachuful.off-suit": N_("{seat} played {card}, which cannot win: it is neither a trump nor of the "
                                  "suit led."),
    "learn.kachuful.winning-trump": N_("{winner} is winning with {best}, the highest trump played."),
    "learn.kachuful.winning-suit": N_(
        "No trump was played: {winner} is winning with {best}, the highest card of the suit led."),
    "learn.kachuful.wins-trump": N_("{winner} wins the trick with {best}, the highest trump played."),
    "learn.kachuful.wins-suit": N_(
        "No trump was played: {winner} wins the trick with {best}, the highest card of the suit led."),
    # Worded for a deal still to play as well as one over: a drill asks at the deal's start.
    "learn.kachuful.score-exact": NP_(
        "A bid of {bid} with {tricks} trick taken is made exactly: 10 + {bid} = {points}.",
        "A bid of {bid} with {tricks} tricks taken is made exactly: 10 + {bid} = {points}.", "tricks"),
    "learn.kachuful.score-missed": NP_(
        "A bid of {bid} with {tricks} trick taken is missed: a missed bid scores {points}.",
        "A bid of {bid} with {tricks} tricks taken is missed: a missed bid scores {points}.", "tricks"),
    "learn.kachuful.score-not": N_("A bid made exactly scores 10 plus the bid, and a missed bid scores "
                                   "nothing."),
    # The same rule under the scoring switches (Rules.miss_penalty, Rules.per_trick_scoring).
    "learn.kachuful.score-not-penalty": N_(
        "A bid made exactly scores 10 plus the bid; a missed bid loses one point for each trick taken too "
        "many or too few."),
    "learn.kachuful.score-not-per-trick": N_(
        "Each trick taken scores one point, and a bid made exactly scores 10 more."),
    # A wrong score, by what it mistakes (the seed's rules: 10 plus the bid made exactly, else nothing).
    "learn.kachuful.score-not-missed": N_("That is what a missed bid scores, and this one is made exactly."),
    "learn.kachuful.score-not-bid-only": N_(
        "That counts the bid alone: a bid made exactly also scores the 10."),
    "learn.kachuful.score-not-ten-only": N_("That is only the fixed part: the bid is added to it."),
    "learn.kachuful.score-not-was-missed": N_(
        "That would score only if the bid were made exactly, and this one is missed."),
    # Why a hand size is wrong for a deal, never the right one: too many cards, or too few.
    "learn.kachuful.program-fewer": NP_("Deal {deal} has fewer than {size} card each.",
                                        "Deal {deal} has fewer than {size} cards each.", "size"),
    "learn.kachuful.program-more": NP_("Deal {deal} has more than {size} card each.",
                                       "Deal {deal} has more than {size} cards each.", "size"),
    "learn.kachuful.program-is": NP_("Deal {deal}: {size} card each.", "Deal {deal}: {size} cards each.",
                                     "size"),
    # Why a suit is not trumps in a deal, never which is: the deals that suit is trumps in.
    # L10N: {first_deal} is the number of the first deal with that suit as trumps (1 to 4)
    "learn.kachuful.trump-deals": N_("{trump_suit} are trumps in deal {first_deal} and every fourth deal "
                                     "after it, not in deal {deal}."),
    "learn.kachuful.trump-is": N_("Deal {deal}: {trump_suit} are trumps."),
    "learn.kachuful.first-bidder": N_("The bidding starts on the dealer’s left, {seat}, and goes clockwise: "
                                      "the dealer bids last."),
    "learn.kachuful.dealer-bids-last": N_("{seat} deals, and the dealer bids last."),
    "learn.kachuful.not-dealers-left": N_("{seat} does not sit on the dealer’s left, where the bidding "
                                          "starts."),
})


def _numbers(top: int) -> tuple[str, ...]:
    return tuple(str(n) for n in range(top + 1))


# --- the dealer's forbidden bid ---------------------------------------------------------------------


def _others(state: State) -> int:
    return sum(b for i, b in enumerate(state.bids) if i != state.dealer and b is not None)


def _forbidden(state: State, args: Mapping[str, Any]) -> Answer:
    if state.phase is not Phase.BIDDING or state.turn != state.dealer:
        raise MalformedInput("learn.question-position", question="forbidden-bid")
    forbidden, others, tricks = forbidden_bid(state), _others(state), state.hand_size
    wrong = {c: Coded.of("learn.kachuful.bid-allowed", bid=int(c), total=others + int(c), tricks=tricks)
             for c in _numbers(tricks) if c != str(forbidden)}
    because = Coded.of("learn.kachuful.forbidden-is", others=others, bid=forbidden, tricks=tricks) \
        if forbidden is not None else Coded.of("learn.kachuful.no-forbidden")
    return Answer(frozenset() if forbidden is None else frozenset({str(forbidden)}), wrong, because)


# --- who is winning the trick, who wins it -----------------------------------------------------------


def _trick(state: State, full: bool = False) -> tuple[tuple[int, Any], ...]:
    """The trick on the table: in progress (``full`` false), or laid in full by :func:`laid`."""
    done = len(state.trick) == state.players
    if state.phase is not Phase.PLAYING or not state.trick or done != full:
        raise MalformedInput("learn.question-position", question="trick-won" if full else "trick-winner")
    return state.trick


def laid(state: State, card: Any) -> State:
    """The trick as it lies on the table once every seat has played, before it is gathered: ``state`` (the
    last seat of the trick to play) with ``card`` played and logged. The engine gathers a trick at once
    (``apply``); this is the moment before, drawn to ask who wins the trick and never played on."""
    seat = state.seats[state.turn]
    if len(state.trick) != state.players - 1:
        raise MalformedInput("learn.question-position", question="trick-won")
    IllegalAction.unless_none(explain(state, Play(seat, card)))
    hands = tuple(tuple(c for c in h if c != card) if i == state.turn else h
                  for i, h in enumerate(state.hands))
    return replace(state, hands=hands, trick=state.trick + ((state.turn, card),),
                   actions=state.actions + (Play(seat, card),),
                   log=state.log + (Event.of("kachuful.play", seat=seat, card=str(card)),))


def _judge_trick(state: State, full: bool) -> Answer:
    trick = _trick(state, full)
    best_seat = trick_winner(trick, state.trump)
    best = dict(trick)[best_seat]
    led = trick[0][1].suit
    names = dict(winner=state.seats[best_seat], best=str(best))  # the right answer's explanation only
    wrong: dict[str, Coded] = {}
    for seat, card in trick:
        if seat == best_seat:
            continue
        if card.suit not in (led, state.trump):
            code = "learn.kachuful.off-suit"
        elif best.suit == state.trump and card.suit != state.trump:
            code = "learn.kachuful.beaten-by-trump"
        elif card.suit == state.trump:  # led or not, a trump is beaten by a higher trump, as the winner's
            code = "learn.kachuful.beaten-by-higher-trump"  # explanation says ("the highest trump played")
        else:
            code = "learn.kachuful.beaten-in-suit"
        wrong[state.seats[seat]] = Coded.of(code, seat=state.seats[seat], card=str(card))
    verb = "wins" if full else "winning"
    because = f"learn.kachuful.{verb}-{'trump' if best.suit == state.trump else 'suit'}"
    return Answer(frozenset({state.seats[best_seat]}), wrong, Coded.of(because, **names))


def _winner(state: State, args: Mapping[str, Any]) -> Answer:
    return _judge_trick(state, full=False)


def _won(state: State, args: Mapping[str, Any]) -> Answer:
    return _judge_trick(state, full=True)


def _trick_seats(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(state.seats[i] for i, _ in state.trick)


# --- what a deal scores -------------------------------------------------------------------------------


def _score_args(state: State, args: Mapping[str, Any]) -> tuple[str, int, int]:
    seat, bid, tricks = args.get("seat"), args.get("bid"), args.get("tricks")
    top = state.hand_size
    if seat not in state.seats or not isinstance(bid, int) or not isinstance(tricks, int) \
            or not 0 <= bid <= top or not 0 <= tricks <= top:
        raise MalformedInput("learn.question-args", question="deal-score")
    return seat, bid, tricks


def _score_choices(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    _, bid, tricks = _score_args(state, args)
    values = {0, bid, tricks, 10, 10 + bid, 10 + tricks, deal_points(state.rules, bid, tricks)}
    return tuple(str(v) for v in sorted(values))


def _score(state: State, args: Mapping[str, Any]) -> Answer:
    seat, bid, tricks = _score_args(state, args)
    points = deal_points(state.rules, bid, tricks)
    code = "learn.kachuful.score-exact" if bid == tricks else "learn.kachuful.score-missed"
    because = Coded.of(code, seat=seat, bid=bid, tricks=tricks, points=points)
    wrong = {c: Coded.of(_score_mistake(state, bid, tricks, int(c)))
             for c in _score_choices(state, args) if c != str(points)}
    return Answer(frozenset({str(points)}), wrong, because)


def _score_mistake(state: State, bid: int, tricks: int, choice: int) -> str:
    """What a wrong score mistakes, as a message code: under the seed's scoring, what the number counts
    (the missed bid's nothing, the bid alone, the 10 alone, an exact bid's score for a missed one; else
    the rule);
    under a scoring switch, that switch's rule (as ``deal_points`` counts it)."""
    if state.rules.per_trick_scoring:
        return "learn.kachuful.score-not-per-trick"
    if state.rules.miss_penalty:
        return "learn.kachuful.score-not-penalty"
    if bid == tricks:
        told = {bid: "learn.kachuful.score-not-bid-only", 10: "learn.kachuful.score-not-ten-only",
                0: "learn.kachuful.score-not-missed"}  # the later key wins where two are one number
        return told.get(choice, "learn.kachuful.score-not")
    # a missed bid: only 10 + the bid is what the bid would have scored made exactly (2 is not, for a bid
    # of 2: that bid made scores 12); any other number gets the rule itself
    return "learn.kachuful.score-not-was-missed" if choice == 10 + bid else "learn.kachuful.score-not"


# --- the program of deals: hand sizes, trumps; who bids first --------------------------------------


def _deal_arg(state: State, args: Mapping[str, Any]) -> int:
    deal = args.get("deal")
    specs = program(state.players, state.rules)
    if not isinstance(deal, int) or isinstance(deal, bool) or not 1 <= deal <= len(specs):
        raise MalformedInput("learn.question-args", question="deal")
    return deal


def _sizes(state: State, args: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(str(n) for n in range(1, program(state.players, state.rules)[0].hand_size + 1))


def _hand_size(state: State, args: Mapping[str, Any]) -> Answer:
    deal = _deal_arg(state, args)
    specs = program(state.players, state.rules)
    size = specs[deal - 1].hand_size
    wrong = {c: Coded.of("learn.kachuful.program-fewer" if int(c) > size else "learn.kachuful.program-more",
                         deal=deal, size=int(c)) for c in _sizes(state, args) if c != str(size)}
    return Answer(frozenset({str(size)}), wrong, Coded.of("learn.kachuful.program-is", deal=deal, size=size))


def _trump(state: State, args: Mapping[str, Any]) -> Answer:
    deal = _deal_arg(state, args)
    specs = program(state.players, state.rules)
    trump = specs[deal - 1].trump.word
    wrong = {s: Coded.of("learn.kachuful.trump-deals", trump_suit=s, deal=deal,
                         first_deal=next(d.number for d in specs if d.trump.word == s))
             for s in SUITS if s != trump}
    return Answer(frozenset({trump}), wrong, Coded.of("learn.kachuful.trump-is", deal=deal, trump_suit=trump))


def _first_bidder(state: State, args: Mapping[str, Any]) -> Answer:
    first, dealer = state.seats[state.left_of(state.dealer)], state.seats[state.dealer]
    wrong = {s: Coded.of("learn.kachuful.dealer-bids-last" if s == dealer else
                         "learn.kachuful.not-dealers-left", seat=s) for s in state.seats if s != first}
    return Answer(frozenset({first}), wrong, Coded.of("learn.kachuful.first-bidder", seat=first))


SUITS = ("spades", "diamonds", "clubs", "hearts")


QUESTIONS = {
    "hand-size": Question("number", N_("How many cards does each player get in deal {deal}?"), _hand_size,
                          _sizes, needs=("program",)),
    "trump": Question("suit", N_("Which suit is trumps in deal {deal}?"), _trump, lambda state, args: SUITS,
                      needs=("program", "trump-cycle")),
    "first-bidder": Question("seat", N_("Who bids first?"), _first_bidder,
                             lambda state, args: tuple(state.seats), needs=("bid",)),
    "forbidden-bid": Question("number", N_("What may the dealer not bid?"), _forbidden,
                              lambda state, args: _numbers(state.hand_size), needs=("bid", "forbidden-bid")),
    "trick-winner": Question("seat", N_("Who is winning this trick so far?"), _winner, _trick_seats,
                             needs=("trick", "trump")),
    "trick-won": Question("seat", N_("Every seat has played: who wins this trick?"), _won, _trick_seats,
                          needs=("trick", "trump")),
    # A hypothesis: the drill's table shows the deal just dealt, before any bid.
    "deal-score": Question("number", NP_(
        "If {seat} bids {bid} and takes {tricks} trick in this deal, what does {seat} score?",
        "If {seat} bids {bid} and takes {tricks} tricks in this deal, what does {seat} score?", "tricks"),
        _score, _score_choices, needs=("bid", "score")),
}


# --- drills: positions dealt from a seed ----------------------------------------------------------------


def _deal(rng: Rng) -> State:
    players = MIN_PLAYERS + rng.below(MAX_PLAYERS - MIN_PLAYERS + 1)
    deal_index = rng.below(len(program(players)))
    return new_deal(seat_names(players), rng=rng, first_dealer=rng.below(players), deal_index=deal_index,
                    single_deal=True)


def _random(state: State, ply: int, rng: Rng) -> Any:
    return rng.choice(legal_actions(state))


def _bid_round(state: State, rng: Rng, upto_dealer: bool) -> State:
    match = Match(MOVES, state)
    match.extend(lambda state, ply: _random(state, ply, rng), len(state.seats), lambda state, played: (
        state.phase is Phase.BIDDING and not (upto_dealer and state.turn == state.dealer)))
    return match.state  # type: ignore[no-any-return]


def _forbidden_drill(rng: Rng) -> Dealt:
    while True:
        state = _bid_round(_deal(rng), rng, upto_dealer=True)
        if forbidden_bid(state) is not None:
            dealer = state.seats[state.dealer]
            return Dealt(state, {}, None, dealer)


def _winner_drill(rng: Rng) -> Dealt:
    """A trick played to its last card (after a few whole tricks), that card laid down at random."""
    while True:
        state = _bid_round(_deal(rng), rng, upto_dealer=False)
        tricks = rng.below(state.hand_size)  # whole tricks played first
        match = Match(MOVES, state)
        match.extend(lambda state, ply: _random(state, ply, rng), tricks * state.players + state.players - 1)
        state = match.state
        if state.phase is Phase.PLAYING and len(state.trick) == state.players - 1:
            return Dealt(laid(state, rng.choice(legal_actions(state)).card), {}, None, None)


def _score_drill(rng: Rng) -> Dealt:
    state = _deal(rng)
    seat = state.seats[rng.below(state.players)]
    bid = rng.below(state.hand_size + 1)
    tricks = bid if rng.below(2) else rng.below(state.hand_size + 1)
    return Dealt(state, {"seat": seat, "bid": bid, "tricks": tricks}, None, seat)


DRILLS = {
    "forbidden-bid": Drill("forbidden-bid", N_("The dealer’s forbidden bid"), _forbidden_drill),
    "trick-winner": Drill("trick-won", N_("Who wins the trick?"), _winner_drill),
    "deal-score": Drill("deal-score", N_("What does the deal score?"), _score_drill),
}
