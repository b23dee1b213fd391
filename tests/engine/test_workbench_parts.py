"""Views on demand and one round trip per click (issue 26): a request names the heavy parts of the view
it reads (``parts``); ``workbench.play`` with ``then`` plays the computer's moves after the reader's.
Without ``parts`` a reply is the one pages got before (hashes recorded then, by
``tests/fixtures/record_before.py``; the hashes recorded again for the compact render trees and the
cards drawn as images without ``aria-hidden`` children; and for the computer's move explained
(``explain``), which now tells of the mover in the third person: "Félix sabe que…", not "sabes que…";
and for Literature's deduction, which tells of the seat's own cards as of its other facts: "Félix a le
10 de carreau", not "Vous avez…"; and for the possible holders of a card, named ("Ana · Bruno"), not
lettered ("A · B"); and for Go Fish's ranks a seat surely holds, in words ("tres, siete y nueve"), not
rank letters ("3 7 9", "K").
Those are the only changes since: the replies read back in the keyed form of the trees matched the
first recording before that)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine.bridge import handle
from engine.core.serial import dumps
from engine.games import load_all
from engine.present.wire import unpack
from engine.workbench.view import PARTS

load_all()
REPLIES = json.loads((Path(__file__).parents[1] / "fixtures" / "workbench_replies.json").read_text())
SMALL = ("game", "seats", "players", "seed", "rules", "setup", "line", "at", "size", "turn", "over",
         "legal_hidden", "table_view", "view", "training", "panel_seat", "steps_from")
GAMES = (("literature", 6), ("kachuful", 4), ("go-fish", 3))


def ask(op: str, lang: str = "fr", **request: Any) -> dict[str, Any]:
    reply: dict[str, Any] = unpack(json.loads(handle(json.dumps({"op": op, "lang": lang, **request}))))
    return reply


def result(op: str, **request: Any) -> Any:
    reply = ask(op, **request)
    assert reply["ok"], reply
    return reply["result"]


def base(game: str, players: int) -> dict[str, Any]:
    return {"game": game, "players": players, "seed": 9, "rules": {}}


@pytest.mark.parametrize("recorded", REPLIES, ids=lambda r: f"{r['request']['game']}-{r['request']['op']}")
def test_without_parts_the_reply_is_the_one_pages_got_before(recorded: dict[str, Any]) -> None:
    """The reply, its card nodes expanded (as render.js expands them), is the very one pages got before
    the short forms; the reply as sent is shorter wherever it holds cards."""
    text = handle(json.dumps({"lang": "fr", **recorded["request"]}))
    whole = dumps(unpack(json.loads(text)))
    assert hashlib.sha256(whole.encode()).hexdigest() == recorded["sha256"]
    assert len(text) < len(whole) or '"data-card"' not in whole



@pytest.mark.parametrize(("game", "players"), GAMES)
def test_each_part_alone_is_the_full_views_part_and_nothing_else(game: str, players: int) -> None:
    start = base(game, players)
    line = result("workbench.bots", **start, mode="end")["actions"][:15]
    request = {**start, "line": line, "at": 12, "view": None, "panel": "B", "steps_from": 4}
    full = result("workbench.view", **request)
    assert set(full) == {*SMALL, *PARTS}
    for part in PARTS:
        alone = result("workbench.view", **request, parts=[part])
        assert list(alone) == [key for key in full if key in SMALL or key == part]
        assert alone == {key: full[key] for key in alone}
    none = result("workbench.view", **request, parts=[])
    assert list(none) == [key for key in full if key in SMALL]
    two = result("workbench.view", **request, parts=["legal", "table"])
    assert set(two) == {*SMALL, "legal", "table"}
    # the legal moves in their structured form alone: the same moves, in the same order, nothing else
    moves = result("workbench.view", **request, parts=["moves"])
    assert set(moves) == {*SMALL, "moves"} and full["legal"]
    assert moves["moves"] == [item["move"] for item in full["legal"]]
    other = "A" if full["turn"] != "A" else "B"
    hidden = result("workbench.view", **{**request, "view": other}, parts=["moves"])
    assert hidden["legal_hidden"] and hidden["moves"] == []


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_play_then_is_play_followed_by_bots(game: str, players: int) -> None:
    start = base(game, players)
    whole = result("workbench.bots", **start, mode="end")["actions"]
    for i in range(3, len(whole)):  # a move of A's after which the computer is to play
        turns = [result("workbench.view", **start, line=whole[:j], parts=[])["turn"] for j in (i, i + 1)]
        if turns[0] == "A" and turns[1] not in (None, "A"):
            break
    line = whole[:i]
    at = {**start, "line": line, "view": "A", "parts": ["table", "legal", "last"]}
    offered = result("workbench.view", **at)
    move = next(m["move"] for m in offered["legal"] if m["action"] == whole[i])
    played = result("workbench.play", **at, move=move)
    others = [s for s in offered["seats"] if s != "A"]
    then = {"mode": "auto", "bots": others, "levels": {others[0]: next(iter(_levels(game)))}, "explain": True}
    once = result("workbench.play", **at, move=move, then=then)
    after = {**at, "line": line + [played["action"]]}
    bots = result("workbench.bots", **after, **then, show=True)
    assert once["accepted"] and once["action"] == played["action"]
    assert once["computer"] == {k: bots[k] for k in ("actions", "over", "why")}
    assert once["computer"]["actions"]  # the computer did play
    assert once["view"] == bots["view"]
    assert set(once["view"]) == {*SMALL, "table", "legal", "last"}
    assert once["view"]["line"] == line + [played["action"], *once["computer"]["actions"]]
    quiet = result("workbench.play", **at, move=move, then={"mode": "one"})
    assert list(quiet["computer"]) == ["actions", "over"] and len(quiet["computer"]["actions"]) == 1


def _levels(game: str) -> dict[str, Any]:
    from engine.games import spec

    return dict(spec(game).bots)


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_refused_move_with_then_is_the_reply_of_today(game: str, players: int) -> None:
    start = {**base(game, players), "line": []}
    refused = result("workbench.play", **start, action="nonsense at all", then={"mode": "end"})
    assert refused == result("workbench.play", **start, action="nonsense at all")
    assert refused["accepted"] is False and "computer" not in refused and "view" not in refused


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_bad_parts_and_then_are_refused_with_a_message(lang: str) -> None:
    start = {**base("kachuful", 4), "line": []}
    for op, extra in (("workbench.view", {}), ("workbench.play", {"action": "bid B 1"}),
                      ("workbench.bots", {"mode": "one", "show": True})):
        reply = ask(op, lang, **start, **extra, parts=["table", "hands"])
        assert reply["ok"] is False and reply["error"]["code"] == "workbench.part-unknown"
        assert "hands" in reply["error"]["message"] and "is not a part" not in reply["error"]["message"]
        wrong = ask(op, lang, **start, **extra, parts="table")
        assert wrong["error"]["code"] == "field-wrong-type"
    for then in ({"mode": "never"}, {"mode": "one", "bots": ["Z"]}, "computer",
                 {"mode": "one", "levels": {"B": "genius"}}):
        reply = ask("workbench.play", lang, **start, action="bid B 1", then=then)
        assert reply["ok"] is False, then


def test_callers_cannot_change_each_others_moves() -> None:
    from engine.workbench.view import _move

    one = _move("kachuful", _first_move(), "fr")
    one["label"] = "changed"
    one["move"]["kind"] = "changed"
    two = _move("kachuful", _first_move(), "fr")
    assert two["label"] != "changed" and two["move"]["kind"] != "changed"


def _first_move() -> Any:
    from engine.workbench import Config, replay

    return replay(Config("kachuful", 4, 9, {}, ()), "fr").choices(0)[0]


def test_the_panel_comes_with_its_chances_when_they_are_quick_to_count() -> None:
    """``chances``: the panel sent with them is the very panel ``workbench.chances`` sends; when they are
    not quick to count, the reply says "pending" and has no panel (the chances bring it)."""
    start = base("literature", 6)
    line = result("workbench.bots", **start, mode="end")["actions"][:40]
    seen = set()
    for at in range(0, 40, 3):
        request = {**start, "line": line, "at": at, "view": None}
        view = result("workbench.view", **request, parts=["panel", "chances"])
        after = result("workbench.chances", **request, panel=view["panel_seat"])
        assert view["chances"] in ("ready", "pending")
        assert view["panel"] == after["panel"] if view["chances"] == "ready" else view["panel"] is None, at
        seen.add(view["chances"])
    assert seen == {"ready", "pending"}
    assert result("workbench.view", **start, line=line, at=5, parts=["chances"])["chances"] is None
    assert "chances" not in result("workbench.view", **start, line=line, at=5, parts=["panel"])
    other = result("workbench.view", **base("kachuful", 4), line=[], at=0, parts=["panel", "chances"])
    assert other["chances"] is None


def _cells(node: Any, tag: str) -> list[Any]:
    if not isinstance(node, list) or not node or not isinstance(node[0], str):
        return []
    found = [node] if node[0] == tag else []
    return found + [cell for child in node[1:] for cell in _cells(child, tag)]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_chances_name_the_seats_and_group_the_deals(lang: str) -> None:
    """Each holder by their name with a chance ("Ana 16 %"): a seat's letter beside a card would read as
    a rank ("A 16 %", an ace?). The number of deals in groups of three digits."""
    start = base("literature", 6)
    line = result("workbench.bots", **start, mode="end")["actions"][:12]
    panel = result("workbench.chances", lang=lang, **start, line=line, at=12, panel="A")["panel"]
    holders = [c[-1] for c in _cells(panel, "td")]
    assert holders
    name = r"(Ana|Bruno|Carmen|David|Elena|Félix) \d+\u00a0%"
    assert all(re.fullmatch(f"{name}( · {name})*", text) for text in holders), holders
    note = next(p[-1] for p in _cells(panel, "p") if "workbench-note" in str(p[1]))
    assert re.search(r"\d{1,3}(\u202f\d{3})+ ", note), note
