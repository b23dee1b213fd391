"""Kachuful, the South Asian exact-prediction game of the Oh Hell family."""

from . import messages as _messages  # noqa: F401  (registers the sentences)
from .actions import Action, Bid, Play, parse_action
from .explain import can_apply, explain, forbidden_bid, legal_actions, play
from .program import DealSpec, max_hand, program
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from .state import Phase, State, apply, new_deal

NAME = "kachuful"

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "Action",
    "Bid",
    "DealSpec",
    "Phase",
    "Play",
    "Rules",
    "State",
    "apply",
    "can_apply",
    "explain",
    "forbidden_bid",
    "legal_actions",
    "max_hand",
    "new_deal",
    "parse_action", "play",
    "program",
]
