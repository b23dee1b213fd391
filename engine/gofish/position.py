"""JSON positions: the opening (deal or set-up) plus the actions since, replayed on reading.

    {
      "seats": ["A", "B"],                      # clockwise, 2 to 5 distinct names without spaces
      "dealer": "B",                            # optional: right of "turn", else the last seat
      "turn": "A",                              # optional: the first to move, left of the dealer
      "hands": {"A": "6♣ 6♦ 7♥ …", "B": […]},   # as dealt (text or list; a seat left out: no cards)
      "stock": "2♠ 3♠ …",                       # optional, top card first; default: the cards left,
                                                #   in the order of engine.core.cards.deck52
      "books": {"A": "9 K"},                    # optional: books already down (set-up positions)
      "rules": {"pagat_ending": true},          # optional: the switches that are on
      "actions": ["ask A B 6", "draw A"]        # optional: every action since, replayed
    }

Every card must be in exactly one place. ``position_to_json`` writes every field but the optional
ones at their defaults; reading it back gives an equal state (log included).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.cards import ALL_RANKS, Card, parse_cards, parse_rank, rank_name
from ..core.errors import EngineError, IllegalAction, MalformedInput
from ..core.match import Match, Moves
from ..core.serial import field, known_fields, optional, position_json, texts
from .actions import parse_action
from .deal import check_seats, set_up
from .explain import explain
from .rules import Rules
from .state import State, apply

FIELDS = ("seats", "dealer", "turn", "hands", "stock", "books", "rules", "actions")
MOVES = Moves(explain, apply, parse_action)  # the actions since the opening, replayed through one match


def position_to_json(state: State) -> dict[str, Any]:
    start, seats = state.start, state.seats
    turn = seats[start.turn] if start.turn != (start.dealer + 1) % len(seats) else None
    books = {s: " ".join(rank_name(r) for r in b) for s, b in zip(seats, start.books) if b}
    return position_json(state, start.dealer, map(_cards_text, start.hands), stock=_cards_text(start.stock),
                         turn=turn, books=books or None)


def position_from_json(data: Mapping[str, Any]) -> State:
    data = known_fields(data, FIELDS, "(position)")
    seats = check_seats(field(data, "seats", list))
    rules = Rules.from_json(optional(data, "rules", dict, {}))
    hands = {str(s): _cards(v, f"hands.{s}") for s, v in field(data, "hands", dict).items()}
    stock = _cards(data["stock"], "stock") if "stock" in data else None
    books = {str(s): _ranks(v, f"books.{s}") for s, v in optional(data, "books", dict, {}).items()}
    dealer = optional(data, "dealer", str, "") or None
    turn = optional(data, "turn", str, "") or None
    state = set_up(seats, rules, hands=hands, stock=stock, books=books, dealer=dealer, turn=turn)
    match = Match(MOVES, state)
    match.play_line(texts(optional(data, "actions", list, []), "actions"), _refused)
    return match.state


def _refused(i: int, text: str, exc: EngineError) -> EngineError:
    """Action ``i`` refused: the reason, naming the field at fault."""
    if isinstance(exc, MalformedInput):
        return _at(exc, f"actions[{i}]")
    if isinstance(exc, IllegalAction):
        return MalformedInput("gofish.action-refused", action=text[:80], field=f"actions[{i}]",
                              refusal=exc.code)
    return exc


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cards)


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, (str, list)):
        raise MalformedInput("field-wrong-type", field=where, expected="str")
    try:
        return parse_cards(value)
    except MalformedInput as exc:
        raise _at(exc, where) from None


def _ranks(value: Any, where: str) -> tuple[int, ...]:
    items = value.split() if isinstance(value, str) else value
    if not isinstance(items, list):
        raise MalformedInput("field-wrong-type", field=where, expected="str")
    ranks = []
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool) and item in ALL_RANKS:
            ranks.append(item)
            continue
        if not isinstance(item, str):
            raise MalformedInput("rank-malformed", text=str(item)[:20], field=where)
        try:
            ranks.append(parse_rank(item))
        except MalformedInput as exc:
            raise _at(exc, where) from None
    return tuple(ranks)


def _at(exc: MalformedInput, where: str) -> MalformedInput:
    """The same error, naming the field at fault."""
    return MalformedInput(exc.code, **{**exc.params, "field": where})
