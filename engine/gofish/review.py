"""Go Fish's review of a finished game: the asks of one seat that the table's public history shows to be
mistakes, judged from what that seat could know (its view) and checked against the strong level.

* ``gofish.review-lacks-go-fish`` / ``gofish.review-lacks-gave``: a rank asked of a player seen to have
  none of it (they said "Go fish" for it, or gave them all away, and have drawn no card since, nor
  asked for it), while
  the strong level had an ask with a chance;
* ``gofish.review-forgot``: an opponent was known to hold a rank the seat holds (they asked for it, or
  were seen to receive it) and the seat asked for something else, or someone else.

A move among the strong level's best (it breaks ties at random) is never a mistake.
"""

from __future__ import annotations

from ..core.cards import rank_name
from ..core.errors import Coded
from ..core.events import Event
from ..core.review import Mistake, Played
from .actions import Ask
from .levels import _scored
from .state import State
from .views import HIDDEN_CARD, View, knowledge, view

TIER_KNOWN, TIER_LACKS = 2, 0  # the strong level's tiers of an ask (see levels.py)


def lack_seen(v: View, target: str, rank: int) -> Event | None:
    """The event that showed ``target`` has no card of ``rank`` ("Go fish" for it, or every card of it
    given away), if nothing since may have brought them one (a draw, or an ask for it)."""
    name = rank_name(rank)
    for event in reversed(v.history):
        args = event.args
        if args.get("seat") != target:
            continue
        if event.kind in HIDDEN_CARD or (event.kind == "gofish.asked" and args["rank"] == name):
            return None
        if event.kind in ("gofish.go-fish", "gofish.gave") and args["rank"] == name:
            return event
    return None


def _mistake(ply: int, state: State, action: Ask, judge: Played) -> Mistake | None:
    v = view(state, action.seat)
    scored = _scored(v)
    best = max(key for key, _ in scored)
    if any(a == action for key, a in scored if key == best):
        return None  # among the strong level's own choices
    better = judge.judge(state, ply).action
    if not isinstance(better, Ask):
        return None
    target = v.seats.index(action.target)
    known = knowledge(v)
    rank = rank_name(action.rank)
    shown = lack_seen(v, action.target, action.rank)
    if best[0] > TIER_LACKS and shown is not None and not known.least[target][action.rank]:
        if shown.kind == "gofish.go-fish":
            why = Coded.of("gofish.review-lacks-go-fish", target=action.target, asker=shown.args["asker"],
                           rank=rank)
        else:
            why = Coded.of("gofish.review-lacks-gave", target=action.target, to=shown.args["to"], rank=rank)
        return Mistake(ply, action, better, why)
    key = next(key for key, a in scored if a == action)
    if best[0] == TIER_KNOWN and key[0] < TIER_KNOWN:
        holder = v.seats.index(better.target)
        why = Coded.of("gofish.review-forgot", target=better.target, rank=rank_name(better.rank),
                       least=known.least[holder][better.rank])
        return Mistake(ply, action, better, why)
    return None


def review(game: Played) -> tuple[Mistake, ...]:
    found = []
    for ply, state, action in game.moves():
        if isinstance(action, Ask):
            mistake = _mistake(ply, state, action, game)
            if mistake is not None:
                found.append(mistake)
    return tuple(found)
