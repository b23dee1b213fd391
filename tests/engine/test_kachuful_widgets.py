"""Kachuful's widgets on the engine side: the bridge operations and the build-time shortcodes."""

from __future__ import annotations

import html
import json
import re

import pytest

from engine.bridge import handle
from engine.core.errors import MalformedInput
from engine.core.spec import seat_names
from engine.kachuful.bots import play_program
from engine.kachuful.rules import Rules
from engine.ops import OPS, SHORTCODES
from engine.present.tree import to_html


def call(request: dict) -> dict:
    return json.loads(handle(json.dumps(request)))


def rows(tree: dict) -> int:
    return len(re.findall(r'<tr[^>]* data-deal="', to_html(tree)))


@pytest.mark.parametrize(("players", "deals"), [(3, 33), (4, 25), (5, 19), (6, 15), (7, 13)])
def test_program_op(players: int, deals: int) -> None:
    reply = call({"op": "kachuful.program", "players": players, "lang": "es"})
    assert reply["ok"] and reply["result"]["deals"] == deals
    assert rows(reply["result"]["body"]) == deals
    short = call({"op": "kachuful.program", "players": players, "rules": {"short_program": True}})
    assert short["result"]["deals"] == 52 // players


def test_program_table_in_each_language() -> None:
    fr = to_html(call({"op": "kachuful.program", "lang": "fr"})["result"]["body"])
    es = to_html(call({"op": "kachuful.program", "lang": "es"})["result"]["body"])
    assert fr != es and 'data-deals="25"' in fr
    assert "pique" in fr and "picas" in es  # the trump's name in the reader's language
    # deal 13 is the pivot (one card, spades), deal 14 goes on with diamonds, dealer B
    assert re.search(r'<tr class="is-pivot" data-deal="13"><th scope="row">13</th><td>1</td>', fr)
    assert re.search(r'data-deal="14">.*?data-trump="diamonds".*?<td>Bruno</td>', fr)  # seat B by its name


@pytest.mark.parametrize(("request_", "code"), [
    ({"op": "kachuful.program", "players": 2}, "value-out-of-range"),
    ({"op": "kachuful.program", "players": "4"}, "field-wrong-type"),
    ({"op": "kachuful.program", "rules": {"jokers": True}}, "field-unknown"),
    ({"op": "kachuful.bot-program", "players": 8, "seed": 1}, "value-out-of-range"),
    ({"op": "kachuful.bot-program", "players": 4, "seed": -1}, "value-out-of-range"),
    ({"op": "kachuful.bot-program", "players": 4, "seed": 10**12}, "value-out-of-range"),
    ({"op": "kachuful.bot-program", "players": 4, "seed": 1.5}, "field-wrong-type"),
    ({"op": "kachuful.bot-program", "rules": {"miss_penalty": "yes"}}, "field-wrong-type"),
])
def test_bad_requests(request_: dict, code: str) -> None:
    reply = call({**request_, "lang": "es"})
    assert reply["ok"] is False and reply["error"]["code"] == code and "{" not in reply["error"]["message"]


@pytest.mark.parametrize(("players", "seed", "rules"), [
    (4, 1, {}), (5, 2024, {"per_trick_scoring": True}), (7, 5, {"dealer_restriction": False}),
])
def test_bot_program_op_matches_play_program(players: int, seed: int, rules: dict) -> None:
    result = call({"op": "kachuful.bot-program", "players": players, "seed": seed, "rules": rules,
                   "lang": "fr"})["result"]
    state = play_program(seat_names(players), Rules.from_json(rules), seed)
    assert result["totals"] == list(state.totals)
    assert result["running"][-1] == list(state.totals) and len(result["running"]) == len(state.sheet)
    assert result["deals"] == list(range(1, len(state.sheet) + 1))
    body = to_html(result["body"])
    finals = re.search(r'<tr class="final-totals">(.*?)</tr>', body).group(1)
    assert [int(v) for v in re.findall(r'data-total="(-?\d+)"', finals)] == list(state.totals)
    assert f'data-seed="{seed}"' in body


def test_shortcodes_render_complete_widgets() -> None:
    page = SHORTCODES["kachuful-program"]([], "fr")
    assert 'data-widget="kachuful-program"' in page and page.count('data-deal="') == 25
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
    assert config == {"players": 4, "counts": [3, 4, 5, 6, 7], "rules": {},
                      "count_labels": ["3 joueurs", "4 joueurs", "5 joueurs", "6 joueurs", "7 joueurs"]}
    short = SHORTCODES["kachuful-program"](["short_program", "players=5"], "es")
    assert short.count('data-deal="') == 10
    game = SHORTCODES["kachuful-game"](["seed=42", "players=6"], "es")
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', game).group(1)))
    assert config["seed"] == 42 and config["players"] == 6
    assert config["running"][-1] == list(play_program(seat_names(6), Rules(), 42).totals)
    for key in ("players", "seed", "play", "chart", "axis-deal", "per-trick-scoring", "seed-invalid"):
        assert f"data-msg-{key}=" in game
    with pytest.raises(MalformedInput) as info:
        SHORTCODES["kachuful-game"](["jokers"], "fr")
    assert info.value.code == "field-unknown"
    with pytest.raises(MalformedInput) as info:
        SHORTCODES["kachuful-program"](["players=9"], "fr")
    assert info.value.code == "value-out-of-range"
    assert {"kachuful.program", "kachuful.bot-program"} <= set(OPS)
