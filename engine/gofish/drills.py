"""Go Fish's drills for the practice page: a position dealt from a seed and played at random for a while,
then one of the questions of ``engine/gofish/learn.py`` about it (which rank, whom, whom one should ask,
what a player asked for last)."""

from __future__ import annotations

from ..core.cards import rank_name
from ..core.i18n import N_
from ..core.learn import Dealt, Drill
from ..core.match import Match, Moves
from ..core.rng import Rng
from ..core.spec import seat_names
from .actions import Ask, Draw
from .deal import new_game
from .explain import explain, legal_actions
from .learn import public_asks, seen
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from .state import Phase, State, apply

# random moves the rules offer (or that `apply` checks), played through one match
MOVES = Moves(explain, apply, over=lambda state: state.over)


def _played(rng: Rng) -> State:
    """A game dealt from ``rng`` and played at random for a while (an ask to make)."""
    while True:
        players = MIN_PLAYERS + rng.below(MAX_PLAYERS - MIN_PLAYERS + 1)
        match = Match(MOVES, new_game(seat_names(players), Rules(), rng))
        match.extend(lambda state, ply: rng.choice(legal_actions(state)), rng.below(24))
        state = match.state
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


def _random_move(state: State, rng: Rng) -> Draw | Ask:
    """A legal move drawn at random, as ``rng.choice(legal_actions(state))`` would (every held rank of
    every opponent with cards, evenly), without explaining every candidate: ``apply`` checks it."""
    seat = state.seats[state.turn]
    if state.phase is Phase.DRAW:
        return Draw(seat)
    ranks = sorted({c.rank for c in state.hands[state.turn]})
    targets = [s for i, s in enumerate(state.seats) if i != state.turn and state.hands[i]]
    return Ask(seat, targets[rng.below(len(targets))], ranks[rng.below(len(ranks))])


def _game(rng: Rng, fewest: int, moves: int) -> State:
    """A game of ``fewest`` players or more dealt from ``rng``, then up to ``moves`` random moves."""
    players = fewest + rng.below(MAX_PLAYERS - fewest + 1)
    match = Match(MOVES, new_game(seat_names(players), Rules(), rng))
    match.extend(lambda state, ply: _random_move(state, rng), moves)
    return match.state  # type: ignore[no-any-return]


def _holder_drill(rng: Rng) -> Dealt:
    """Three players or more; the seat to play holds a rank that the log proves some opponents hold, and
    not all of them."""
    while True:
        state = _game(rng, 3, rng.below(24))
        if state.over or state.phase is not Phase.ASK:
            continue
        me, know = seen(state)
        others = [i for i in range(state.players) if i != me]
        fit = [r for r in sorted({c.rank for c in state.hands[me]})
               if 0 < sum(know.least[i][r] >= 1 for i in others) < len(others)]
        if fit:
            seat = state.seats[me]
            return Dealt(state, {"rank": rank_name(fit[rng.below(len(fit))])}, seat, seat)


def _memory_drill(rng: Rng) -> Dealt:
    """A short game (a few asks to remember), and an opponent of the reader who asked at least once, but
    not the very last ask (the cards it brought may still lie in the middle of the table)."""
    while True:
        state = _game(rng, 3, 4 + rng.below(7))
        if state.over:
            continue
        reader, asks = state.seats[state.turn], public_asks(state)
        askers = sorted({a for a, _, _ in asks if a != reader and a != asks[-1][0]}) if asks else []
        if askers and len(asks) >= 3:
            return Dealt(state, {"seat": askers[rng.below(len(askers))]}, reader, reader)


DRILLS = {
    "ask-rank": Drill("ask-rank", N_("Which rank may you ask for?"), _rank_drill),
    "ask-whom": Drill("ask-whom", N_("Whom may you ask?"), _whom_drill),
    "ask-holder": Drill("ask-holder", N_("Whom should you ask?"), _holder_drill),
    "last-ask": Drill("last-ask", N_("What did this player ask for last?"), _memory_drill, memory=True),
}
