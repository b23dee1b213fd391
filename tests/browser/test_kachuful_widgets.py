"""The Kachuful widgets in a real Chromium: the program of deals and a program played by bots, whose
totals must be those CPython computes for the same seed."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from engine.core.spec import seat_names
from engine.kachuful.bots import play_program
from engine.kachuful.rules import Rules

PATHS = {"fr": "/kachuful/", "es": "/es/kachuful/"}
PROGRAM = '[data-widget="kachuful-program"]'
GAME = '[data-widget="kachuful-game"]'


def ready(page: Page, site_url: str, lang: str, selector: str):
    page.goto(site_url + PATHS[lang])
    root = page.locator(selector)
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)
    return root


def final_totals(root) -> list[int]:
    cells = root.locator("tr.final-totals td")
    return [int(cells.nth(i).get_attribute("data-total")) for i in range(cells.count())]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_program_table_for_each_player_count(guarded: Page, site_url: str, lang: str) -> None:
    root = ready(guarded, site_url, lang, PROGRAM)
    table = root.locator("table.program-table")
    expect(table).to_have_attribute("data-deals", "25")
    expect(table.locator("tbody tr")).to_have_count(25)
    # The one-card pivot is deal 13 (spades); deal 14 goes on with diamonds, not back to spades.
    expect(table.locator('tr[data-deal="13"] td').nth(0)).to_have_text("1")
    expect(table.locator('tr[data-deal="14"] td').nth(1)).to_have_attribute("data-trump", "diamonds")
    select = root.locator("select")
    for players, deals in ((3, 33), (7, 13), (4, 25)):
        select.select_option(str(players))
        expect(root).to_have_attribute("data-players", str(players))
        expect(table).to_have_attribute("data-deals", str(deals))
        expect(table.locator("tbody tr")).to_have_count(deals)
    assert guarded.locator("html").get_attribute("lang") == lang


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_program_table_is_in_the_page_without_the_engine(page: Page, site_url: str, lang: str) -> None:
    page.route("**/engine/**", lambda route: route.abort())
    page.goto(site_url + PATHS[lang])
    root = page.locator(PROGRAM)
    expect(root.locator("table.program-table tbody tr")).to_have_count(25)
    expect(root).to_have_attribute("data-engine", "failed", timeout=60_000)
    expect(root.locator(".widget__status")).not_to_be_empty()


def test_built_game_matches_cpython(page: Page, site_url: str) -> None:
    page.route("**/engine/**", lambda route: route.abort())
    page.goto(site_url + PATHS["fr"])
    root = page.locator(GAME)
    expect(root.locator(".kachuful-game__result")).to_have_attribute("data-seed", "1")
    assert final_totals(root) == list(play_program(seat_names(4), Rules(), 1).totals)
    # The chart is drawn from the page's data even without the engine.
    expect(root.locator("svg.kachuful-chart__svg polyline")).to_have_count(4)


@pytest.mark.parametrize(("lang", "players", "seed", "variant", "rules"), [
    ("fr", 5, 4242, None, Rules()),
    ("es", 3, 987654321, "miss-penalty", Rules(miss_penalty=True)),
])
def test_bot_game_matches_cpython(
    guarded: Page, site_url: str, lang: str, players: int, seed: int, variant: str | None, rules: Rules,
) -> None:
    root = ready(guarded, site_url, lang, GAME)
    root.locator("select").select_option(str(players))
    root.locator('input[name="seed"]').fill(str(seed))
    if variant:
        root.locator(f'input[name="{variant}"]').check()
    root.locator('button[type="submit"]').click()
    result = root.locator(".kachuful-game__result")
    expect(result).to_have_attribute("data-seed", str(seed), timeout=60_000)
    expect(result).to_have_attribute("data-players", str(players))
    expected = play_program(seat_names(players), rules, seed)
    assert final_totals(root) == list(expected.totals)
    expect(result.locator("tbody tr[data-deal]")).to_have_count(len(expected.sheet))
    chart = root.locator("svg.kachuful-chart__svg")
    expect(chart.locator("polyline")).to_have_count(players)
    expect(root.locator(".kachuful-chart__legend li")).to_have_count(players)


def test_a_bad_seed_is_refused_in_place(guarded: Page, site_url: str) -> None:
    root = ready(guarded, site_url, "fr", GAME)
    seed = root.locator('input[name="seed"]')
    seed.fill("-3")
    seed.press("Enter")
    expect(seed).to_have_attribute("aria-invalid", "true")
    expect(root.locator(".kachuful-game__result")).to_have_attribute("data-seed", "1")
