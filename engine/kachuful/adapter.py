"""Kachuful as seen by the shared machinery: positions, actions, checks and presentation."""

from __future__ import annotations

from typing import Any

from ..core.events import Event
from ..core.game import Check, FunctionAdapter, compare
from ..present.tree import Node
from .actions import Action, Bid, parse_action
from .explain import explain, forbidden_bid, legal_actions
from .position import position_from_json, position_to_json
from .state import State, apply
from .table import present


def _per_seat(values: tuple[Any, ...], state: State) -> dict[str, Any]:
    return dict(zip(state.seats, values))



def _last_winner(state: State) -> str | None:
    wins = [e.args["seat"] for e in state.log if e.kind == "kachuful.trick"]
    return wins[-1] if wins else None


CHECKS: dict[str, Check] = {
    "forbidden_bid": lambda s, v: compare(
        "forbidden_bid", forbidden_bid(s), None if v == "none" else v),
    "trump": lambda s, v: compare("trump", s.trump.word, v),
    "hand_size": lambda s, v: compare("hand_size", s.hand_size, v),
    "turn": lambda s, v: compare("turn", s.seats[s.turn], v),
    "phase": lambda s, v: compare("phase", s.phase.value, v),
    "bids": lambda s, v: compare("bids", _per_seat(s.bids, s), v),
    "tricks": lambda s, v: compare("tricks", _per_seat(s.won, s), v),
    "points": lambda s, v: compare("points", _per_seat(s.sheet[-1], s) if s.sheet else None, v),
    "totals": lambda s, v: compare("totals", _per_seat(s.totals, s), v),
    "unused": lambda s, v: compare("unused", s.spec.unused(s.players), v),
    "trick_winner": lambda s, v: compare("trick_winner", _last_winner(s), v),
    "legal_bids": lambda s, v: compare(
        "legal_bids", [a.value for a in legal_actions(s) if isinstance(a, Bid)], v),
}


class KachufulAdapter(FunctionAdapter):
    def action_event(self, action: Action) -> Event:
        """The event an action would log, to narrate an attempt that is refused."""
        if isinstance(action, Bid):
            return Event.of("kachuful.bid", seat=action.seat, bid=action.value)
        return Event.of("kachuful.play", seat=action.seat, card=str(action.card))

    def present(self, state: State, lang: str, **options: Any) -> Node:
        return present(state, lang)


ADAPTER = KachufulAdapter(
    "kachuful", position_from_json=position_from_json, position_to_json=position_to_json,
    parse_action=parse_action, explain=explain, apply=apply, legal_actions=legal_actions, checks=CHECKS,
)
