"""Go Fish: action text forms and JSON positions (exact round trips, malformed input named)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.core.cards import Card, deck52, parse_cards
from engine.core.errors import MalformedInput
from engine.core.rng import Rng
from engine.core.serial import dumps, loads
from engine.gofish import (
    Ask,
    Phase,
    Rules,
    apply,
    memory_bot,
    new_game,
    parse_action,
    position_from_json,
    position_to_json,
    replay,
    set_up,
)


def test_action_text_forms() -> None:
    assert str(Ask("A", "B", 6)) == "ask A B 6"
    assert str(Ask("A", "B", 10)) == "ask A B 10"
    assert str(Ask("A", "B", 14)) == "ask A B A"
    assert parse_action("ask A B K") == Ask("A", "B", 13)
    assert parse_action("ask  A B  t") == Ask("A", "B", 10)
    assert parse_action("ask A B q") == Ask("A", "B", 12)


@pytest.mark.parametrize("text", ["", "ask", "ask A B", "ask A B 1", "ask A B 11", "ask A B 6 7", "draw",
                                  "draw A B", "Ask A B 6", "play A 6♣", "ask A B 6♣"])
def test_malformed_actions(text: str) -> None:
    with pytest.raises(MalformedInput) as err:
        parse_action(text)
    assert err.value.code == "action-malformed" and err.value.params["text"] == text


def test_ask_rejects_an_impossible_rank() -> None:
    with pytest.raises(MalformedInput) as err:
        Ask("A", "B", 1)
    assert err.value.code == "rank-malformed"


def roundtrip(state: Any) -> Any:
    return position_from_json(loads(dumps(position_to_json(state))))


def test_seeded_game_round_trips_at_every_step() -> None:
    state = new_game("ABC", Rules(continue_on_lucky_draw=True), Rng(11))
    rng = Rng(12)
    while not state.over:
        assert roundtrip(state) == state
        state = apply(state, memory_bot(state, rng))
    assert roundtrip(state) == state
    assert replay(state) == state


def test_json_format() -> None:
    a, b = "6♣ 6♦ 7♥ 2♣ 3♣ 4♣ 5♣", "6♥ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"
    state = apply(new_game("AB", hands={"A": a, "B": b}), Ask("A", "B", 6))
    data = position_to_json(state)
    assert data == {
        "seats": ["A", "B"], "dealer": "B", "hands": {"A": a, "B": b},
        "stock": " ".join(str(c) for c in deck52() if c not in parse_cards(a + " " + b)),
        "actions": ["ask A B 6"],
    }
    assert position_from_json(data) == state
    terse = {"seats": ["A", "B"], "hands": {"A": a, "B": b}, "actions": ["ask A B 6"]}
    assert position_from_json(terse) == state  # default stock: the cards left, in deck order
    assert position_from_json({**terse, "hands": {"A": a.split(), "B": b.split()}}) == state


def test_set_up_positions_round_trip() -> None:
    books = {"A": [2, 3], "C": [14]}
    state = set_up("ABC", Rules(pagat_ending=True), hands={"A": "7♥", "B": "K♣ K♦", "C": "7♠"},
                   books=books, dealer="C", turn="B")
    assert state.log[0].kind == "gofish.set-up" and state.turn == 1
    data = position_to_json(state)
    assert data["books"] == {"A": "2 3", "C": "A"} and data["turn"] == "B" and data["dealer"] == "C"
    assert "turn" not in position_to_json(set_up("AB", hands={"A": "7♥"}, turn="A"))
    assert data["rules"] == {"pagat_ending": True}
    assert roundtrip(state) == state
    played = apply(state, Ask("B", "A", 13))
    assert roundtrip(played) == played
    assert position_from_json({**data, "books": {"A": ["2", 3], "C": [14]}}) == state


def test_the_log_is_rebuilt_from_the_opening_and_actions() -> None:
    state = new_game("ABCD", rng=Rng(5))
    rng = Rng(6)
    for _ in range(25):
        state = apply(state, memory_bot(state, rng))
    rebuilt = roundtrip(state)
    assert rebuilt.log == state.log and rebuilt.actions == state.actions
    assert [str(a) for a in state.actions] == position_to_json(state)["actions"]
    assert state.phase in (Phase.ASK, Phase.DRAW)


GOOD: dict[str, Any] = {
    "seats": ["A", "B"], "hands": {"A": "6♣ 6♦ 7♥ 2♣ 3♣ 4♣ 5♣", "B": "6♥ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"},
    "actions": ["ask A B 6"],
}


@pytest.mark.parametrize(("mutate", "code", "where"), [
    (lambda d: d.pop("seats"), "field-missing", "seats"),
    (lambda d: d.pop("hands"), "field-missing", "hands"),
    (lambda d: d.update(seats="AB"), "field-wrong-type", "seats"),
    (lambda d: d.update(extra=1), "field-unknown", "extra"),
    (lambda d: d.update(rules={"pagat": True}), "field-unknown", "rules.pagat"),
    (lambda d: d.update(rules={"pagat_ending": "yes"}), "field-wrong-type", "rules.pagat_ending"),
    (lambda d: d["hands"].update(B=7), "field-wrong-type", "hands.B"),
    (lambda d: d["hands"].update(B="6♥ 6♠ X♣"), "card-malformed", "hands.B"),
    (lambda d: d["hands"].update(C="9♣"), "gofish.field-seat-unknown", "hands.C"),
    (lambda d: d.update(dealer="Z"), "gofish.field-seat-unknown", "dealer"),
    (lambda d: d.update(turn="Z"), "gofish.field-seat-unknown", "turn"),
    (lambda d: d.update(dealer=3), "field-wrong-type", "dealer"),
    (lambda d: d.update(stock="9♣ 9♣"), "gofish.card-twice", "stock"),
    (lambda d: d.update(stock="6♣"), "gofish.card-twice", "stock"),
    (lambda d: d.update(books={"B": "6"}), "gofish.card-twice", "books.B"),
    (lambda d: d.update(books={"B": "9 9"}), "gofish.book-twice", "books.B"),
    (lambda d: d.update(books={"B": "Z"}), "rank-malformed", "books.B"),
    (lambda d: d.update(books={"B": [True]}), "rank-malformed", "books.B"),
    (lambda d: d.update(books={"Q": "9"}), "gofish.field-seat-unknown", "books.Q"),
    (lambda d: d.update(actions="ask A B 6"), "field-wrong-type", "actions"),
    (lambda d: d.update(actions=[6]), "field-wrong-type", "actions[0]"),
    (lambda d: d.update(actions=["ask A B 6", "fish"]), "action-malformed", "actions[1]"),
    (lambda d: d.update(actions=["ask A B 6", "ask A B 6"]), "gofish.action-refused", "actions[1]"),
])
def test_malformed_positions_name_the_field(mutate: Any, code: str, where: str) -> None:
    data = copy.deepcopy(GOOD)
    mutate(data)
    with pytest.raises(MalformedInput) as err:
        position_from_json(data)
    assert err.value.code == code
    assert err.value.params["field"] == where


def test_missing_cards_and_bad_seats() -> None:
    with pytest.raises(MalformedInput) as err:
        position_from_json({**GOOD, "stock": "9♣"})
    assert err.value.code == "gofish.card-missing" and err.value.params["count"] == 37
    for seats in (["A"], ["A", "B", "C", "D", "E", "F"]):
        with pytest.raises(MalformedInput) as err:
            position_from_json({**GOOD, "seats": seats, "actions": []})
        assert err.value.code in ("value-out-of-range", "gofish.field-seat-unknown")
    with pytest.raises(MalformedInput) as err:
        position_from_json({**GOOD, "seats": ["A", "A"]})
    assert err.value.code == "gofish.seats-invalid"
    with pytest.raises(MalformedInput) as err:
        position_from_json([])  # type: ignore[arg-type]
    assert err.value.code == "field-wrong-type"


def test_refused_action_in_a_position_names_the_rule() -> None:
    with pytest.raises(MalformedInput) as err:
        position_from_json({**GOOD, "actions": ["ask B A K"]})
    refusal = {"action": "ask B A K", "field": "actions[0]", "refusal": "gofish.not-your-turn"}
    assert err.value.params == refusal


def test_cards_in_ascii_are_read() -> None:
    data = {**GOOD, "hands": {"A": "6c 6d 7h 2c 3c 4c 5c", "B": "6h 6s Kc 2d 3d 4d 5d"}}
    assert position_from_json(data) == position_from_json(GOOD)
    assert Card.parse("6c") in position_from_json(data).start.hands[0]
