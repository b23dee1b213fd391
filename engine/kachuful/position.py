"""JSON positions: the deal as dealt plus the actions since, replayed on reading (through one match)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..core.cards import Card, parse_cards
from ..core.errors import MalformedInput
from ..core.match import Match, Moves
from ..core.serial import field, optional, position_json
from .actions import parse_action
from .explain import explain
from .rules import MAX_PLAYERS, MIN_PLAYERS, Rules
from .state import Phase, State, apply, new_deal

MOVES = Moves(explain, apply, parse_action)  # the actions since the deal, replayed through one match


def position_to_json(state: State) -> dict[str, Any]:
    # The sheet before this deal: replaying the actions scores this deal again if it is over.
    sheet = state.sheet[:-1] if state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) else state.sheet
    return position_json(state, state.dealer, (" ".join(str(c) for c in hand) for hand in state.dealt),
                         deal=state.deal_index + 1, single_deal=True if state.single_deal else None,
                         sheet=[list(row) for row in sheet] or None)


def position_from_json(data: Mapping[str, Any]) -> State:
    seats = tuple(field(data, "seats", list))
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS or not all(isinstance(s, str) for s in seats):
        raise MalformedInput("value-out-of-range", field="seats", low=MIN_PLAYERS, high=MAX_PLAYERS)
    rules = Rules.from_json(optional(data, "rules", dict, {}))
    deal = field(data, "deal", int)
    dealer_name = field(data, "dealer", str)
    if dealer_name not in seats:
        raise MalformedInput("seat-unknown", seat=dealer_name)
    raw_hands = field(data, "hands", dict)
    hands: dict[str, tuple[Card, ...]] = {}
    for seat, text in raw_hands.items():
        if not isinstance(text, (str, list)):
            raise MalformedInput("field-wrong-type", field=f"hands.{seat}", expected="str")
        hands[str(seat)] = parse_cards(text)
    sheet = tuple(tuple(_ints(row, "sheet")) for row in optional(data, "sheet", list, []))
    if any(len(row) != len(seats) for row in sheet):
        raise MalformedInput("field-wrong-type", field="sheet", expected="rows of one number per seat")
    totals = tuple(sum(col) for col in zip(*sheet)) if sheet else None
    deal_index = deal - 1
    first_dealer = (seats.index(dealer_name) - deal_index) % len(seats)
    state = new_deal(
        seats, rules=rules, hands=hands, first_dealer=first_dealer, deal_index=deal_index,
        totals=totals, single_deal=optional(data, "single_deal", bool, False),
    )
    state = replace(state, sheet=sheet)
    match = Match(MOVES, state)
    match.play_line(optional(data, "actions", list, []), lambda index, text, exc: exc)
    return match.state


def _ints(row: Any, where: str) -> list[int]:
    if not isinstance(row, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in row):
        raise MalformedInput("field-wrong-type", field=where, expected="list of int")
    return row
