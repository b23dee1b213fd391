"""Site-wide behaviour: search works in each language, and the Kachuful program widget is usable
with the keyboard alone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

SEARCH = {"fr": ("/", "carré", "/go-fish/"), "es": ("/es/", "cuarteto", "/es/go-fish/")}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_search_finds_pages_in_the_readers_language(guarded: Page, site_url: str, lang: str) -> None:
    start, word, expected = SEARCH[lang]
    guarded.goto(site_url + start)
    guarded.keyboard.press("/")  # Material's shortcut: focus the search field
    expect(guarded.locator("input.md-search__input")).to_be_focused()
    guarded.keyboard.type(word)
    results = guarded.locator("a.md-search-result__link")
    # the list is drawn again as the search worker answers each letter: wait for the page looked for,
    # then read every link at once (never one by one from a list that may be redrawn meanwhile)
    expect(guarded.locator(f'a.md-search-result__link[href*="{expected}"]').first).to_be_visible(timeout=30_000)
    hrefs = results.evaluate_all("links => links.map((a) => a.getAttribute('href') || '')")
    assert any(expected in href for href in hrefs), hrefs
    if lang == "es":
        assert all("/es/" in href for href in hrefs), hrefs  # Spanish readers get Spanish pages
    else:
        assert not any("/es/" in href for href in hrefs), hrefs


def test_program_widget_with_the_keyboard(guarded: Page, site_url: str) -> None:
    guarded.goto(site_url + "/kachuful/")
    root = guarded.locator('[data-widget="kachuful-program"]')
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)
    select = root.locator("select")
    select.focus()
    expect(select).to_be_focused()
    # Arrow keys change the number of players; the table follows.
    guarded.keyboard.press("ArrowUp")
    expect(root.locator("table.program-table")).to_have_attribute("data-deals", re.compile(r"^(33|19)$"))
    value = select.input_value()
    expected = {"3": "33", "5": "19"}[value]
    expect(root.locator("table.program-table")).to_have_attribute("data-deals", expected)
    # Focus is visible on the control (an outline or a box-shadow is drawn).
    ring = guarded.evaluate(
        "() => { const s = getComputedStyle(document.activeElement);"
        " return s.outlineStyle !== 'none' || s.boxShadow !== 'none'; }"
    )
    assert ring


SEARCH_WORKER = (
    "performance.getEntriesByType('resource')"
    ".find((e) => /\\/workers\\/search\\.[0-9a-f]+\\.min\\.js$/.test(e.name))"
)


def search_results(page: Page, word: str) -> list[str]:
    page.keyboard.press("/")
    expect(page.locator("input.md-search__input")).to_be_focused()
    page.keyboard.type(word)
    results = page.locator("a.md-search-result__link")
    expect(results.first).to_be_visible(timeout=30_000)
    return [results.nth(i).get_attribute("href") or "" for i in range(results.count())]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_on_a_page_with_examples_search_starts_once_the_engine_is_ready(
    guarded: Page, site_url: str, lang: str
) -> None:
    """Material's search worker builds its index only after the engine's start (engine-start.js), which
    it would otherwise slow down; search then works as everywhere."""
    start, word, expected = SEARCH[lang]
    guarded.goto(site_url + start + "kachuful/")
    expect(guarded.locator('[data-example][data-engine="ready"]').first).to_be_attached(timeout=60_000)
    # the examples are ready from the page's answer book first: the engine's own start is waited for
    assert guarded.evaluate("window.__cardsEngine.call({op: 'hello'})")["ok"] is True
    guarded.wait_for_function(f"() => Boolean({SEARCH_WORKER})")
    started, ready = guarded.evaluate(
        f"() => [performance.timeOrigin + {SEARCH_WORKER}.startTime, self.__engineStart.ready]"
    )
    assert started >= ready, f"the search worker started {ready - started:.0f} ms before the engine was ready"
    assert any(expected in href for href in search_results(guarded, word))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_search_does_not_wait_for_an_engine_still_starting(guarded: Page, site_url: str, lang: str) -> None:
    """A reader who goes to the search field gets search at once, even while the engine is loading
    (here it never finishes: its snapshot is held by the network)."""
    start, word, expected = SEARCH[lang]
    held = []
    guarded.route("**/engine/*/snapshot.bin", lambda route: held.append(route))
    guarded.goto(site_url + start + "kachuful/")
    guarded.wait_for_function("() => document.querySelector('[data-example]')")
    assert guarded.evaluate(f"() => !{SEARCH_WORKER}"), "the search worker started before the engine"
    assert any(expected in href for href in search_results(guarded, word))
    # the examples may be ready from their book; the engine itself is still loading
    assert guarded.evaluate("typeof self.__engineStart") == "undefined"
    for route in held:
        route.abort()
