"""Literature (Canadian Fish): asking, claiming half-suits, and exact deduction from one seat.

A card exposed by accident calls for a redeal in the rules; the engine does not model it (deal
again with ``new_game``). Nor does it model the table talk of section 05 (what may be said).
"""

from . import messages as _messages  # noqa: F401  (registers the sentences)
from .actions import Action, Ask, Claim, Pass, parse_action
from .bots import choose, play_out, random_action
from .deal import new_game, restart, set_up
from .explain import can_apply, explain, legal_actions, play
from .halfsuits import DECK, HALF_SUITS, HalfSuit, half_of
from .knowledge import Fact, InconsistentView, Knowledge, knowledge, knowledge_of
from .position import position_from_json, position_to_json
from .probability import Probabilities, probabilities
from .reasons import Reason
from .rules import Rules
from .state import Phase, SetResult, State, apply, replay
from .views import MemoryView, SeatView, memory_view, seat_view

NAME = "literature"

__all__ = [
    "DECK", "HALF_SUITS", "NAME", "Action", "Ask", "Claim", "Fact", "HalfSuit", "InconsistentView",
    "Knowledge", "MemoryView", "Pass", "Phase", "Probabilities", "Reason", "Rules", "SeatView", "SetResult",
    "State", "apply", "can_apply", "choose", "explain", "half_of", "knowledge", "knowledge_of",
    "legal_actions", "memory_view", "new_game", "parse_action", "play", "play_out", "position_from_json",
    "position_to_json", "probabilities", "random_action", "replay", "restart", "seat_view", "set_up",
]
