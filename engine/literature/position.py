"""JSON positions: the opening (deal or set-up) plus the actions since, replayed on reading.

    {
      "seats": ["A", "B", "C", "D", "E", "F"],  # optional: A..F (A..H with 8 players)
      "dealer": "A",                            # optional: the first seat
      "turn": "A",                              # optional: the first to act, by default the dealer
      "hands": {"A": "2♦ 3♦ …", "B": [...]},    # at the start (text or list; a seat left out: none)
      "sets": [{"half": "low-s", "claimer": "B", "outcome": "won"}],   # optional: resolved before
      "rules": {"players": 8, "pass_turn": true},   # optional: the switches that differ
      "actions": ["ask A B 3♦", "claim A low-♦ A:2♦,3♦ C:4♦,5♦,6♦,7♦"]   # optional, replayed
    }

Every card must be in exactly one place (a hand or a resolved set). ``outcome`` is ``won``,
``cancelled`` or ``opponents`` (relative to the claimer's team). ``position_to_json`` writes every
field except ``rules`` and ``sets`` when empty and ``turn`` when it is the dealer; reading it back
gives an equal state (history and log included).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.cards import format_cards
from ..core.errors import EngineError, IllegalAction, MalformedInput
from ..core.match import Match, Moves
from ..core.serial import field, known_fields, optional, position_json, texts
from .actions import parse_action
from .deal import check_seats, seat_of, set_result, set_up
from .explain import explain
from .halfsuits import HalfSuit
from .rules import Rules
from .state import SetResult, State, apply

FIELDS = ("seats", "dealer", "turn", "hands", "sets", "rules", "actions")
MOVES = Moves(explain, apply, parse_action)  # the actions since the opening, replayed through one match


def position_to_json(state: State) -> dict[str, Any]:
    start = state.start
    turn = state.seats[start.turn] if start.turn != start.dealer else None
    sets = [{"half": s.half.id, "claimer": s.claimer, "outcome": s.outcome} for s in start.sets]
    return position_json(state, start.dealer, map(format_cards, start.hands), turn=turn, sets=sets or None)


def position_from_json(data: Mapping[str, Any]) -> State:
    data = known_fields(data, FIELDS, "(position)")
    rules = Rules.from_json(optional(data, "rules", dict, {}))
    seats = check_seats(optional(data, "seats", list, None), rules)
    dealer = optional(data, "dealer", str, seats[0])
    seat_of(seats, dealer, "dealer")
    turn = optional(data, "turn", str, dealer)
    seat_of(seats, turn, "turn")
    hands = field(data, "hands", dict)
    sets = tuple(_set(seats, raw, f"sets[{i}]") for i, raw in enumerate(optional(data, "sets", list, [])))
    state = set_up(seats, rules, hands=hands, sets=sets, turn=turn, dealer=dealer)
    match = Match(MOVES, state)
    match.play_line(texts(optional(data, "actions", list, []), "actions"), _refused)
    return match.state


def _refused(i: int, text: str, exc: EngineError) -> EngineError:
    """Action ``i`` refused: why, naming the field at fault."""
    if isinstance(exc, MalformedInput):
        return MalformedInput("action-malformed", text=text[:80], field=f"actions[{i}]")
    if isinstance(exc, IllegalAction):
        return MalformedInput("literature.action-refused", action=text[:80], field=f"actions[{i}]",
                              code=exc.code)
    return exc


def _set(seats: tuple[str, ...], raw: Any, where: str) -> SetResult:
    half_text = field(raw, "half", str, where)
    try:
        half = HalfSuit.parse(half_text)
    except MalformedInput:
        raise MalformedInput(
            "literature.half-malformed", text=half_text[:40], field=f"{where}.half",
        ) from None
    for key in raw:
        if key not in ("half", "claimer", "outcome"):
            raise MalformedInput("field-unknown", field=f"{where}.{key}"[:60])
    claimer, outcome = field(raw, "claimer", str, where), field(raw, "outcome", str, where)
    return set_result(seats, half, claimer, outcome, where)
