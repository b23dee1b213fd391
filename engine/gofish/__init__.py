"""Go Fish, the children's game of books of four (Bicycle's rules for 2 to 5 players)."""

from . import messages as _messages  # noqa: F401  (registers the sentences)
from .actions import Action, Ask, Draw, parse_action
from .bots import memory_bot, random_bot
from .deal import new_game, next_dealer, next_game, replay, set_up
from .explain import can_apply, can_ask, explain, legal_actions, play
from .position import position_from_json, position_to_json
from .rules import BOOKS, MAX_PLAYERS, MIN_PLAYERS, Rules, deal_size
from .state import Phase, Start, State, apply
from .views import Knowledge, View, knowledge, public_event, view

NAME = "go-fish"

__all__ = [
    "BOOKS", "MAX_PLAYERS", "MIN_PLAYERS", "NAME", "Action", "Ask", "Draw", "Knowledge", "Phase",
    "Rules", "Start", "State", "View", "apply", "can_apply", "can_ask", "deal_size", "explain",
    "knowledge", "legal_actions", "memory_bot", "new_game", "next_dealer", "next_game", "parse_action",
    "play", "position_from_json", "position_to_json", "public_event", "random_bot", "replay", "set_up",
    "view",
]
