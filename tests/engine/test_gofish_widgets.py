"""Go Fish's widget on the engine side: the table as one seat sees it, and the [[gofish-game]]
shortcode rendered at build time."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from engine.core.errors import MalformedInput
from engine.core.rng import Rng
from engine.gofish import Rules, apply, memory_bot, new_game, view
from engine.gofish.widgets import GAME_UI, present_view, table_for
from engine.ops import SHORTCODES
from engine.present.cards import card_name
from engine.present.tree import to_html

ROOT = Path(__file__).resolve().parents[2]


def played(seed: int, players: int, moves: int | None = None):
    state = new_game(tuple("ABCDE"[:players]), Rules(), Rng(seed))
    rng = Rng(seed + 1)
    while not state.over and (moves is None or len(state.actions) < moves):
        state = apply(state, memory_bot(state, rng))
    return state


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_table_shows_only_what_the_seat_may_know(lang: str) -> None:
    state = played(3, 3, moves=12)
    page = to_html(table_for(state, "A", lang))
    assert table_for(state, "A", lang) == present_view(view(state, "A"), lang)
    booked = {r for b in state.books for r in b}
    for c in state.hands[0]:
        assert card_name(c, lang) in page
    for hand in state.hands[1:]:
        for c in hand:
            if c.rank not in booked:
                assert card_name(c, lang) not in page
    for i, seat in enumerate(state.seats):
        row = re.search(rf'<tr[^>]*data-seat="{seat}"[^>]*>', page).group(0)
        assert f'data-cards="{len(state.hands[i])}"' in row and f'data-books="{len(state.books[i])}"' in row
    assert f'data-stock="{len(state.stock)}"' in page
    assert "data-result" not in page


def test_what_a_seat_is_known_to_hold() -> None:
    state = played(3, 3, moves=30)
    v = view(state, "A")
    page = to_html(present_view(v, "fr"))
    from engine.gofish import knowledge

    known = knowledge(v)
    for i, seat in enumerate(state.seats):
        row = re.search(rf'<tr[^>]*data-seat="{seat}".*?</tr>', page).group(0)
        cell = re.findall(r"<td[^>]*>(.*?)</td>", row)[-1]
        ranks = [r for r in range(2, 15) if known.least[i][r]]
        assert (cell == "–") == (not ranks)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (4, 3), (9, 5)])
def test_the_result_once_over(seed: int, players: int) -> None:
    state = played(seed, players)
    page = to_html(table_for(state, "A", "es"))
    winners = re.search(r'data-result="true" data-winners="([^"]*)"', page)
    assert winners and winners.group(1).split() == list(state.winners())
    counts = [int(c) for c in re.findall(r'<li data-seat="\w" data-books="(\d+)"', page)]
    assert counts == [len(b) for b in state.books] and sum(counts) == 13
    assert "to play" not in page and 'class="is-turn"' not in page


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_shortcode_renders_the_deal_for_seat_a(lang: str) -> None:
    page = SHORTCODES["gofish-game"]([], lang)
    assert page.startswith('<div class="widget" data-widget="gofish-game"')
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
    assert config["seat"] == "A" and config["opponents"] == 2 and config["seed"] == 1
    assert config["ranks"][0] == "2" and config["ranks"][-1] == "A" and len(config["ranks"]) == 13
    for key in GAME_UI:
        assert f" data-msg-{key}=" in page
    state = new_game(("A", "B", "C"), Rules(), Rng(1))
    assert to_html(table_for(state, "A", lang)) in page
    assert f'data-lang="{lang}"' in page and 'role="region"' in page


def test_shortcode_arguments() -> None:
    page = SHORTCODES["gofish-game"](["opponents=4", "seed=77"], "fr")
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
    assert config["opponents"] == 4 and config["seed"] == 77
    assert page.count("<tr ") == 5
    for bad, code in ((["opponents=5"], "value-out-of-range"), (["opponents=0"], "value-out-of-range"),
                      (["seed=-1"], "field-unknown"), (["jokers"], "field-unknown")):
        with pytest.raises(MalformedInput) as info:
            SHORTCODES["gofish-game"](bad, "fr")
        assert info.value.code == code


def test_the_script_has_no_hard_coded_text() -> None:
    import sys

    sys.path.insert(0, str(ROOT / "scripts" / "tools"))
    import i18n_tool

    source = (ROOT / "docs" / "assets" / "js" / "widgets" / "gofish-game.js").read_text(encoding="utf-8")
    assert i18n_tool.js_findings(source) == []
    assert "innerHTML" not in source and "style=" not in source and ".style." not in source
    # every message the script reads is given by the shortcode
    keys = set(re.findall(r"msg\.msg(\w+)", source)) - {"Loading", "Failed", "Error", "Ready"}
    given = {"".join(part.capitalize() for part in key.split("-")) for key in GAME_UI}
    assert keys <= given, keys - given
