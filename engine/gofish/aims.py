"""Go Fish's aims for a lesson's step on the table (see ``engine/core/learn.py``): what the move must reach
beyond being legal, and the engine's reason when it does not."""

from __future__ import annotations

from typing import Any

from ..core.cards import rank_name
from ..core.errors import Coded
from ..core.i18n import N_
from ..core.learn import Aim
from ..core.messages import register
from .actions import Ask
from .state import State

register({
    "learn.gofish.aim-ask": N_("The task is an ask: {seat} should ask an opponent for a rank."),
    # Ranks as the narration says them ("every card of rank {rank}"): a rank, never a count of cards.
    "learn.gofish.aim-yes": N_("{target} holds no card of rank {rank} and would answer “Go fish!”: the "
                               "task is an ask {target} answers with cards, for a rank {target} holds."),
})


def _answered_yes(state: State, action: Any, wanted: tuple[Any, ...]) -> Coded | None:
    """The aim "ask-yes": an ask the asked player answers with cards (every hand is shown in a lesson)."""
    if not isinstance(action, Ask):
        return Coded.of("learn.gofish.aim-ask", seat=action.seat)
    if state.holds(state.seats.index(action.target), action.rank):
        return None
    return Coded.of("learn.gofish.aim-yes", target=action.target, rank=rank_name(action.rank))


AIMS = {
    "ask-yes": Aim(_answered_yes, needs=("ask",)),
}
