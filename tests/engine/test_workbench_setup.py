"""The workbench's edited deals, its two-variant comparison, Literature's memory training and share links
that carry an edited deal and every line."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from engine.bridge import handle
from engine.core.cards import parse_cards
from engine.core.errors import MalformedInput
from engine.games import load_all
from engine.ops import SHORTCODES
from engine.present.tree import children_of
from engine.workbench import Config, Setup, compare_op, decode_link, encode_link, preset_link, replay

load_all()


def call(op: str, lang: str = "fr", **request):
    return json.loads(handle(json.dumps({"op": op, "lang": lang, **request})))


LIT_A = "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥"


def lit(**extra):
    return {"game": "literature", "players": 6, "seed": 5, "rules": {}, **extra}


def test_given_hands_are_dealt_to_their_seats_the_rest_from_the_seed() -> None:
    view = call("workbench.view", **lit(setup={"hands": {"A": LIT_A}, "first": "C"}, line=[]))["result"]
    assert view["turn"] == "C" and view["setup"] == {"hands": {"A": LIT_A}, "first": "C"}
    state = replay(Config("literature", 6, 5, {}, (), Setup((("A", parse_cards(LIT_A)),), "C")), "fr").state
    assert set(state.hands[0]) == set(parse_cards(LIT_A))
    others = [c for h in state.hands[1:] for c in h]
    assert len(others) == 40 and len(set(others)) == 40 and not set(others) & set(parse_cards(LIT_A))
    # the same seed deals the other hands the same way every time
    again = replay(Config("literature", 6, 5, {}, (), Setup((("A", parse_cards(LIT_A)),), "C")), "es").state
    assert again.hands == state.hands


@pytest.mark.parametrize(("game", "players", "setup", "code", "words"), [
    ("literature", 6, {"hands": {"B": "2♠ 3♠"}}, "workbench.setup-hand-size", ("B", "2", "8")),
    ("literature", 6, {"hands": {"A": LIT_A, "B": "7♠ 9♦ 10♦ J♦ Q♦ K♦ A♦ 2♣"}}, "workbench.setup-card-twice",
     ("7 de pi",)),  # the card in words: "le 7 de pique", "el 7 de picas"
    ("literature", 6, {"hands": {"A": "8♠ 3♠ 4♠ 5♠ 6♠ 7♠ 9♥ 10♥"}}, "workbench.setup-not-in-deck",
     ("8 de pi", "48")),
    ("literature", 6, {"hands": {"A": "2♠ zz"}}, "workbench.setup-cards", ("A", "zz")),
    ("literature", 6, {"first": "H"}, "play.seat-unknown", ("H",)),
    ("literature", 6, {"deal": 2}, "workbench.setup-malformed", ("setup.deal",)),
    ("go-fish", 3, {"hands": {"A": "2♠ 3♠ 4♠ 5♠ 6♠"}}, "workbench.setup-hand-size", ("A", "5", "7")),
    ("kachuful", 4, {"deal": 26}, "workbench.setup-deal", ("25", "26")),
    ("kachuful", 4, {"deal": 13, "hands": {"A": "2♠ 3♠"}}, "workbench.setup-hand-size", ("A", "2", "1")),
])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_deals_the_rules_cannot_produce_are_refused_with_the_reason(
    game: str, players: int, setup: dict, code: str, words: tuple[str, ...], lang: str,
) -> None:
    reply = call("workbench.view", lang, game=game, players=players, seed=1, rules={}, setup=setup, line=[])
    assert reply["ok"] is False and reply["error"]["code"] == code, reply
    message = reply["error"]["message"]
    assert all(word in message for word in words), message
    assert "{" not in message and "setup-" not in message


def test_kachuful_deal_of_the_program_and_first_player() -> None:
    request = {"game": "kachuful", "players": 4, "seed": 2, "rules": {},
               "setup": {"deal": 13, "first": "C", "hands": {"C": "A♥"}}}
    view = call("workbench.view", **request, line=[])["result"]
    assert view["turn"] == "C"
    state = replay(Config("kachuful", 4, 2, {}, (), Setup((("C", parse_cards("A♥")),), "C", 13)), "fr").state
    assert state.hand_size == 1 and state.spec.number == 13 and state.seats[state.dealer] == "B"
    # the program goes on from there to its end, with the running score sheet
    moves = call("workbench.bots", **request, line=[], mode="end")["result"]["actions"]
    end = call("workbench.view", **request, line=moves)["result"]
    assert end["over"] and '"data-deals": "13"' in json.dumps(end["panel"], ensure_ascii=False)


def test_gofish_edited_deal_books_and_stock() -> None:
    hands = {"A": "7♠ 7♥ 7♦ 7♣ 2♠ 3♠ 4♠", "B": "8♠ 8♥ 9♦ 9♣ 10♠ J♠ Q♠"}
    request = {"game": "go-fish", "players": 3, "seed": 4, "rules": {},
               "setup": {"hands": hands, "first": "B"}}
    view = call("workbench.view", **request, line=[])["result"]
    assert view["turn"] == "B"
    state = replay(Config("go-fish", 3, 4, {}, (), Setup(tuple((s, parse_cards(h)) for s, h in hands.items()),
                                                          "B")), "fr").state
    assert len(state.hands[0]) == 3 and len(state.stock) == 52 - 21
    assert 7 in state.books[0]  # four sevens dealt to A are set aside at once


def test_compare_literature_misplaced_claim() -> None:
    """A holds the six low spades and claims them for partner C: all six in the team but misplaced, the
    set is cancelled by default and goes to the opponents under the variant."""
    base = lit(setup={"hands": {"A": LIT_A}, "first": "A"}, line=[])
    tried = call("workbench.play", **base, action="claim A low-♠ C:2♠,3♠,4♠,5♠,6♠,7♠")["result"]
    assert tried["accepted"], tried
    for lang in ("fr", "es"):
        reply = call("workbench.compare", lang, **{**base, "line": [tried["action"]], "at": 1})["result"]
        assert reply["switch"] == "misplaced_to_opponents" and reply["same"] is False
        with_rule, without = reply["columns"]
        assert with_rule["value"] is True and without["value"] is False
        assert with_rule["reached"] == without["reached"] == 1
        assert with_rule["last"] != without["last"]
        assert with_rule["table"] != without["table"]
    scores = [json.dumps(children_of(c["table"])[0], ensure_ascii=False) for c in reply["columns"]]
    assert "1 medio palo" in scores[0] and "1 medio palo" not in scores[1]  # the opponents' set, or none


def test_compare_kachuful_dealer_constraint() -> None:
    request = {"game": "kachuful", "players": 4, "seed": 3, "rules": {}}
    moves = call("workbench.bots", **request, line=[], mode="end")["result"]["actions"][:3]
    reply = call("workbench.compare", **request, line=moves, at=3)["result"]
    assert reply["switch"] == "dealer_restriction"
    with_rule, without = reply["columns"]
    assert len(without["legal"]) == len(with_rule["legal"]) + 1  # the dealer's forbidden bid
    assert reply["same"] is False
    # a line the constraint refuses: the column says at which move, and why
    forbidden = [b for b in without["legal"] if b not in with_rule["legal"]]
    assert forbidden
    tried = call("workbench.play", **{**request, "rules": {"dealer_restriction": False}}, line=moves,
                 action=next(a["action"] for a in call("workbench.view", **{**request, "rules": {
                     "dealer_restriction": False}}, line=moves)["result"]["legal"]
                     if a["label"] == forbidden[0]))["result"]
    off = {**request, "rules": {"dealer_restriction": False}}
    reply = call("workbench.compare", "es", **off, line=[*moves, tried["action"]], at=4)["result"]
    with_rule, without = reply["columns"]
    assert with_rule["diverged"]["step"] == 4 and with_rule["reached"] == 3
    assert without["diverged"] is None and without["reached"] == 4
    assert with_rule["diverged"]["reason"]


def test_compare_refuses_an_unknown_switch() -> None:
    reply = call("workbench.compare", **lit(line=[], switch="<b>x</b>"))
    assert reply["ok"] is False and reply["error"]["code"] == "workbench.compare-switch"


def test_memory_training_shows_only_what_may_be_repeated() -> None:
    moves = call("workbench.bots", **lit(), line=[], mode="end")["result"]["actions"][:12]
    view = call("workbench.view", **lit(line=moves, training=True, view="B"))["result"]
    assert view["training"] and view["steps"] == [] and view["claims"] == []
    panel = json.dumps(view["panel"], ensure_ascii=False)
    assert "workbench-memory" in panel and "workbench-holders" not in panel
    assert view["table_view"] == "seat" and view["view"] == "B"
    # without a seat chosen, the training is for the seat to play
    view = call("workbench.view", **lit(line=moves, training=True))["result"]
    assert view["view"] == view["turn"]
    assert call("workbench.view", **lit(line=moves, training="yes"))["ok"] is False


def test_link_carries_the_edited_deal_and_every_line() -> None:
    setup = Setup((("A", parse_cards(LIT_A)),), "B")
    config = Config("literature", 6, 5, {"claims_any_time": True}, (), setup)
    moves = call("workbench.bots", **lit(setup=setup.to_json(), rules=config.rules), line=[],
                 mode="end")["result"]["actions"]
    main = tuple(moves[:20])
    request = lit(setup=setup.to_json(), rules=config.rules)
    branch = tuple(moves[:8]) + tuple(call("workbench.play", **request, line=list(moves[:8]), action=next(
        a["action"] for a in call("workbench.view", **request, line=list(moves[:8]))["result"]["legal"]
        if a["action"] != moves[8]))["result"]["action"] for _ in [0])
    other = tuple(moves)
    link = encode_link(config.with_line(main), 11, (branch, other), compare="claims_any_time")
    back = decode_link("#" + link, "literature", "es")
    assert back == (config.with_line(main), 11, (branch, other), "claims_any_time")
    assert len(link) < 1000


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_link_to_a_deal_the_rules_refuse_says_why(lang: str) -> None:
    data = {"g": "go-fish", "p": 3, "s": 1, "r": {}, "d": {"hands": {"A": "2♠ 3♠"}}, "m": "", "a": 0}
    raw = zlib.compress(json.dumps(data, ensure_ascii=False).encode())
    fragment = "#wb=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")
    reply = call("workbench.link", lang, fragment=fragment, game="go-fish")
    assert reply["ok"] is False and reply["error"]["code"] == "workbench.link-refused"
    assert "A" in reply["error"]["message"] and "7" in reply["error"]["message"]
    with pytest.raises(MalformedInput) as info:
        replay(Config("go-fish", 3, 1, {}, (), Setup((("A", parse_cards("2♠ 3♠")),))), lang)
    assert info.value.code == "workbench.setup-hand-size"


@pytest.mark.parametrize(("game", "name", "switch"), [
    ("literature", "misplaced-claim", "misplaced_to_opponents"),
    ("kachuful", "dealer-constraint", "dealer_restriction"),
])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_preset_links_open_the_comparison_where_the_variants_differ(
    game: str, name: str, switch: str, lang: str,
) -> None:
    fragment, label = preset_link(game, name, lang)
    link = decode_link("#" + fragment, game, lang)
    assert link.compare == switch and link.at == len(link.config.line) > 0 and label
    config = link.config
    reply = compare_op({"game": game, "players": config.players, "seed": config.seed, "rules": config.rules,
                        "setup": config.setup.to_json() if config.setup else None,
                        "line": list(config.line), "at": link.at}, lang)
    assert reply["same"] is False  # the preset shows what the variant changes
    html = SHORTCODES["workbench-link"]([game, name], lang)
    assert f'href="../../{game}/workbench/#{fragment}"' in html and "<script" not in html
    with pytest.raises(MalformedInput) as info:
        SHORTCODES["workbench-link"]([game, "nope"], lang)
    assert info.value.code == "field-unknown"


@pytest.mark.cpython
@pytest.mark.parametrize("game", ["literature", "kachuful", "go-fish"])
def test_kept_replays_never_change_an_answer(game: str) -> None:
    """Requests jumping between branches, prefixes and longer lines get the answers a fresh replay gives:
    what the replay cache keeps only saves time."""
    from engine.core.rng import Rng
    from engine.workbench.replay import _CACHE

    players = {"literature": 6, "kachuful": 3, "go-fish": 4}[game]
    request = {"game": game, "players": players, "seed": 12, "rules": {}}
    main = call("workbench.bots", **request, line=[], mode="end")["result"]["actions"][:60]
    rng = Rng(5)
    lines = [main]
    for _ in range(4):  # branches: a prefix of a known line, then another legal move, then the computer
        base = lines[rng.below(len(lines))]
        k = rng.below(len(base))
        legal = call("workbench.view", **request, line=base[:k])["result"]["legal"]
        other = legal[rng.below(len(legal))]["action"]
        more = call("workbench.bots", **request, line=[*base[:k], other], mode="one")["result"]["actions"]
        lines.append([*base[:k], other, *more])
    for _ in range(25):
        line = lines[rng.below(len(lines))]
        at = rng.below(len(line) + 1)
        kept = call("workbench.view", **request, line=line, at=at, view="B")["result"]
        saved = list(_CACHE)
        _CACHE.clear()
        fresh = call("workbench.view", **request, line=line, at=at, view="B")["result"]
        _CACHE[:] = saved  # the next request finds what the earlier ones left
        assert kept == fresh


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_compare_a_deal_only_one_variant_can_deal(lang: str) -> None:
    """Seven cards to A at three players: a deal of the base rules, impossible when only two players get
    seven; that column says why, the other is drawn."""
    request = {"game": "go-fish", "players": 3, "seed": 2, "rules": {},
               "setup": {"hands": {"A": "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠"}}, "line": [], "at": 0}
    reply = call("workbench.compare", lang, **request, switch="pagat_deal")
    assert reply["ok"], reply
    with_rule, without = reply["result"]["columns"]
    assert "7" in with_rule["impossible"] and "5" in with_rule["impossible"] and with_rule["table"] is None
    assert without["impossible"] is None and without["table"] is not None
    assert reply["result"]["same"] is False


def test_steps_already_on_the_page_are_not_sent_again() -> None:
    request = {"game": "go-fish", "players": 3, "seed": 6, "rules": {}}
    moves = call("workbench.bots", **request, line=[], mode="end")["result"]["actions"]
    whole = call("workbench.view", **request, line=moves[:20], at=12)["result"]
    assert whole["steps_from"] == 0 and len(whole["steps"]) == 21
    part = call("workbench.view", **request, line=moves[:20], at=12, steps_from=15)["result"]
    assert part["steps_from"] == 15 and part["steps"] == whole["steps"][15:]
    assert {k: v for k, v in part.items() if k not in ("steps", "steps_from")} == \
        {k: v for k, v in whole.items() if k not in ("steps", "steps_from")}
    beyond = call("workbench.view", **request, line=moves[:20], steps_from=99)["result"]
    assert beyond["steps_from"] == 21 and beyond["steps"] == []
    assert call("workbench.view", **request, line=[], steps_from=-1)["ok"] is False
