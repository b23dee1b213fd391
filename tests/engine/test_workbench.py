"""The workbench's bridge operations and share links: replayed lines, refusals with reasons, bots equal
to the default bot's game played by hand for the same seed, and share links that survive a round trip
while hostile ones are refused with a sentence (never an exception other than MalformedInput)."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

from engine.bridge import handle
from engine.core.errors import MalformedInput
from engine.core.events import Event
from engine.core.messages import describe, narrate
from engine.core.rng import Rng
from engine.core.spec import SEAT_NAMES
from engine.driver import bot_rng
from engine.games import adapter, load_all, spec
from engine.kachuful.bots import record_program
from engine.ops import OPS, SHORTCODES
from engine.present.tree import attrs_of, children_of, tag_of, walk
from engine.present.wire import unpack
from engine.workbench import (
    MAX_FRAGMENT,
    Config,
    decode_link,
    encode_link,
    read_config,
)

load_all()
GAMES = ("literature", "kachuful", "go-fish")


def call(op: str, lang: str = "fr", **request):
    reply = unpack(json.loads(handle(json.dumps({"op": op, "lang": lang, **request}))))  # trees as built
    return reply


def base(game: str, seed: int = 3, **extra):
    return {"game": game, "players": spec(game).default_players, "seed": seed, "rules": {}, **extra}


def direct(game: str, seed: int, players: int):
    """The game the default bot plays for ``seed``, written out here (its deal, its bot, its random
    source, no driver)."""
    game_, ad = spec(game), adapter(game)
    state = game_.open(tuple(SEAT_NAMES[:players]), {}, Rng(seed), None).state
    moves = []
    while not game_.over(state):
        action = game_.bot()(state, bot_rng(seed, len(moves)))
        moves.append(str(action))
        state = ad.apply(state, action)
    return moves, json.loads(json.dumps(game_.result(state)))


@pytest.mark.parametrize("game", ["literature", "go-fish"])
def test_bots_to_the_end_equal_the_bot_played_by_hand(game: str) -> None:
    seed = 21
    reply = call("workbench.bots", **base(game, seed), line=[], mode="end")
    assert reply["ok"], reply
    moves = reply["result"]["actions"]
    assert reply["result"]["over"]
    expected, result = direct(game, seed, spec(game).default_players)
    assert moves == expected
    view = call("workbench.view", **base(game, seed), line=moves)["result"]
    assert view["over"] and view["turn"] is None and view["result"] == result
    assert [s["action"] for s in view["steps"][1:]] == moves
    assert all(isinstance(line, str) for s in view["steps"] for line in s["lines"])


@pytest.mark.cpython
@pytest.mark.parametrize("players", [3, 4])
def test_kachuful_is_the_whole_program_of_the_program_widget(players: int) -> None:
    """A Kachuful seed played to the end here is the program kachuful.bots.record_program plays: the
    same draw for the dealer, the same deals, the same score sheet."""
    seed = 21
    request = {"game": "kachuful", "players": players, "seed": seed, "rules": {}}
    reply = call("workbench.bots", **request, line=[], mode="end")["result"]
    moves = reply["actions"]
    assert reply["over"]
    record = record_program(SEAT_NAMES[:players], seed=seed)
    assert len(moves) == sum(players * (row.hand_size + 1) for row in record.rows)
    view = call("workbench.view", **request, line=moves)["result"]
    assert view["over"] and view["result"] == {"totals": dict(zip(SEAT_NAMES, record.totals))}
    sheet = json.dumps(view["panel"], ensure_ascii=False)
    assert f'"data-deals": "{len(record.rows)}"' in sheet
    # the draw for the first dealer opens the history; each new deal is narrated where it is dealt
    draw = [narrate(e, "fr") for e in record.draw_events()]
    assert view["steps"][0]["lines"][: len(draw)] == draw
    # each new deal is narrated, dealer and trumps included, with the move that ends the deal before it
    k = 0
    for row, after in zip(record.rows, record.rows[1:]):
        k += players * (row.hand_size + 1)
        dealt = Event.of("kachuful.dealt", deal=after.number, hand_size=after.hand_size,
                         trump_suit=after.trump.word, dealer=SEAT_NAMES[after.dealer])
        assert view["steps"][k]["lines"][-1] == narrate(dealt, "fr")
        assert not any(narrate(dealt, "fr") in line for line in view["steps"][k - 1]["lines"])
    assert [s["action"] for s in view["steps"][1:]] == moves
    assert all(isinstance(line, str) for s in view["steps"] for line in s["lines"])


def _find(node: Any, test: Any) -> Any:
    found = _all(node, test)
    assert found, "no such node in the table"
    return found[0]


def _all(node: Any, test: Any) -> list[Any]:
    return [n for n in walk(node) if test(n)]


def _cards(node: Any) -> list[str]:
    """The face-up cards inside ``node`` (``data-card`` on a card's node)."""
    return [attrs_of(n)["data-card"] for n in _all(node, lambda n: "data-card" in attrs_of(n))]


@pytest.mark.parametrize("game", GAMES)
def test_view_try_and_bots_one_and_auto(game: str) -> None:
    ad = adapter(game)
    moves = call("workbench.bots", **base(game), line=[], mode="end")["result"]["actions"]
    view = call("workbench.view", **base(game), line=moves, at=4)["result"]
    state = spec(game).open(tuple(SEAT_NAMES[:spec(game).default_players]), {}, Rng(3), None).state
    for text in moves[:4]:
        state = ad.play(state, ad.parse_action(text))
    assert view["at"] == 4 and view["size"] == len(moves) and not view["over"]
    assert view["turn"] == state.seats[state.turn]
    legal = [str(a) for a in ad.legal_actions(state) if not str(a).startswith("claim")]
    assert [item["action"] for item in view["legal"]] == legal[:300]
    assert view["table_view"] == "full" and tag_of(view["panel"]) == "div"
    assert decode_link(view["link"], game, "fr")[1] == 4

    # the seat view hides the other hands and the moves of a seat that is not the viewer
    other = next(s for s in state.seats if s != view["turn"])
    seat_view = call("workbench.view", **base(game), line=moves, at=4, view=other)["result"]
    assert seat_view["table_view"] == "seat" and seat_view["legal"] == [] and seat_view["legal_hidden"]
    for lang in ("fr", "es"):
        shown = call("workbench.view", lang, **base(game), line=moves, at=4, view=other)["result"]
        own = state.hands[state.seats.index(other)]
        hand = _find(shown["table"], lambda n: "table-hand" in attrs_of(n).get("class", "").split())
        assert own and sorted(_cards(hand)) == sorted(str(c) for c in own), "the viewer's hand, face up"
        assert attrs_of(shown["table"])["data-reader"] == other
        for seat in state.seats:
            if seat == other:
                continue
            box = _find(shown["table"], lambda n, s=seat: attrs_of(n).get("data-seat-box") == s)
            held = len(state.hands[state.seats.index(seat)])
            assert _cards(box) == [], f"{seat}'s hand is shown to {other}"
            backs = _find(box, lambda n: attrs_of(n).get("class") == "backs") if held else None
            assert held == 0 or len(children_of(backs)) == min(held, 13), "a hidden hand is drawn face down"

    # an attempt by the wrong seat: refused with the rules' reasons, in the request's language
    words = legal[0].split(" ")
    words[1] = other
    attempt = " ".join(words)
    for lang in ("fr", "es"):
        tried = call("workbench.play", lang, **base(game), line=moves[:4], action=attempt)["result"]
        assert tried["accepted"] is False
        assert tried["refused"] == [describe(v, lang) for v in ad.explain(state, ad.parse_action(attempt))]
    nonsense = call("workbench.play", **base(game), line=moves[:4], action="<b>fly</b>")["result"]
    assert nonsense["accepted"] is False and nonsense["refused"]
    good = call("workbench.play", **base(game), line=moves[:4], action=legal[-1])["result"]
    assert {k: good[k] for k in ("accepted", "action", "refused")} == {
        "accepted": True, "action": legal[-1], "refused": []}
    assert good["view"]["line"] == [*moves[:4], legal[-1]]

    one = call("workbench.bots", **base(game), line=moves[:4], mode="one")["result"]
    assert one["actions"] == [moves[4]]
    auto = call("workbench.bots", **base(game), line=moves[:4], mode="auto", bots=[])["result"]
    assert auto["actions"] == []


def test_literature_panel_and_claims() -> None:
    moves = call("workbench.bots", **base("literature", 4), line=[], mode="end")["result"]["actions"]
    for at in range(0, len(moves), 15):
        view = call("workbench.view", **base("literature", 4), line=moves, at=at, panel="A")["result"]
        assert view["panel_seat"] == "A"
        panel = json.dumps(view["panel"], ensure_ascii=False)
        assert "deduction" in panel and "workbench-holders" in panel
        for claim in view["claims"]:
            assert claim["action"].startswith("claim A ")


def test_kachuful_hint_and_go_fish_seen() -> None:
    view = call("workbench.view", **base("kachuful"), line=[])["result"]
    panel = json.dumps(view["panel"], ensure_ascii=False)
    assert "workbench-hint" in panel and "workbench-score" in panel
    moves = call("workbench.bots", **base("go-fish"), line=[], mode="end")["result"]["actions"]
    view = call("workbench.view", **base("go-fish"), line=moves, at=10, view="A")["result"]
    assert "workbench-seen" in json.dumps(view["panel"])


@pytest.mark.parametrize("request_", [
    {"game": "nope", "players": 3, "seed": 1},
    {"game": "go-fish", "players": 9, "seed": 1},
    {"game": "go-fish", "players": True, "seed": 1},
    {"game": "go-fish", "players": 3, "seed": -1},
    {"game": "go-fish", "players": 3, "seed": 10**20},
    {"game": "go-fish", "players": 3, "seed": 1, "rules": {"x": True}},
    {"game": "go-fish", "players": 3, "seed": 1, "rules": {"pagat_deal": 1}},
    {"game": "go-fish", "players": 3, "seed": 1, "line": "ask A B 7"},
    {"game": "go-fish", "players": 3, "seed": 1, "line": [7]},
    {"game": "go-fish", "players": 3, "seed": 1, "line": ["x" * 500]},
    {"game": "go-fish", "players": 3, "seed": 1, "line": ["draw A"] * 5000},
    {"game": "literature", "players": 7, "seed": 1},
])
def test_bad_requests_are_refused(request_) -> None:
    with pytest.raises(MalformedInput) as info:
        read_config(request_)
    assert info.value.code in ("game-unknown", "value-out-of-range", "field-wrong-type", "field-unknown",
                               "play.players-invalid", "workbench.line-malformed")
    reply = call("workbench.view", **request_)
    assert reply["ok"] is False and reply["error"]["message"] and reply["error"]["code"] == info.value.code


def test_illegal_line_is_refused_with_the_step() -> None:
    reply = call("workbench.view", "es", **base("go-fish"), line=["ask A A 7"])
    assert reply["ok"] is False and reply["error"]["code"] == "workbench.line-illegal"
    assert "1" in reply["error"]["message"]


def _pack(data: object, compress=True) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    if compress:
        raw = zlib.compress(raw)
    return "wb=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


GOOD = {"g": "go-fish", "p": 3, "s": 4, "r": {}, "m": "", "a": 0}


@pytest.mark.parametrize("game", GAMES)
def test_link_round_trip(game: str) -> None:
    moves = call("workbench.bots", **base(game, 9), line=[], mode="end")["result"]["actions"]
    config = Config(game, spec(game).default_players, 9, {}, tuple(moves))
    link = encode_link(config, 7)
    assert len(link) < 1000
    assert decode_link("#" + link, game, "fr") == (config, 7, (), None)
    reply = call("workbench.link", fragment="#" + link, game=game)["result"]
    assert reply == {"game": game, "players": config.players, "seed": 9, "rules": {}, "setup": None,
                     "line": moves, "at": 7, "others": [], "compare": None}


@pytest.mark.parametrize("fragment", [
    None, 12, "", "#", "#wb=", "#xx=abc", "#wb=<script>alert(1)</script>", "#wb=a",
    _pack(GOOD)[:25],
    _pack(GOOD, compress=False),
    _pack([1, 2]),
    _pack({**GOOD, "x": 1}),
    _pack({k: v for k, v in GOOD.items() if k != "m"}),
    _pack({**GOOD, "g": "<img src=x onerror=alert(1)>"}),
    _pack({**GOOD, "g": "kachuful", "p": 4}),
    _pack({**GOOD, "p": "3"}),
    _pack({**GOOD, "p": 3.0}),
    _pack({**GOOD, "s": 10**40}),
    _pack({**GOOD, "s": -1}),
    _pack({**GOOD, "r": {"__proto__": True}}),
    _pack({**GOOD, "r": []}),
    _pack({**GOOD, "m": {"0": "draw A"}}),
    _pack({**GOOD, "m": ["draw A"]}),
    _pack({**GOOD, "m": "(<b>fly</b> A B)"}),
    _pack({**GOOD, "m": "(<script>alert(1)</script>)"}),
    _pack({**GOOD, "m": "(ask A A 7)"}),
    _pack({**GOOD, "m": "(" + "x" * 10_000 + ")"}),
    _pack({**GOOD, "m": "A" * 5000}),
    _pack({**GOOD, "m": "_"}),
    _pack({**GOOD, "m": ".__"}),
    _pack({**GOOD, "m": "A!"}),
    _pack({**GOOD, "m": "(draw A"}),
    _pack({**GOOD, "o": [[0, "_"]]}),
    _pack({**GOOD, "o": [[5, ""]]}),
    _pack({**GOOD, "o": [[0, ""]] * 30}),
    _pack({**GOOD, "o": "A"}),
    _pack({**GOOD, "d": {"hands": {"A": "<img src=x>"}}}),
    _pack({**GOOD, "d": {"hands": {"A": "2♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠"}}}),
    _pack({**GOOD, "d": {"first": "Z"}}),
    _pack({**GOOD, "d": {"deal": 3}}),
    _pack({**GOOD, "d": []}),
    _pack({**GOOD, "c": "<script>"}),
    _pack({**GOOD, "m": "(ask A B ²)"}),
    _pack(GOOD) + "AAAA",
    _pack({**GOOD, "c": 1}),
    _pack({**GOOD, "a": 1}),
    _pack({**GOOD, "a": True}),
    "wb=" + base64.urlsafe_b64encode(zlib.compress(b" " * 10_000_000)).decode(),
    "wb=" + base64.urlsafe_b64encode(zlib.compress(b"[" * 100_000)).decode(),
    "wb=" + "A" * (MAX_FRAGMENT + 1),
])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_hostile_links_are_refused(fragment, lang: str) -> None:
    with pytest.raises(MalformedInput) as info:
        decode_link(fragment, "go-fish", lang)
    reply = call("workbench.link", lang, fragment=fragment, game="go-fish")
    assert reply["ok"] is False and reply["error"]["code"] == info.value.code
    assert reply["error"]["code"].startswith(("workbench.link-", "field-", "game-"))
    assert 0 < len(reply["error"]["message"]) < 600  # plain text: the page shows it as text


def test_shortcode_renders_each_game() -> None:
    for game in GAMES:
        for lang in ("fr", "es"):
            html = SHORTCODES["workbench"]([game], lang)
            assert 'data-widget="workbench"' in html and "data-msg-bot-end" in html
            assert "<script" not in html and "style=" not in html
    with pytest.raises(MalformedInput) as info:
        SHORTCODES["workbench"](["chess"], "fr")
    assert info.value.code == "game-unknown"
    assert {"workbench.view", "workbench.play", "workbench.bots", "workbench.link"} <= set(OPS)


@pytest.mark.parametrize("data", [
    {"g": "kachuful", "p": 4, "m": "(bid A ²)"},
    {"g": "kachuful", "p": 4, "m": "(bid A ٣)"},
    {"g": "kachuful", "p": 4, "m": "(play A ²♠)"},
    {"g": "literature", "p": 6, "m": "(ask A B ²♠)"},
    {"g": "literature", "p": 6, "m": "(claim A low-♠ A:²♠)"},
    {"g": "go-fish", "p": 3, "m": "(ask A B ³)"},
    {"g": "literature", "p": 6, "m": "A" * 200, "o": [[0, "B" * 1400]] * 15},
])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_hostile_moves_in_every_game_are_refused(data: dict, lang: str) -> None:
    fragment = _pack({"s": 1, "r": {}, "a": 0, **data})
    with pytest.raises(MalformedInput) as info:
        decode_link(fragment, None, lang)
    reply = call("workbench.link", lang, fragment=fragment)
    assert reply["ok"] is False and reply["error"]["code"].startswith("workbench.link-"), reply
    assert reply["error"]["code"] == info.value.code
    # the same move sent as a line is refused with its step, not an internal error
    request = {"game": data["g"], "players": data["p"], "seed": 1, "rules": {}}
    move = data["m"][1:-1] if data["m"].startswith("(") else None
    if move:
        reply = call("workbench.view", lang, **request, line=[move])
        assert reply["ok"] is False and reply["error"]["code"] == "workbench.line-illegal"
        tried = call("workbench.play", lang, **request, line=[], action=move)
        assert tried["ok"] and tried["result"]["accepted"] is False




@pytest.mark.parametrize("game", GAMES)
def test_warm_plays_the_step_path_and_changes_nothing_the_page_sees(game: str) -> None:
    before = call("workbench.view", **base(game), line=[])["result"]
    warmed = call("workbench.warm", **base(game), line=[])["result"]
    assert warmed["played"] == 4 and attrs_of(warmed["table"])["data-ply"] == "4"
    assert warmed["legal"], "the last position's moves, for the page to bind off-screen"
    assert call("workbench.view", **base(game), line=[])["result"] == before, "the shown position is the same"
    moves = call("workbench.bots", **base(game), line=[], mode="end")["result"]["actions"]
    over = call("workbench.warm", **base(game), line=moves)["result"]
    assert over == {"played": 0, "table": None, "legal": []}, "a game over: nothing to play"
    one = call("workbench.warm", **base(game), line=[], steps=1)["result"]
    assert one["played"] == 1 and attrs_of(one["table"])["data-ply"] == "1", "as many steps as asked"
    parts = call("workbench.warm", **base(game), line=[], steps=1, parts=["table", "moves"])["result"]
    assert parts["played"] == 1 and parts["legal"] == [], "the parts a game against the computer asks for"
    seats = call("workbench.view", **base(game), line=[])["result"]["seats"]
    then = {"mode": "auto", "bots": seats[1:], "explain": True}
    replied = call("workbench.warm", **base(game), line=[], steps=1, then=then)["result"]
    assert replied["played"] == 1 and int(attrs_of(replied["table"])["data-ply"]) > 1, "with the replies"
    too_many = call("workbench.warm", **base(game), line=[], steps=5)
    assert too_many["ok"] is False and too_many["error"]["code"] == "value-out-of-range", too_many


def test_warm_refuses_a_broken_line_with_a_reason() -> None:
    reply = call("workbench.warm", **base("go-fish"), line=["not a move"])
    assert reply["ok"] is False and reply["error"]["code"] == "workbench.line-illegal"
