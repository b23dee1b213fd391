"""Go Fish for the shared machinery: the adapter, its checks, scenarios and the message registry."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import MalformedInput, Violation
from engine.core.messages import describe, describe_error, message_id
from engine.core.rng import Rng
from engine.games import adapter
from engine.gofish import Ask, Draw, State, new_game, position_to_json, set_up
from engine.gofish.adapter import ADAPTER
from engine.gofish.messages import EVENTS, MALFORMED, MESSAGES, NEWS, REASONS, REFUSALS, REVIEW
from engine.present.tree import attrs_of, tag_of
from engine.scenario import parse_scenario, replay

PACKAGE = Path(__file__).resolve().parents[2] / "engine" / "gofish"
HANDS = {"A": "6♣ 6♦ 7♥ 2♣ 3♣ 4♣ 5♣", "B": "6♥ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"}
POSITION: dict[str, Any] = {"seats": ["A", "B"], "hands": HANDS}


def test_registered_under_its_page_name() -> None:
    assert adapter("go-fish") is ADAPTER and ADAPTER.name == "go-fish"


def test_adapter_protocol() -> None:
    state = ADAPTER.position_from_json(POSITION)
    assert ADAPTER.position_from_json(ADAPTER.position_to_json(state)) == state
    action = ADAPTER.parse_action("ask A B 6")
    assert action == Ask("A", "B", 6) and ADAPTER.explain(state, action) == ()
    assert action in ADAPTER.legal_actions(state)
    after = ADAPTER.apply(state, action)
    assert ADAPTER.events(after) == after.log and len(after.log) > len(state.log)
    assert ADAPTER.action_event(Ask("A", "B", 6)).args == {"seat": "A", "target": "B", "rank": "6"}
    assert ADAPTER.action_event(Draw("A")).kind == "gofish.drew"
    with pytest.raises(MalformedInput) as info:
        ADAPTER.parse_action("fish")
    assert info.value.code == "action-malformed"
    tree = ADAPTER.present(state, "fr")
    assert tag_of(tree) == "div" and "gofish-table" in attrs_of(tree)["class"]


def check(name: str, state: State, value: Any) -> str | None:
    return ADAPTER.checks[name](state, value)


def test_checks_on_the_worked_example() -> None:
    state = ADAPTER.apply(ADAPTER.position_from_json(POSITION), Ask("A", "B", 6))
    assert check("books", state, {"A": ["6"], "B": []}) is None
    assert check("books", state, {"A": "6", "B": 0}) is None
    assert check("books", state, {"A": [6]}) is None
    assert check("books", state, {"A": 1}) is None
    assert check("books", state, {"B": ["6"]}) == "B: books is [], expected ['6']"
    assert check("hand", state, {"A": "7♥ 2♣ 3♣ 4♣ 5♣", "B": 5}) is None
    assert check("hand", state, {"A": ["5♣", "4♣", "3♣", "2♣", "7♥"]}) is None
    assert check("hand", ADAPTER.position_from_json(POSITION), {"B": "6♠ 6♥ K♣ 2♦ 3♦ 4♦ 5♦"}) is None
    assert check("hand", ADAPTER.position_from_json(POSITION), {"B": "6♥ 6♠ K♣ 2♦ 3♦ 4♦ 5♦"}) is None
    assert "A: the hand is" in str(check("hand", state, {"A": "7♥"}))
    assert check("turn", state, "A") is None and check("turn", state, "B") == "turn is 'A', expected 'B'"
    assert check("phase", state, "ask") is None
    assert check("stock", state, 38) is None
    assert check("can_ask", state, "A 7") is None
    assert check("can_ask", state, ["A 7", "A 2"]) is None
    assert check("cannot_ask", state, "A 6") is None
    assert check("cannot_ask", state, ["A 6", "B K", "A 9"]) is None
    assert "rank-booked" in str(check("can_ask", state, "A 6"))
    assert check("cannot_ask", state, "A 7") == "A may ask for rank 7"
    assert check("legal", state, [f"ask A B {r}" for r in ("2", "3", "4", "5", "7")]) is None
    assert check("out", state, []) is None
    assert check("winners", state, "A") == "the game is not over"


def finished() -> State:
    """A game won by A, 7 books to 6."""
    books = {"A": [2, 3, 4, 5, 6, 7], "B": [8, 9, 10, 11, 12, 14]}
    return ADAPTER.apply(set_up("AB", hands={"A": "K♣ K♦", "B": "K♥ K♠"}, books=books), Ask("A", "B", 13))


def test_checks_at_the_end() -> None:
    over = finished()
    assert check("winners", over, ["A"]) is None and check("winners", over, "A") is None
    assert check("winners", over, "B") is not None
    assert check("phase", over, "game-over") is None
    assert check("books", over, {"A": 7, "B": 6}) is None
    assert check("legal", over, []) is None


@pytest.mark.parametrize(("name", "value"), [
    ("books", "A 6"), ("books", {"Z": 1}), ("books", {"A": ["X"]}), ("hand", {"A": "7♥ X"}),
    ("hand", {"A": {"x": 1}}), ("can_ask", "A"), ("can_ask", 7), ("cannot_ask", ["A 6 7"]),
    ("legal", "ask A B 6"), ("legal", ["fish"]), ("out", 3), ("winners", {"A": 1}),
])
def test_unreadable_expectations_are_reported(name: str, value: Any) -> None:
    state = ADAPTER.position_from_json(POSITION)
    if name == "winners":
        state = finished()
    problem = check(name, state, value)
    assert problem and problem.startswith(f"{name}: cannot read")


def test_worked_example_as_a_scenario() -> None:
    raw = {
        "game": "go-fish", "title": "t", "position": POSITION,
        "steps": [
            {"expect": {"turn": "A", "can_ask": "A 6", "hand": {"A": 7, "B": 7}}},
            {"action": "ask A B 6", "expect": {"books": {"A": ["6"]}, "hand": {"B": "K♣ 2♦ 3♦ 4♦ 5♦"},
                                                "can_ask": "A 7", "cannot_ask": "A 6", "turn": "A"}},
            {"action": "ask A B 6", "expect": {"refused": "gofish.rank-booked"}},
            {"action": "draw A", "expect": {"refused": "gofish.draw-not-due"}},
            {"action": "ask A B 7"},
            {"action": "draw A", "expect": {"turn": "B", "phase": "ask", "stock": 37}},
        ],
    }
    frames = replay(parse_scenario(raw, "go-fish/worked-example"))
    assert [f.refusal[0].code for f in frames if f.refusal] == ["gofish.rank-booked", "gofish.draw-not-due"]
    assert [e.kind for e in frames[1].events] == ["gofish.asked", "gofish.gave", "gofish.book"]
    assert [e.kind for e in frames[4].events] == ["gofish.asked", "gofish.go-fish"]


def _source_codes() -> set[str]:
    found: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        if path.name != "messages.py":
            found |= set(re.findall(r'"(gofish\.[a-z-]+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_code_and_event_kind_is_registered_and_used() -> None:
    used = _source_codes()
    assert used == set(MESSAGES)
    groups = (REFUSALS, MALFORMED, EVENTS, REASONS, REVIEW, NEWS)
    assert set(MESSAGES) == set().union(*groups)
    assert len(MESSAGES) == sum(len(group) for group in groups)  # no code is in two groups
    for code in used:
        assert message_id(code) == MESSAGES[code]


def test_refusals_render_with_their_parameters() -> None:
    state = set_up("ABC", hands={"A": "7♥ 8♣", "B": "K♣"}, books={"B": [6]})
    fishing = ADAPTER.apply(state, Ask("A", "B", 7))
    over = finished()
    cases = [
        (state, Ask("Z", "B", 7)), (state, Ask("A", "A", 7)), (state, Ask("A", "C", 7)),
        (state, Ask("A", "B", 9)), (state, Ask("A", "B", 6)), (state, Ask("B", "A", 13)),
        (state, Draw("A")), (fishing, Ask("A", "B", 8)), (over, Draw("A")),
    ]
    seen: set[str] = set()
    for position, action in cases:
        for violation in ADAPTER.explain(position, action):
            seen.add(violation.code)
            for lang in ("fr", "es"):
                assert "{" not in describe(violation, lang)
    assert seen == set(REFUSALS)
    assert describe(Violation.of("gofish.rank-booked", rank="6", owner="B"), "fr")


def test_malformed_inputs_render() -> None:
    errors: list[MalformedInput] = []
    attempts = [
        lambda: new_game(["A", "A"], rng=Rng(1)),
        lambda: new_game("AB", hands={"A": "2♣"}),
        lambda: new_game("AB", hands={"A": HANDS["A"], "Q": HANDS["B"]}),
        lambda: set_up("AB", hands={"A": "2♣ 2♣"}),
        lambda: set_up("AB", hands={"A": "2♣"}, stock="3♣"),
        lambda: set_up("AB", hands={"A": "2♣"}, books={"A": [5, 5]}),
        lambda: ADAPTER.position_from_json({**POSITION, "actions": ["ask B A 6"]}),
    ]
    for attempt in attempts:
        with pytest.raises(MalformedInput) as err:
            attempt()
        errors.append(err.value)
    with pytest.raises(MalformedInput) as err:
        from engine.gofish import next_game

        next_game(new_game("AB", rng=Rng(2)), Rng(3))
    errors.append(err.value)
    assert {e.code for e in errors} == set(MALFORMED)
    for error in errors:
        for lang in ("fr", "es"):
            assert "{" not in describe_error(error, lang)


def test_position_json_is_plain() -> None:
    from engine.core.serial import dumps

    assert dumps(position_to_json(new_game("ABCDE", rng=Rng(9))))
