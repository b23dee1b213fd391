"""The generic play operations (engine.play): new games, states, moves and bots from JSON positions,
every input checked, refusals that change nothing, and a whole game equal to the engine's own."""

from __future__ import annotations

import json

import pytest

from engine.bridge import handle
from engine.core.errors import Violation
from engine.core.i18n import translations
from engine.core.messages import describe, message_id, narrate
from engine.core.rng import Rng
from engine.driver import bot_rng
from engine.games import specs
from engine.gofish import Ask, Rules, apply, legal_actions, memory_bot, new_game, position_to_json, view

LANGS = ("fr", "es")


def call(request: dict) -> dict:
    return json.loads(handle(json.dumps(request)))


def ok(request: dict) -> dict:
    reply = call(request)
    assert reply["ok"], reply
    return reply["result"]


def new(seed: int = 5, players: int = 3, **extra) -> dict:
    return ok({"op": "play.new", "game": "go-fish", "players": players, "seed": seed, "lang": "fr", **extra})


def refused_everywhere(request: dict, code: str) -> list[str]:
    """The request is refused with ``code`` and a message in each language, all different."""
    messages = []
    for lang in LANGS:
        reply = call({**request, "lang": lang})
        assert reply["ok"] is False, reply
        assert reply["error"]["code"] == code, reply
        message = reply["error"]["message"]
        assert message and "{" not in message
        messages.append(message)
    if all(translated(message_id(code), lang) for lang in LANGS):
        assert len(set(messages)) == len(messages), messages
    return messages


def translated(msgid: str, lang: str) -> bool:
    """True once the catalog of ``lang`` translates ``msgid`` (new sentences wait for translators)."""
    return translations(lang).gettext(msgid) != msgid or lang == "en"


# --- play.new -----------------------------------------------------------------------------------


def test_new_game_is_the_seeded_deal() -> None:
    result = new(seed=5, players=3)
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    assert result["position"] == position_to_json(state)
    assert result["turn"] == state.seats[state.turn] and result["over"] is False
    assert result["moves"] == 0 and result["log_size"] == len(state.log)
    assert result["narration"] == [narrate(e, "fr") for e in state.log]
    assert [item["action"] for item in result["legal"]] == [str(a) for a in legal_actions(state)]
    assert result["table_view"] == "full" and result["table"]["tag"] == "div"


def test_new_game_with_named_seats_and_rules() -> None:
    result = ok({"op": "play.new", "game": "go-fish", "seats": ["Ana", "Bo"], "seed": 9,
                 "rules": {"pagat_ending": True}, "lang": "es"})
    assert result["position"]["seats"] == ["Ana", "Bo"]
    assert result["position"]["rules"] == {"pagat_ending": True}


@pytest.mark.parametrize(("request_", "code"), [
    ({"game": "go-fish", "players": 6, "seed": 1}, "play.players-invalid"),
    ({"game": "go-fish", "players": 1, "seed": 1}, "play.players-invalid"),
    ({"game": "go-fish", "players": "3", "seed": 1}, "field-wrong-type"),
    ({"game": "go-fish", "seed": 1}, "field-missing"),
    ({"game": "go-fish", "players": 3}, "field-missing"),
    ({"game": "go-fish", "players": 3, "seed": -1}, "value-out-of-range"),
    ({"game": "go-fish", "players": 3, "seed": True}, "field-wrong-type"),
    ({"game": "go-fish", "seats": ["A", "A"], "seed": 1}, "play.seats-invalid"),
    ({"game": "go-fish", "seats": ["A", "B C"], "seed": 1}, "play.seats-invalid"),
    ({"game": "go-fish", "players": 3, "seed": 1, "rules": {"jokers": True}}, "field-unknown"),
    ({"game": "go-fish", "players": 3, "seed": 1, "seat": "Z"}, "play.seat-unknown"),
    ({"game": "chess", "players": 2, "seed": 1}, "game-unknown"),
    ({"players": 2, "seed": 1}, "field-missing"),
])
def test_new_game_bad_requests(request_: dict, code: str) -> None:
    refused_everywhere({"op": "play.new", **request_}, code)


def test_every_playable_game_starts() -> None:
    assert {"go-fish", "kachuful", "literature"} <= {game.name for game in specs()}
    for game in specs():
        name, players = game.name, game.players[0]
        result = ok({"op": "play.new", "game": name, "players": players, "seed": 3, "lang": "es"})
        assert result["game"] == name and not result["over"] and result["legal"]
        assert len(result["position"]["seats"]) == players


# --- what a seat sees -----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_seat_sees_its_own_cards_by_name_and_no_other(lang: str) -> None:
    result = ok({"op": "play.new", "game": "go-fish", "players": 3, "seed": 5, "seat": "B", "lang": lang})
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    assert result["table_view"] == "seat"
    text = json.dumps(result["table"], ensure_ascii=False)
    from engine.present.cards import card_name

    assert all(card_name(c, lang) in text for c in state.hands[1])
    assert not any(card_name(c, lang) in text for c in state.hands[0] + state.hands[2])
    assert result["legal"] == [] if state.seats[state.turn] != "B" else result["legal"]


def test_hidden_draws_stay_hidden_from_the_other_seats() -> None:
    """A bot's draw after “Go fish!” is narrated to seat A without the card."""
    position = new(seed=5, players=3)["position"]
    seen_hidden = False
    for _ in range(200):
        reply = ok({"op": "play.bot", "game": "go-fish", "position": position, "seat": "A", "lang": "fr"})
        for event in reply["events"]:
            if event["kind"] == "gofish.drew" and event["params"]["seat"] != "A":
                assert "card" not in event["params"]
                seen_hidden = True
        position = reply["position"]
        if reply["over"] or seen_hidden:
            break
    assert seen_hidden


# --- play.apply ---------------------------------------------------------------------------------


def test_apply_a_legal_action() -> None:
    result = new(seed=5, players=3)
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    action = legal_actions(state)[0]
    after = apply(state, action)
    moved = ok({"op": "play.apply", "game": "go-fish", "position": result["position"], "action": str(action),
                "lang": "es"})
    assert moved["accepted"] is True and moved["action"] == str(action) and moved["refused"] == []
    assert moved["position"] == position_to_json(after)
    assert moved["narration"] == [narrate(e, "es") for e in after.log[len(state.log):]]


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_action_changes_nothing(lang: str) -> None:
    result = new(seed=5, players=3)
    state = new_game(("A", "B", "C"), Rules(), Rng(5))
    mover = state.seats[state.turn]
    target = next(s for s in state.seats if s != mover)
    rank = next(r for r in range(2, 15) if not state.holds(state.turn, r))
    action = Ask(mover, target, rank)
    reply = ok({"op": "play.apply", "game": "go-fish", "position": result["position"], "action": str(action),
                "lang": lang})
    assert reply["accepted"] is False
    assert reply["position"] == result["position"] and reply["moves"] == 0
    from engine.core.cards import rank_name

    reason = describe(Violation.of("gofish.rank-not-held", seat=mover, rank=rank_name(rank)), lang)
    assert reply["refused"] == [reason]
    assert reply["attempt"] == narrate(asked_event(mover, target, rank), lang)
    assert reply["narration"] == []


def asked_event(seat: str, target: str, rank: int):
    from engine.gofish.adapter import ADAPTER

    return ADAPTER.action_event(Ask(seat, target, rank))


def test_the_reader_plays_only_their_seat() -> None:
    result = new(seed=5, players=3)
    turn = result["turn"]
    other = next(s for s in ("A", "B", "C") if s != turn)
    action = result["legal"][0]["action"]
    fr, es = (ok({"op": "play.apply", "game": "go-fish", "position": result["position"], "action": action,
                  "seat": other, "lang": lang}) for lang in LANGS)
    assert fr["accepted"] is False and es["accepted"] is False
    assert describe(Violation.of("play.not-your-seat", seat=other, actor=turn), "es") == es["refused"][0]
    assert describe(Violation.of("play.not-your-seat", seat=other, actor=turn), "fr") == fr["refused"][0]
    assert fr["legal"] == []  # the seat is not to move: nothing offered


@pytest.mark.parametrize("action", ["ask A B", "fly A", "ask A B 1", "ask A B Z"])
def test_malformed_actions_are_refused_with_a_message(action: str) -> None:
    position = new()["position"]
    refused_everywhere({"op": "play.apply", "game": "go-fish", "position": position, "action": action},
                       "action-malformed")


def test_missing_or_mistyped_fields() -> None:
    position = new()["position"]
    refused_everywhere({"op": "play.apply", "game": "go-fish", "position": position}, "field-missing")
    refused_everywhere({"op": "play.apply", "game": "go-fish", "position": position, "action": 3},
                       "field-wrong-type")
    refused_everywhere({"op": "play.apply", "game": "go-fish", "action": "draw A"}, "field-missing")
    refused_everywhere({"op": "play.apply", "game": "go-fish", "position": [1], "action": "draw A"},
                       "field-wrong-type")


def _tampered(position: dict) -> list[dict]:
    hands = position["hands"]
    a, b = list(hands)[:2]
    first_b = hands[b].split()[0]
    twice = {**position, "hands": {**hands, a: hands[a] + " " + first_b}}
    return [
        {k: v for k, v in position.items() if k != "seats"},  # a field missing
        {**position, "colour": "blue"},  # a field unknown
        {**position, "seats": [1, 2, 3]},  # seats that are not names
        {**position, "hands": "everything"},  # hands that are not a table
        twice,  # a card in two places
        {**position, "actions": ["draw Z"]},  # an action the rules refuse
        {**position, "actions": ["hop"]},  # an action that is not one
        {**position, "stock": "X♠"},  # not a card
    ]


@pytest.mark.parametrize("index", range(8))
def test_bad_positions_are_refused_with_a_message(index: int) -> None:
    position = new()["position"]
    bad = _tampered(position)[index]
    for op_ in ("play.apply", "play.bot"):
        fr, _es = refused_everywhere(
            {"op": op_, "game": "go-fish", "position": bad, "action": "draw A"}, "play.position-invalid")
    assert fr.startswith("La position") or fr.startswith("The position")  # the position is named


def test_a_kachuful_position_with_a_refused_action() -> None:
    result = ok({"op": "play.new", "game": "kachuful", "players": 4, "seed": 2, "lang": "fr"})
    position = result["position"]
    bad = {**position, "actions": ["play B A♠", "play B A♠"]}
    refused_everywhere({"op": "play.bot", "game": "kachuful", "position": bad}, "play.position-invalid")


# --- play.bot, and a whole game ----------------------------------------------------------------


def _reader(state) -> object:
    """The reader's strategy in these tests: the first legal action."""
    return legal_actions(state)[0]


def _direct(seed: int, players: int):
    """The same game played with the engine directly: seat A by _reader, the others by memory bots."""
    state = new_game(tuple("ABCDE"[:players]), Rules(), Rng(seed))
    while not state.over:
        mover = state.seats[state.turn]
        if mover == "A":
            action = _reader(state)
        else:
            action = memory_bot(view(state, mover), bot_rng(seed, len(state.actions)))
        state = apply(state, action)
    return state


@pytest.mark.parametrize(("seed", "players"), [(5, 3), (11, 2), (2024, 5)])
def test_a_whole_game_through_the_bridge_equals_the_engine(seed: int, players: int) -> None:
    result = new(seed=seed, players=players, seat="A")
    narration = list(result["narration"])
    for _ in range(1000):
        if result["over"]:
            break
        if result["turn"] == "A":
            result = ok({"op": "play.apply", "game": "go-fish", "position": result["position"],
                         "action": result["legal"][0]["action"], "seat": "A", "lang": "es"})
        else:
            assert result["legal"] == []  # the reader is not offered the bots' moves
            result = ok({"op": "play.bot", "game": "go-fish", "position": result["position"], "seat": "A",
                         "seed": seed, "lang": "es"})
        assert result["accepted"]
        narration += result["narration"]
    expected = _direct(seed, players)
    assert result["over"] and result["turn"] is None and result["legal"] == []
    assert result["position"] == position_to_json(expected)
    assert result["result"]["winners"] == list(expected.winners())
    assert sum(len(b) for b in result["result"]["books"].values()) == 13
    assert narration[-1] == narrate(expected.log[-1], "es")  # the result, last
    assert result["table"]["children"][-1]["attrs"]["data-winners"] == " ".join(expected.winners())


def test_the_bot_plays_the_seat_to_move_from_its_view() -> None:
    result = new(seed=7, players=4)
    state = new_game(tuple("ABCD"), Rules(), Rng(7))
    mover = state.seats[state.turn]
    reply = ok({"op": "play.bot", "game": "go-fish", "position": result["position"], "seed": 42,
                "lang": "fr"})
    expected = memory_bot(view(state, mover), bot_rng(42, 0))
    assert reply["accepted"] and reply["action"] == str(expected)


def test_no_bot_move_once_the_game_is_over() -> None:
    over = position_to_json(_direct(11, 2))
    fr, es = (ok({"op": "play.bot", "game": "go-fish", "position": over, "lang": lang}) for lang in LANGS)
    assert fr["accepted"] is False and fr["position"] == over and es["position"] == over
    assert fr["refused"] == [describe(Violation.of("play.game-over"), "fr")]
    assert es["refused"] == [describe(Violation.of("play.game-over"), "es")]
    moved = ok({"op": "play.apply", "game": "go-fish", "position": over, "action": "draw A", "lang": "fr"})
    assert moved["accepted"] is False and moved["refused"]


def test_a_kachuful_deal_played_by_bots() -> None:
    result = ok({"op": "play.new", "game": "kachuful", "players": 4, "seed": 8, "lang": "fr"})
    for _ in range(200):
        if result["over"]:
            break
        result = ok({"op": "play.bot", "game": "kachuful", "position": result["position"], "lang": "fr"})
    assert result["over"] and set(result["result"]["totals"]) == {"A", "B", "C", "D"}
