"""Literature as seen by the shared machinery: positions, actions, checks (presentation: the lead's).

Checks (scenario ``expect`` keys); each returns None when met, else a short English mismatch:

``turn``             "A": the player to act
``phase``            "asking", "final" or "game-over"
``hand``             {A = "2♦ 3♦" or [...] or 8}: the cards each seat named holds (any order), or how many
``score``            [1, 0] (team of the first seat, then the other) or {A = 1, B = 0} (by a seat's team)
``sets``             {low-d = "won"}: the outcome of each half-suit named (won, cancelled, opponents,
                     or "open" while unresolved)
``claim_outcome``    "won", "cancelled" or "opponents": the outcome of the last claim
``holder``           {card = "6♦", seat = "C", from_seat = "A"}: from A's seat the deduction says C
                     certainly holds 6♦ (seat = "none": nobody certainly)
``possible_holders`` {card = "6♦", from_seat = "A", seats = "B C D"}: exactly these may hold it
``reasons``          {card = "6♦", from_seat = "A", codes = ["literature.why-asked-for", …]}: the reasons
                     for the certain holder include these codes, in this order
``claim_certain``    {seat = "A", half = "low-d"} (optionally certain = false): whether A can claim
                     that half-suit with certainty (every holder known, in A's team)
``probability``      {card = "6♦", seat = "C", from_seat = "A", value = 0.5, tolerance = 0.01}
``legal_count``      42: the number of legal asks and passes of the player to act
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.cards import Card, parse_cards
from ..core.errors import MalformedInput
from ..core.events import Event
from ..core.game import Check, FunctionAdapter, Unreadable, compare, readable
from .actions import Action, Ask, Claim, format_groups, parse_action
from .explain import explain, legal_actions
from .halfsuits import HalfSuit
from .knowledge import knowledge_of
from .position import position_from_json, position_to_json
from .probability import probabilities
from .state import Claimed, State, apply

NAME = "literature"




def _table(value: Any, keys: tuple[str, ...], optional: tuple[str, ...] = ()) -> Mapping[str, Any]:
    if not isinstance(value, Mapping) or any(k not in value for k in keys):
        raise Unreadable(f"expected a table with {', '.join(keys)}")
    for key in value:
        if key not in keys + optional:
            raise Unreadable(f"unknown key {key}")
    return value


def _seat(state: State, value: Any) -> int:
    if not isinstance(value, str) or value not in state.seats:
        raise Unreadable(f"there is no seat {value!r}")
    return state.seats.index(value)


def _card(value: Any) -> Card:
    try:
        (card,) = parse_cards(value) if isinstance(value, str) else ()
        return card
    except (MalformedInput, ValueError):
        raise Unreadable(f"{value!r} is not one card") from None


def _half(value: Any) -> HalfSuit:
    try:
        return HalfSuit.parse(value)
    except MalformedInput:
        raise Unreadable(f"{value!r} is not a half-suit (low-d, high-s …)") from None


def _seats(state: State, value: Any) -> list[str]:
    words = value.split() if isinstance(value, str) else value
    if not isinstance(words, list):
        raise Unreadable("expected seats")
    for w in words:
        _seat(state, w)
    return sorted(words)


def _hand(state: State, value: Any) -> str | None:
    if not isinstance(value, Mapping):
        raise Unreadable("expected a table of seat = cards")
    for seat, expected in value.items():
        hand = state.hands[_seat(state, seat)]
        if isinstance(expected, int) and not isinstance(expected, bool):
            problem = compare("the number of cards", len(hand), expected)
        else:
            try:
                cards = parse_cards(expected)
            except MalformedInput:
                raise Unreadable("expected cards such as “2♦ 3♦”") from None
            problem = compare("the hand", sorted(map(str, hand)), sorted(map(str, cards)))
        if problem:
            return f"{seat}: {problem}"
    return None


def _score(state: State, value: Any) -> str | None:
    if isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value):
        return compare("the score", list(state.scores), value)
    if isinstance(value, Mapping):
        for seat, expected in value.items():
            problem = compare(f"{seat}’s team score", state.scores[_seat(state, seat) % 2], expected)
            if problem:
                return problem
        return None
    raise Unreadable("expected [team of the first seat, other team] or {seat = score}")


def _sets(state: State, value: Any) -> str | None:
    if not isinstance(value, Mapping):
        raise Unreadable("expected a table of half-suit = outcome")
    for text, expected in value.items():
        result = state.result(_half(text))
        problem = compare(f"the outcome of {text}", result.outcome if result else "open", expected)
        if problem:
            return problem
    return None


def _claim_outcome(state: State, value: Any) -> str | None:
    last = next((m for m in reversed(state.history) if isinstance(m, Claimed)), None)
    if last is None:
        return "no claim has been made"
    return compare("the outcome of the last claim", last.outcome, value)


def _holder(state: State, value: Any) -> str | None:
    v = _table(value, ("card", "seat", "from_seat"))
    card, me = _card(v["card"]), state.seats[_seat(state, v["from_seat"])]
    expected = None if v["seat"] == "none" else state.seats[_seat(state, v["seat"])]
    know = knowledge_of(state, me)
    return compare(f"the certain holder of {card} seen from {me}", know.holder(card), expected)


def _possible(state: State, value: Any) -> str | None:
    v = _table(value, ("card", "from_seat", "seats"))
    card, me = _card(v["card"]), state.seats[_seat(state, v["from_seat"])]
    know = knowledge_of(state, me)
    return compare(f"the possible holders of {card} seen from {me}", sorted(know.holders(card)),
                    _seats(state, v["seats"]))


def _reasons(state: State, value: Any) -> str | None:
    v = _table(value, ("card", "from_seat", "codes"))
    card, me = _card(v["card"]), state.seats[_seat(state, v["from_seat"])]
    codes = v["codes"]
    if not isinstance(codes, list) or not all(isinstance(c, str) for c in codes):
        raise Unreadable("expected a list of reason codes")
    actual = [r.code for r in knowledge_of(state, me).reasons(card)]
    it = iter(actual)
    if all(code in it for code in codes):
        return None
    return f"the reasons for {card} seen from {me} are {actual!r}, expected to include {codes!r}"


def _claim_certain(state: State, value: Any) -> str | None:
    v = _table(value, ("seat", "half"), ("certain",))
    me, half = state.seats[_seat(state, v["seat"])], _half(v["half"])
    expected = v.get("certain", True)
    actual = knowledge_of(state, me).claim_certain(half)
    return compare(f"whether {me} can claim {half.id} with certainty", actual, expected)


def _probability(state: State, value: Any) -> str | None:
    v = _table(value, ("card", "seat", "from_seat", "value"), ("tolerance",))
    card, me = _card(v["card"]), state.seats[_seat(state, v["from_seat"])]
    seat = state.seats[_seat(state, v["seat"])]
    tolerance = v.get("tolerance", 0.005)
    if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (v["value"], tolerance)):
        raise Unreadable("expected numbers for value and tolerance")
    actual = probabilities(knowledge_of(state, me)).of(card, seat)
    if abs(actual - v["value"]) <= tolerance:
        return None
    return f"the probability that {seat} holds {card}, seen from {me}, is {actual:.4f}, expected {v['value']}"



CHECKS: dict[str, Check] = {
    "turn": lambda s, v: compare("turn", s.seats[s.turn], v),
    "phase": lambda s, v: compare("phase", s.phase.value, v),
    "hand": readable("hand", _hand),
    "score": readable("score", _score),
    "sets": readable("sets", _sets),
    "claim_outcome": readable("claim_outcome", _claim_outcome),
    "holder": readable("holder", _holder),
    "possible_holders": readable("possible_holders", _possible),
    "reasons": readable("reasons", _reasons),
    "claim_certain": readable("claim_certain", _claim_certain),
    "probability": readable("probability", _probability),
    "legal_count": lambda s, v: compare("the number of legal asks and passes",
                                         len(legal_actions(s, claims=False)), v),
}


class LiteratureAdapter(FunctionAdapter):
    def action_event(self, action: Action) -> Event:
        """The event an action would log, to narrate an attempt that is refused."""
        if isinstance(action, Ask):
            return Event.of("literature.asks", seat=action.seat, target=action.target, card=str(action.card))
        if isinstance(action, Claim):
            named = format_groups(action.named)
            return Event.of("literature.claims", seat=action.seat, half=action.half.span, named=named)
        return Event.of("literature.hand-over", seat=action.seat, to=action.to)

    def present(self, state: State, lang: str, **options: Any) -> dict[str, Any]:
        from .table import present

        seat = options.get("seat")
        return present(state, lang, seat if isinstance(seat, str) else None)


ADAPTER = LiteratureAdapter(
    NAME, position_from_json=position_from_json, position_to_json=position_to_json,
    parse_action=parse_action, explain=explain, apply=apply, legal_actions=legal_actions, checks=CHECKS,
)

__all__ = ["ADAPTER", "CHECKS", "NAME", "LiteratureAdapter"]
