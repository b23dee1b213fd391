"""The tests' own game (tests/games/highcard.py), registered from outside engine/, plays through the
bridge and the play session (the workbench operations) exactly like the site's games."""

from __future__ import annotations

import json

import pytest

from engine.bridge import handle
from engine.games import names, spec

LANGS = ("fr", "es")


def call(op: str, lang: str, **request) -> dict:
    return json.loads(handle(json.dumps({"op": op, "lang": lang, **request})))


def test_registered_beside_the_site_games() -> None:
    assert "highcard" in names() and spec("highcard").name == "highcard"
    assert "highcard" in call("hello", "fr")["result"]["games"]


@pytest.mark.parametrize("lang", LANGS)
def test_seat_a_plays_it_to_the_end_against_the_bots(lang: str) -> None:
    base = {"game": "highcard", "players": 3, "seed": 4, "rules": {}, "view": "A"}
    shown = call("workbench.view", lang, **base, line=[])["result"]
    assert shown["turn"] == "A" and len(shown["legal"]) == 3 and shown["table_view"] == "seat"
    refused = call("workbench.play", lang, **base, line=[], move={"kind": "play", "seat": "B", "card": "9♠"})
    assert refused["result"]["accepted"] is False and refused["result"]["refused"]
    while not shown["over"]:
        line = shown["line"]
        if shown["turn"] == "A":
            move = shown["legal"][0]["move"]
            shown = call("workbench.play", lang, **base, line=line, move=move)["result"]["view"]
        else:
            shown = call("workbench.bots", lang, **base, line=line, mode="one", show=True)["result"]["view"]
    assert shown["result"]["winners"] and len(shown["line"]) == 9


@pytest.mark.parametrize("lang", LANGS)
def test_a_workbench_session(lang: str) -> None:
    base = {"game": "highcard", "players": 2, "seed": 7, "rules": {}}
    view = call("workbench.view", lang, **base, line=[])["result"]
    assert view["turn"] == "A" and len(view["legal"]) == 3
    move = view["legal"][0]["action"]
    played = call("workbench.play", lang, **base, line=[], action=move)["result"]
    assert played["accepted"] and played["view"]["line"] == [move] and played["view"]["turn"] == "B"
    bad = call("workbench.play", lang, **base, line=[move], action=move)["result"]
    assert bad["accepted"] is False and bad["refused"]
    end = call("workbench.bots", lang, **base, line=[move], mode="end", show=True)["result"]
    assert end["over"] and end["view"]["result"]["winners"]
    line = [move, *end["actions"]]
    compared = call("workbench.compare", lang, **base, line=line, at=len(line))
    assert compared["ok"] and compared["result"]["switch"] == "lowest_wins"
    link = call("workbench.link", lang, game="highcard", fragment=end["view"]["link"])
    assert link["ok"] and link["result"]["line"] == line


def test_an_unknown_game_is_refused_not_answered_by_another() -> None:
    for op in ("workbench.view", "workbench.bots", "workbench.compare"):
        reply = call(op, "es", game="chess", players=2, seed=1, rules={}, line=[])
        assert reply["ok"] is False and reply["error"]["code"] == "game-unknown"
