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
from engine.gofish.widgets import GAME_UI, table_for
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
def test_shortcode_renders_the_deal_for_seat_a(lang: str) -> None:
    page = SHORTCODES["gofish-game"]([], lang)
    assert page.startswith('<div class="widget" data-widget="gofish-game"')
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
    assert config["seat"] == "A" and config["opponents"] == 2 and config["seed"] == 1
    assert config["ranks"][0] == "2" and config["ranks"][-1] == "A" and len(config["ranks"]) == 13
    for key in GAME_UI:
        assert f" data-msg-{key}=" in page
    state = new_game(("A", "B", "C"), Rules(), Rng(1))
    assert to_html(table_for(state, "A", lang, interactive=True)) in page
    assert f'data-lang="{lang}"' in page and 'role="region"' in page


def test_shortcode_arguments() -> None:
    page = SHORTCODES["gofish-game"](["opponents=4", "seed=77"], "fr")
    config = json.loads(html.unescape(re.search(r'data-config="([^"]*)"', page).group(1)))
    assert config["opponents"] == 4 and config["seed"] == 77
    assert page.count("data-seat-box=") == 5
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
