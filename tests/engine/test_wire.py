"""Card nodes travel short (engine/present/wire.py): packing is lossless on the engine's real trees, a
card node changed by its caller travels whole, and the short forms make a Literature table's reply much
smaller (render.js expands them: tests/js/render-wire.test.mjs)."""

from __future__ import annotations

import copy
import json

from engine.bridge import handle
from engine.core.cards import Card
from engine.core.serial import dumps
from engine.games import load_all
from engine.ops import OPS
from engine.present.cards import card
from engine.present.table import card_button
from engine.present.wire import BUTTON, IMAGE, expand, pack, unpack

load_all()


def view(game: str, players: int, lang: str = "fr") -> dict:
    request = {"game": game, "players": players, "seed": 7, "rules": {}, "panel": "A"}
    return OPS["workbench.view"](request, lang)


def test_a_card_as_image_and_as_button_has_its_short_form() -> None:
    ten = Card.parse("10♥")
    assert pack(card(ten, "fr")) == [IMAGE, "10♥", "10 de cœur", ""]
    assert pack(card(ten, "es", "card--played")) == [IMAGE, "10♥", "10 de corazones", "card--played"]
    assert pack(card_button(ten, "fr", True)) == [BUTTON, "10♥", "10 de cœur", "card--big"]
    assert pack(card_button(ten, "fr", False, big=False))[0] == IMAGE
    for node in (card(ten, "fr"), card_button(ten, "fr", True), card_button(ten, "es", False)):
        assert expand(pack(node)) == node


def test_packing_is_lossless_on_every_games_view() -> None:
    for game, players in (("literature", 6), ("kachuful", 4), ("go-fish", 3)):
        for lang in ("fr", "es"):
            whole = view(game, players, lang)
            before = copy.deepcopy(whole)
            sent = pack(whole)
            assert whole == before  # the engine's trees (shared by caches) are never changed
            assert unpack(sent) == whole
            assert unpack(json.loads(handle(json.dumps({"op": "workbench.view", "lang": lang, "game": game,
                                                         "players": players, "seed": 7, "rules": {},
                                                         "panel": "A"}))))["result"] == whole


def test_a_changed_card_node_travels_whole() -> None:
    node = copy.deepcopy(card(Card.parse("Q♠"), "fr"))
    node[1]["data-seat"] = "B"
    assert pack(node) == node
    node = copy.deepcopy(card(Card.parse("Q♠"), "fr"))
    node[2][2] = "D"  # a drawn rank that is not the card's
    assert pack(node) == node
    assert pack(["span", {"class": "card card--back"}]) == ["span", {"class": "card card--back"}]


def test_a_literature_table_moves_far_fewer_characters() -> None:
    whole = view("literature", 6)
    assert len(dumps(pack(whole))) < 0.7 * len(dumps(whole))
