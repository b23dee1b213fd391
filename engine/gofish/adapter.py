"""Go Fish as seen by the shared machinery: positions, actions, checks (and, later, presentation).

Checks (scenario ``expect`` keys); each returns None when met, else a short English mismatch:

``books``        {seat = ["6", "K"] or 2 or "6 K"}: the ranks booked by each seat named (any order),
                 or how many books it has
``hand``         {seat = "7♥ K♣" or [...] or 3}: the cards each seat named holds (any order), or how many
``turn``         "A": the player to move
``phase``        "ask", "draw" or "game-over"
``stock``        12: the number of cards in the stock
``can_ask``      "A 7" (or a list of them): A may now ask somebody for sevens
``cannot_ask``   "A 6" (or a list): A may not ask anybody for sixes
``legal``        ["ask A B 7", "ask A C 7"]: the legal actions, exactly (any order)
``winners``      ["A"] or "A B": the seats sharing the win (the game must be over)
``out``          ["C"] or "C": the seats out of the game
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.cards import ALL_RANKS, parse_cards, parse_rank, rank_name
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.game import Check, FunctionAdapter, Unreadable, compare, readable
from .actions import Action, Ask, parse_action
from .explain import can_ask, explain, legal_actions
from .position import position_from_json, position_to_json
from .state import State, apply, hand_order

NAME = "go-fish"




def _words(value: Any, what: str) -> list[str]:
    if isinstance(value, str):
        return value.split()
    if isinstance(value, list) and all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in value):
        return [str(v) for v in value]
    raise Unreadable(f"expected {what}")


def _rank(word: str) -> int:
    """A rank from its symbol (``K``) or its number (``13``)."""
    return int(word) if word.isascii() and word.isdigit() and int(word) in ALL_RANKS else parse_rank(word)


def _rank_names(value: Any) -> list[str]:
    try:
        ranks = [_rank(w) for w in _words(value, "ranks")]
    except MalformedInput:
        raise Unreadable("expected ranks (2 to 10, J, Q, K, A)") from None
    return [rank_name(r) for r in sorted(ranks)]


def _per_seat(state: State, value: Any, one: Callable[[int, Any], str | None]) -> str | None:
    if not isinstance(value, Mapping):
        raise Unreadable("expected a table of seat = value")
    for seat, expected in value.items():
        index = state.seat_index(seat)
        if index is None:
            raise Unreadable(f"there is no seat {seat}")
        problem = one(index, expected)
        if problem:
            return f"{seat}: {problem}"
    return None


def _books(state: State, value: Any) -> str | None:
    def one(i: int, expected: Any) -> str | None:
        if isinstance(expected, int) and not isinstance(expected, bool):
            return compare("the number of books", len(state.books[i]), expected)
        return compare("books", [rank_name(r) for r in sorted(state.books[i])], _rank_names(expected))

    return _per_seat(state, value, one)


def _hand(state: State, value: Any) -> str | None:
    def one(i: int, expected: Any) -> str | None:
        if isinstance(expected, int) and not isinstance(expected, bool):
            return compare("the number of cards", len(state.hands[i]), expected)
        try:
            cards = hand_order(parse_cards(_words(expected, "cards")))
        except MalformedInput:
            raise Unreadable("expected cards such as “7♥ K♣”") from None
        return compare("the hand", " ".join(map(str, state.hands[i])), " ".join(map(str, cards)))

    return _per_seat(state, value, one)


def _asks(value: Any) -> list[tuple[str, int]]:
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list) or not all(isinstance(v, str) for v in items):
        raise Unreadable("expected “A 7” (a seat and a rank) or a list of them")
    out = []
    for item in items:
        parts = item.split()
        try:
            if len(parts) != 2:
                raise MalformedInput("rank-malformed", text=item)
            out.append((parts[0], _rank(parts[1])))
        except MalformedInput:
            raise Unreadable(f"“{item}” is not a seat and a rank, such as “A 7”") from None
    return out


def _can_ask(state: State, value: Any) -> str | None:
    for seat, rank in _asks(value):
        if not can_ask(state, seat, rank):
            reasons = explain(state, Ask(seat, seat, rank))
            codes = ", ".join(v.code for v in reasons if v.code != "gofish.ask-self")
            return f"{seat} may not ask for rank {rank_name(rank)} ({codes or 'no opponent may be asked'})"
    return None


def _cannot_ask(state: State, value: Any) -> str | None:
    for seat, rank in _asks(value):
        if can_ask(state, seat, rank):
            return f"{seat} may ask for rank {rank_name(rank)}"
    return None


def _legal(state: State, value: Any) -> str | None:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise Unreadable("expected a list of actions")
    try:
        expected = sorted(str(parse_action(v)) for v in value)
    except MalformedInput:
        raise Unreadable("expected actions such as “ask A B 7”") from None
    return compare("the legal actions", sorted(str(a) for a in legal_actions(state)), expected)


def _winners(state: State, value: Any) -> str | None:
    if not state.over:
        return "the game is not over"
    return compare("the winners", sorted(state.winners()), sorted(_words(value, "seats")))


def _out(state: State, value: Any) -> str | None:
    actual = sorted(s for s, o in zip(state.seats, state.out) if o)
    return compare("the seats out", actual, sorted(_words(value, "seats")))



CHECKS: dict[str, Check] = {
    "books": readable("books", _books),
    "hand": readable("hand", _hand),
    "turn": lambda s, v: compare("turn", s.seats[s.turn], v),
    "phase": lambda s, v: compare("phase", s.phase.value, v),
    "stock": lambda s, v: compare("stock", len(s.stock), v),
    "can_ask": readable("can_ask", _can_ask),
    "cannot_ask": readable("cannot_ask", _cannot_ask),
    "legal": readable("legal", _legal),
    "winners": readable("winners", _winners),
    "out": readable("out", _out),
}


class GoFishAdapter(FunctionAdapter):
    def action_event(self, action: Action) -> Event:
        """The event an action would log, to narrate an attempt that is refused."""
        if isinstance(action, Ask):
            rank = rank_name(action.rank)
            return Event.of("gofish.asked", seat=action.seat, target=action.target, rank=rank)
        return Event.of("gofish.drew", seat=action.seat)

    def present(self, state: State, lang: str, **options: Any) -> dict[str, Any]:
        from .present import present

        return present(state, lang)


ADAPTER = GoFishAdapter(
    NAME, position_from_json=position_from_json, position_to_json=position_to_json,
    parse_action=parse_action, explain=explain, apply=apply, legal_actions=legal_actions, checks=CHECKS,
)

__all__ = ["ADAPTER", "CHECKS", "NAME", "GoFishAdapter"]
