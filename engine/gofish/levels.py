"""The computer's levels for Go Fish, each move with its reason and the alternative it passed over.

All three levels ask as :func:`engine.gofish.bots.memory_bot` does (a player known to hold one of its
ranks first, the most cards known first; players known to lack a rank last; then the rank it holds
most of; ties at random) and differ only in how much of the public history they remember: the strong
level every ask, gift, shown draw and book (it plays exactly as ``memory_bot``), the intermediate
level the last few events, the beginner none (its hand and what lies on the table). Each sees only
the view of the seat to move.
"""

from __future__ import annotations

from dataclasses import replace

from ..core.cards import rank_name
from ..core.i18n import N_
from ..core.levels import Decision, Level, Reason
from ..core.rng import Rng
from .actions import Action, Ask, Draw
from .bots import Key, memory_bot, seen_by_mover
from .bots import scored_asks as _scored  # the name review.py imports it by
from .state import State
from .views import View, view

INTERMEDIATE_MEMORY = 6  # events of the public history remembered (about two asks and their answers)


def forgetting(v: View, remembered: int) -> View:
    """``v`` with only the last ``remembered`` events of its history."""
    return replace(v, history=v.history[len(v.history) - remembered:] if remembered else ())


def decide(obs: View | State, rng: Rng, remembered: int | None = None) -> Decision:
    """The move of the seat to move, remembering the last ``remembered`` events (None: all)."""
    v = seen_by_mover(view(obs, obs.seats[obs.turn]) if isinstance(obs, State) else obs)
    if v.phase.value == "draw":
        return Decision(Draw(str(v.seat)), Reason.of("gofish.why-draw"))
    if remembered is not None:
        v = forgetting(v, remembered)
    scored = _scored(v)
    best = max(key for key, _ in scored)
    action = rng.choice([a for key, a in scored if key == best])
    tier, least, count = best
    params = {"target": action.target, "rank": rank_name(action.rank), "count": count, "least": least}
    others = [(key, a) for key, a in scored if a != action]
    if not others:
        return Decision(action, Reason.of("gofish.why-only-ask", **params))
    code = {2: "gofish.why-known", 1: "gofish.why-most", 0: "gofish.why-all-lack"}[tier]
    if remembered == 0:
        code = "gofish.why-most-forgetful"
    key, rejected = max(others, key=lambda ka: ka[0])
    return Decision(action, Reason.of(code, **params), rejected, _against(best, key, rejected))


def _against(best: Key, key: Key, rejected: Ask) -> Reason:
    params = {"other": rejected.target, "other_rank": rank_name(rejected.rank), "other_count": key[2],
              "other_least": key[1]}
    if key == best:
        return Reason.of("gofish.against-tie", **params)
    if key[0] == 0:
        return Reason.of("gofish.against-lacks", **params)
    if key[0] < best[0]:
        return Reason.of("gofish.against-unknown", **params)
    if key[1] < best[1]:
        return Reason.of("gofish.against-less-known", **params)
    return Reason.of("gofish.against-fewer", **params)


def _beginner(state: State, rng: Rng) -> Action:
    return decide(state, rng, 0).action


def _intermediate(state: State, rng: Rng) -> Action:
    return decide(state, rng, INTERMEDIATE_MEMORY).action


def _strong(state: State, rng: Rng) -> Action:
    return memory_bot(view(state, state.seats[state.turn]), rng)


LEVELS = {
    "beginner": Level(N_("Beginner"), lambda state, rng: decide(state, rng, 0), _beginner),
    "intermediate": Level(N_("Intermediate"), lambda state, rng: decide(state, rng, INTERMEDIATE_MEMORY),
                          _intermediate),
    "strong": Level(N_("Strong"), decide, _strong),
}
