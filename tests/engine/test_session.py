"""The play session behind every live widget (the workbench operations), as the Go Fish game against
the computer uses it: seat A's view of a seeded deal, moves sent as structured data, the bots' moves
one at a time, refusals that change nothing, and a whole game equal to the engine's own."""

from __future__ import annotations

import json

import pytest

from engine.bridge import handle
from engine.core.cards import Card, rank_name
from engine.core.errors import Violation
from engine.core.messages import describe, narrate
from engine.core.rng import Rng
from engine.driver import bot_rng
from engine.gofish import Ask, Rules, apply, legal_actions, memory_bot, new_game, view
from engine.gofish.adapter import ADAPTER
from engine.present.cards import card_name

LANGS = ("fr", "es")


def call(op: str, lang: str = "fr", **request) -> dict:
    return json.loads(handle(json.dumps({"op": op, "lang": lang, **request})))


def ok(op: str, lang: str = "fr", **request) -> dict:
    reply = call(op, lang, **request)
    assert reply["ok"], reply
    return reply["result"]


def game(seed: int = 5, players: int = 3, line: list[str] | None = None, **extra) -> dict:
    return {"game": "go-fish", "players": players, "seed": seed, "rules": {}, "line": line or [], **extra}


@pytest.mark.parametrize("lang", LANGS)
def test_a_seat_sees_the_seeded_deal_its_own_cards_by_name_and_no_other(lang: str) -> None:
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    shown = ok("workbench.view", lang, **game(view="B"))
    assert shown["table_view"] == "seat" and shown["turn"] == state.seats[state.turn] and not shown["over"]
    text = json.dumps(shown["table"], ensure_ascii=False)
    assert all(card_name(c, lang) in text for c in state.hands[1])
    assert not any(card_name(c, lang) in text for c in state.hands[0] + state.hands[2])
    assert shown["steps"][0]["lines"] == [narrate(e, lang) for e in state.log]
    if state.seats[state.turn] != "B":
        assert shown["legal"] == [] and shown["legal_hidden"]


def test_the_legal_moves_come_as_structured_data() -> None:
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    shown = ok("workbench.view", **game())
    assert [item["action"] for item in shown["legal"]] == [str(a) for a in legal_actions(state)]
    first = legal_actions(state)[0]
    assert shown["legal"][0]["move"] == {"kind": "ask", "seat": first.seat, "target": first.target,
                                         "rank": rank_name(first.rank)}


def test_a_move_sent_as_data_is_played_and_narrated() -> None:
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    action = legal_actions(state)[0]
    after = apply(state, action)
    move = {"kind": "ask", "seat": action.seat, "target": action.target, "rank": rank_name(action.rank)}
    played = ok("workbench.play", "es", **game(steps_from=1), move=move)
    assert played["accepted"] and played["action"] == str(action) and played["refused"] == []
    assert played["view"]["line"] == [str(action)]
    expected = [narrate(e, "es") for e in after.log[len(state.log):]]
    assert [step["lines"] for step in played["view"]["steps"]] == [expected]


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_move_changes_nothing_and_says_why(lang: str) -> None:
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    mover = state.seats[state.turn]
    target = next(s for s in state.seats if s != mover)
    rank = next(r for r in range(2, 15) if not state.holds(state.turn, r))
    reply = ok("workbench.play", lang, **game(),
               move={"kind": "ask", "seat": mover, "target": target, "rank": rank_name(rank)})
    assert reply["accepted"] is False and "view" not in reply
    reason = Violation.of("gofish.rank-not-held", seat=mover, rank=rank_name(rank))
    assert reply["refused"] == [describe(reason, lang)]
    assert reply["attempt"] == narrate(ADAPTER.action_event(Ask(mover, target, rank)), lang)


@pytest.mark.parametrize(("move", "code"), [
    ({"kind": "fly", "seat": "A"}, "move-malformed"),
    ({"kind": "ask", "seat": "A", "target": "B"}, "move-malformed"),
    ({"kind": "ask", "seat": "A", "target": "B", "rank": "Z"}, "rank-malformed"),
    ({"kind": "ask", "seat": "A", "target": "B", "rank": 7}, "move-malformed"),
    ({"kind": "draw", "seat": ["A"]}, "move-malformed"),
    ("ask A B 7", "move-malformed"),
])
def test_malformed_moves_are_refused_with_a_message_in_each_language(move, code: str) -> None:
    messages = []
    for lang in LANGS:
        reply = call("workbench.play", lang, **game(), move=move)
        assert reply["ok"] is False and reply["error"]["code"] == code, reply
        messages.append(reply["error"]["message"])
    assert messages[0] != messages[1] and all("{" not in m for m in messages)


def test_hidden_draws_stay_hidden_from_the_other_seats() -> None:
    """Another seat's draw after “Go fish!” is never named to seat A, unless the rules show it to all
    (a drawn card of the rank asked for)."""
    moves = ok("workbench.bots", **game(), mode="end")["actions"]
    seen = ok("workbench.view", **game(line=moves, view="A"))["steps"]
    full = ok("workbench.view", **game(line=moves))["steps"]
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    hidden = 0
    for i, text in enumerate(moves, start=1):
        before = len(state.log)
        state = ADAPTER.play(state, ADAPTER.parse_action(text))
        for event in state.log[before:]:
            if event.kind != "gofish.drew" or event.args["seat"] == "A":
                continue
            card = Card.parse(event.args["card"])
            names = (str(card), card_name(card, "fr"))
            if not any(n in " ".join(full[i]["lines"]) for n in names):
                hidden += 1
                assert not any(n in " ".join(seen[i]["lines"]) for n in names)
    assert hidden


@pytest.mark.parametrize(("seed", "players"), [(5, 3), (11, 2), (2024, 5)])
def test_a_whole_game_seen_from_seat_a_equals_the_engine(seed: int, players: int) -> None:
    state = new_game(tuple("ABCDE"[:players]), Rules(), Rng(seed))
    line: list[str] = []
    shown = ok("workbench.view", "es", **game(seed, players, view="A"))
    for _ in range(1000):
        if shown["over"]:
            break
        if shown["turn"] == "A":
            action = ADAPTER.parse_action(shown["legal"][0]["action"])
            move = shown["legal"][0]["move"]
            shown = ok("workbench.play", "es", **game(seed, players, line, view="A"), move=move)["view"]
        else:
            assert shown["legal"] == []  # the reader is not offered the bots' moves
            action = memory_bot(view(state, state.seats[state.turn]), bot_rng(seed, len(state.actions)))
            request = game(seed, players, line, view="A")
            shown = ok("workbench.bots", "es", **request, mode="one", show=True)["view"]
        state = apply(state, action)
        line = shown["line"]
        assert line == [str(a) for a in state.actions]
    assert state.over and shown["over"] and shown["turn"] is None and shown["legal"] == []
    assert shown["result"]["winners"] == list(state.winners())
    assert sum(len(b) for b in shown["result"]["books"].values()) == 13
    assert shown["last"][-1] == narrate(state.log[-1], "es")  # the result, last


def test_no_move_once_the_game_is_over() -> None:
    moves = ok("workbench.bots", **game(11, 2), mode="end")["actions"]
    for lang in LANGS:
        end = ok("workbench.bots", lang, **game(11, 2, moves), mode="one")
        assert end["actions"] == [] and end["over"]
        tried = ok("workbench.play", lang, **game(11, 2, moves), action="draw A")
        assert tried["accepted"] is False
        assert tried["refused"] == [describe(Violation.of("play.game-over"), lang)]
