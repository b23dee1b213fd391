"""Go Fish's game against the computer on the engine side: the table as one seat sees it, and
``[[play go-fish]]`` rendered at build time with Go Fish's form to try any ask."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from engine.core.cards import ALL_RANKS, rank_name
from engine.core.i18n import tr
from engine.core.moves import move_json
from engine.core.rng import Rng
from engine.games import spec
from engine.gofish import Ask, Rules, apply, memory_bot, new_game, view
from engine.gofish.spec import TRY_ANY_ASK
from engine.gofish.widgets import table_for
from engine.ops import SHORTCODES
from engine.present.cards import card_name
from engine.present.tree import to_html
from engine.workbench.play import PLAY_UI

ROOT = Path(__file__).resolve().parents[2]


def played(seed: int, players: int, moves: int | None = None):
    state = new_game(tuple("ABCDE"[:players]), Rules(), Rng(seed))
    rng = Rng(seed + 1)
    while not state.over and (moves is None or len(state.actions) < moves):
        state = apply(state, memory_bot(state, rng))
    return state


def _box(page: str, seat: str) -> str:
    """The HTML of ``seat``'s place at the table (up to the next seat's)."""
    start = page.index(f'data-seat-box="{seat}"')
    ends = [i for i in (page.find("data-seat-box=", start + 20), page.find('class="table-middle"', start))
            if i > 0]
    return page[start: min(ends) if ends else len(page)]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_table_shows_only_what_the_seat_may_know(lang: str) -> None:
    state = played(3, 3, moves=12)
    page = to_html(table_for(state, "A", lang))
    hand = page[page.index('class="table-hand"'):]
    for c in state.hands[0]:
        assert f'data-card="{c}"' in hand and card_name(c, lang) in page
    for i, seat in enumerate(state.seats):
        box = _box(page, seat)
        assert f'data-cards="{len(state.hands[i])}"' in box
        assert box.count('class="book-mark"') == len(state.books[i])
        if seat != "A":
            assert "data-card=" not in box, f"{seat}'s cards are shown to A"
            assert box.count("card--back") == min(len(state.hands[i]), 13)
    assert f'data-stock="{len(state.stock)}"' in page
    assert "data-result" not in page


def test_what_a_seat_is_known_to_hold() -> None:
    state = played(3, 3, moves=30)
    v = view(state, "A")
    page = to_html(table_for(state, "A", "fr"))
    from engine.gofish import knowledge

    known = knowledge(v)
    for i, seat in enumerate(state.seats):
        ranks = [r for r in range(2, 15) if known.least[i][r]]
        assert ("seat__known" in _box(page, seat)) == bool(ranks)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (4, 3), (9, 5)])
def test_the_result_once_over(seed: int, players: int) -> None:
    state = played(seed, players)
    page = to_html(table_for(state, "A", "es"))
    winners = re.search(r'data-result="true" data-winners="([^"]*)"', page)
    assert winners and winners.group(1).split() == list(state.winners())
    counts = [int(c) for c in re.findall(r'<li data-seat="\w" data-books="(\d+)"', page)]
    assert counts == [len(b) for b in state.books] and sum(counts) == 13
    assert "to play" not in page and "is-turn" not in page


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_game_against_the_computer_renders_the_deal_for_seat_a(lang: str) -> None:
    page = SHORTCODES["play"](["go-fish"], lang)
    assert page.startswith('<div class="widget" data-widget="play"')
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
    assert config["game"] == "go-fish" and config["seat"] == "A" and config["seed"] == 1
    assert config["players"] == [2, 3, 4, 5] and config["default_players"] == 3
    assert config["level"] == "beginner"  # a first game: the weakest unless chosen
    for key in PLAY_UI:
        assert f" data-msg-{key}=" in page
    state = new_game(("A", "B", "C"), Rules(), Rng(1))
    assert to_html(table_for(state, "A", lang)) in page  # a picture of the deal: nothing to touch yet
    assert f'data-lang="{lang}"' in page and 'role="region"' in page


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_form_to_try_any_ask(lang: str) -> None:
    """Every ask seat A may try at the largest table, legal or not, as the engine writes moves, and the
    fields the page chooses one by, in the page's language."""
    page = SHORTCODES["play"](["go-fish"], lang)
    form = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))["try"]
    assert form["title"] == tr(lang, TRY_ANY_ASK.title) and form["button"] == tr(lang, TRY_ANY_ASK.button)
    target, rank = form["fields"]
    assert target == {"name": "target", "label": tr(lang, "Opponent"), "seat": True, "values": list("BCDE")}
    assert rank["name"] == "rank" and not rank["seat"]
    assert rank["values"] == [rank_name(r) for r in ALL_RANKS]
    asks = [Ask("A", t, r) for t in "BCDE" for r in ALL_RANKS]
    assert form["moves"] == [move_json(a) for a in asks]
    # each reads back as the ask it is
    read = spec("go-fish").read_move(form["moves"][12])
    assert read == Ask("A", "B", 14)


def test_a_game_without_a_form_has_none() -> None:
    page = SHORTCODES["play"](["kachuful"], "fr")
    assert '"try"' not in html.unescape(re.search(r'data-config="([^"]*)"', page).group(1))


@pytest.mark.parametrize("name", ["play.js", "play-try.js", "try-moves.js"])
def test_the_script_has_no_hard_coded_text(name: str) -> None:
    import sys

    sys.path.insert(0, str(ROOT / "scripts" / "tools"))
    import i18n_tool

    source = (ROOT / "docs" / "assets" / "js" / "widgets" / name).read_text(encoding="utf-8")
    assert i18n_tool.js_findings(source) == []
    assert "innerHTML" not in source and "style=" not in source and ".style." not in source
    # every message the script reads is given by the shortcode
    keys = set(re.findall(r"msg\.msg(\w+)", source)) - {"Loading", "Failed", "Error", "Ready"}
    given = {"".join(part.capitalize() for part in key.split("-")) for key in PLAY_UI}
    assert keys <= given, keys - given


@pytest.mark.parametrize("game", ["go-fish", "literature", "kachuful"])
def test_a_first_game_against_the_computer_starts_at_the_weakest_level(game: str) -> None:
    """Issue 27: the reader's first game is at the beginner level (the levels are listed weakest first);
    the workbench keeps the game's own default."""
    page = SHORTCODES["play"]([game], "fr")
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
    assert config["level"] == "beginner" == config["levels"][0]["name"] == spec(game).first_level
    assert spec(game).default_level != "beginner"


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("game", ["go-fish", "literature", "kachuful"])
def test_before_a_game_is_dealt_its_table_offers_nothing_to_touch(game: str, lang: str) -> None:
    """The deal shown before the reader deals is a picture: no button on the table (a touch would go
    unanswered) and no prompt asking for one; the reader's hand is shown, face up."""
    from engine.workbench.config import DEFAULT_SEED, Config
    from engine.workbench.replay import replay

    page = SHORTCODES["play"]([game], lang)
    table = page[page.index("data-table="):]
    assert "<button" not in table
    g = spec(game)
    first = dict(g.play_rules.choices[0][2]) if g.play_rules else {}
    state = replay(Config(game, g.default_players, DEFAULT_SEED, first, ()), lang).states[0]
    live = g.table(state, "A", "A", lang)
    prompts = [to_html(p) for p in live.prompts]
    assert prompts or game != "go-fish"  # Ana asks first: the live table asks her for a touch
    assert not any(p in table for p in prompts)  # the picture does not
    hand = table[table.index('class="table-hand"'):]
    held = next(seat.cards for seat in live.seats if seat.name == "A")
    assert all(f'data-card="{card_name(c, lang)}"' in hand or f'data-card="{c}"' in hand for c in held)
