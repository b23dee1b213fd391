"""Literature: action texts and JSON positions (exact round trips; malformed input names its field)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.cards import parse_cards
from engine.core.errors import MalformedInput
from engine.core.rng import Rng
from engine.core.serial import dumps, loads
from engine.literature import Ask, Claim, HalfSuit, Pass, Rules, new_game, parse_action
from engine.literature.bots import play_out
from engine.literature.deal import restart
from engine.literature.position import position_from_json, position_to_json
from engine.literature.state import replay

LOW_D = HalfSuit.parse("low-d")


@pytest.mark.parametrize("text", [
    "ask A B 3♦",
    "ask Asha Bo 10♠",
    "pass A C",
    "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦",
    "claim C high-♣ E:9♣ C:10♣,J♣ A:Q♣,K♣,A♣",
    "claim A low-♦",
])
def test_action_texts_parse_back(text: str) -> None:
    action = parse_action(text)
    assert str(action) == text and parse_action(str(action)) == action


def test_action_texts_accept_ascii_ids_and_any_grouping() -> None:
    assert parse_action("ask A B 3d") == Ask("A", "B", parse_cards("3♦")[0])
    assert parse_action("ask A B Td") == parse_action("ask A B 10♦")
    claim = parse_action("claim A low-d C:6d A:2d,3d A: 4d , 5d,7d")
    assert str(claim) == "claim A low-♦ A:2♦,3♦,4♦,5♦,7♦ C:6♦"
    assert isinstance(claim, Claim) and claim.half == LOW_D
    assert claim.holders[parse_cards("6♦")[0]] == "C"
    assert parse_action("PASS A C") == Pass("A", "C")


@pytest.mark.parametrize("text", [
    "", "ask", "ask A B", "ask A B 3x", "ask A B 3♦ 4♦", "pass A", "pass A:B C", "claim A",
    "claim A mid-♦ A:2♦", "claim A low-♦ A2♦", "claim A low-♦ A:", "claim A low-♦ A:2♦,x", "bid A 3",
])
def test_malformed_actions(text: str) -> None:
    with pytest.raises(MalformedInput) as info:
        parse_action(text)
    assert info.value.code == "action-malformed" and info.value.params["text"] == text[:80]


def test_claim_order_is_canonical() -> None:
    a = Claim("A", LOW_D, tuple(zip(reversed(LOW_D.cards), "ACACAC")))
    b = Claim("A", LOW_D, tuple(zip(LOW_D.cards, "CACACA")))
    assert a == b and hash(a) == hash(b)


def test_position_round_trip_through_a_whole_game() -> None:
    state = play_out(new_game(rng=Rng(11)), Rng(11))
    data = position_to_json(state)
    assert set(data) == {"seats", "dealer", "hands", "actions"}
    again = position_from_json(loads(dumps(data)))
    assert again == state and again.log == state.log and again.history == state.history
    assert position_to_json(again) == data
    assert replay(restart(state), state.actions) == state


def test_set_up_position_round_trip() -> None:
    data: dict[str, Any] = {
        "seats": ["A", "B", "C", "D", "E", "F"],
        "dealer": "B",
        "turn": "A",
        "hands": {"A": "2♦ 3♦", "B": ["5♦", "6♦"], "C": "4♦", "D": "7♦"},
        "sets": [{"half": h, "claimer": c, "outcome": o} for h, c, o in (
            ("low-s", "B", "won"), ("high-s", "A", "won"), ("low-h", "C", "cancelled"),
            ("high-h", "D", "opponents"), ("high-d", "B", "won"), ("low-c", "E", "won"),
            ("high-c", "F", "won"))],
        "rules": {"misplaced_to_opponents": True},
        "actions": ["ask A B 5♦"],
    }
    state = position_from_json(data)
    assert state.scores == (3, 3) and state.hands[0] == parse_cards("2♦ 3♦ 5♦")
    out = position_to_json(state)
    assert out == {**data, "hands": {"A": "2♦ 3♦", "B": "5♦ 6♦", "C": "4♦", "D": "7♦", "E": "", "F": ""}}
    assert position_from_json(out) == state


def bad(data: dict[str, Any], code: str, field: str | None = None) -> None:
    with pytest.raises(MalformedInput) as info:
        position_from_json(data)
    assert info.value.code == code, info.value
    if field is not None:
        assert info.value.params.get("field") == field, info.value.params


BASE: dict[str, Any] = {
    "hands": {"A": "2♦ 3♦", "B": "5♦ 6♦", "C": "4♦", "D": "7♦"},
    "sets": [{"half": h, "claimer": "B", "outcome": "won"} for h in
             ("low-s", "high-s", "low-h", "high-h", "high-d", "low-c", "high-c")],
}


def with_(**changes: Any) -> dict[str, Any]:
    return {**BASE, **changes}


def test_the_base_position_is_valid() -> None:
    state = position_from_json(BASE)
    assert state.seats == ("A", "B", "C", "D", "E", "F") and state.seats[state.turn] == "A"


def test_malformed_positions_name_their_field() -> None:
    bad([], "field-wrong-type", "(position)")  # type: ignore[arg-type]
    bad(with_(colour="red"), "field-unknown", "colour")
    bad({"sets": BASE["sets"]}, "field-missing", "hands")
    bad(with_(seats=["A", "B", "C"]), "literature.seats-invalid", "seats")
    bad(with_(seats=["A", "A", "C", "D", "E", "F"]), "literature.seats-invalid", "seats")
    bad(with_(seats=["A", "B C", "C", "D", "E", "F"]), "literature.seats-invalid", "seats")
    bad(with_(seats="ABCDEF"), "field-wrong-type", "seats")
    bad(with_(rules={"players": 7}), "literature.players-invalid", "rules.players")
    bad(with_(rules={"colour": True}), "field-unknown", "rules.colour")
    bad(with_(rules=[]), "field-wrong-type", "rules")
    bad(with_(dealer="Z"), "literature.seat-unknown", "dealer")
    bad(with_(turn="Z"), "literature.seat-unknown", "turn")
    bad(with_(turn=3), "field-wrong-type", "turn")
    bad(with_(hands={**BASE["hands"], "Z": ""}), "literature.seat-unknown", "hands.Z")
    bad(with_(hands={**BASE["hands"], "A": 3}), "field-wrong-type", "hands.A")
    bad(with_(hands={**BASE["hands"], "A": "2♦ 3x"}), "card-malformed", "hands.A")
    bad(with_(hands={**BASE["hands"], "A": "2♦ 3♦ 8♦"}), "literature.card-not-in-deck", "hands.A")
    bad(with_(hands={**BASE["hands"], "A": "2♦ 3♦ 4♦"}), "literature.card-twice", "hands")
    bad(with_(hands={**BASE["hands"], "A": "2♦"}), "literature.cards-missing", "hands")
    bad(with_(hands={**BASE["hands"], "A": "2♦ 3♦ 9♦"}), "literature.card-in-resolved-set", "hands")
    bad(with_(sets=[*BASE["sets"], BASE["sets"][0]]), "literature.set-twice", "sets")
    bad(with_(sets=[{"half": "mid-s", "claimer": "B", "outcome": "won"}]), "literature.half-malformed",
        "sets[0].half")
    bad(with_(sets=[{"half": "low-s", "claimer": "B"}]), "field-missing", "sets[0].outcome")
    bad(with_(sets=[{"half": "low-s", "claimer": "B", "outcome": "lost"}]), "literature.outcome-unknown",
        "sets[0].outcome")
    bad(with_(sets=[{"half": "low-s", "claimer": "Z", "outcome": "won"}]), "literature.seat-unknown",
        "sets[0].claimer")
    bad(with_(sets=[{"half": "low-s", "claimer": "B", "outcome": "won", "x": 1}]), "field-unknown",
        "sets[0].x")
    bad(with_(sets={}), "field-wrong-type", "sets")
    bad(with_(actions=["ask A B"]), "action-malformed", "actions[0]")
    bad(with_(actions=[3]), "field-wrong-type", "actions[0]")
    bad(with_(actions=["ask A B 5♦", "ask A C 4♦"]), "literature.action-refused", "actions[1]")


def test_eight_player_position_round_trip() -> None:
    state = play_out(new_game(rules=Rules(players=8, pass_turn=True), rng=Rng(4)), Rng(4))
    data = position_to_json(state)
    assert data["rules"] == {"players": 8, "pass_turn": True} and len(data["seats"]) == 8
    assert position_from_json(loads(dumps(data))) == state
