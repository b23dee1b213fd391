"""Light and dark, in both languages: the site follows ``prefers-color-scheme``; the header's toggle (a
visible button, reached with Tab) switches with Enter or Space, names itself in the page's language and
keeps the choice across pages; a card the rules refuse now (on the workbench's table) is dimmed by its
frame and ground, not by fading: its rank and suit keep a contrast of at least 4.5:1 in both schemes
(measured); so does a lesson's hint button once spent (dashed, in the secondary colour)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Locator, Page, expect

TOGGLE = '[data-md-component="palette"] [data-md-for]:not([hidden])'
NAMES = {
    "fr": {"default": "Passer au thème sombre", "slate": "Passer au thème clair"},
    "es": {"default": "Cambiar al tema oscuro", "slate": "Cambiar al tema claro"},
}
HOME = {"fr": "/", "es": "/es/"}
LEARN = {"fr": "/kachuful/learn/", "es": "/es/kachuful/learn/"}


def scheme(page: Page) -> str:
    return page.locator("body").get_attribute("data-md-color-scheme") or ""


def tab_to(page: Page, selector: str, limit: int = 40) -> None:
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_system_scheme_then_the_readers_choice_kept(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    page.emulate_media(color_scheme="dark")
    page.goto(site_url + HOME[lang])
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    toggle = page.locator(TOGGLE)
    expect(toggle).to_have_attribute("aria-label", NAMES[lang]["slate"])
    tab_to(page, TOGGLE)
    page.keyboard.press("Enter")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default")
    # the focus follows to the toggle shown now, named for what it does next
    focused = page.evaluate("(s) => [document.activeElement.matches(s), "
                            "document.activeElement.getAttribute('aria-label')]", TOGGLE)
    assert focused == [True, NAMES[lang]["default"]], focused
    # the choice is kept: on another page, with the system still dark
    page.goto(site_url + LEARN[lang])
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "default")
    tab_to(page, TOGGLE)
    page.keyboard.press(" ")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")
    page.emulate_media(color_scheme="light")
    page.reload()
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate")


# The contrast of a dimmed card's rank and suit against the card's own ground, and what fades it.
# What both measures share: a CSS colour's channels, its relative luminance (WCAG 2), the ratio of two.
RATIO_JS = """
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92
    : ((v + 0.055) / 1.055) ** 2.4; }).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (x, y) => { const [a, b] = [lum(x), lum(y)].sort((p, q) => q - p);
    return (a + 0.05) / (b + 0.05); };
"""

CONTRAST = """(button) => {""" + RATIO_JS + """
  const ground = rgb(getComputedStyle(button).backgroundColor);
  let faded = 1;
  for (let node = button; node; node = node.parentElement) faded *= Number(getComputedStyle(node).opacity);
  return {
    alpha: ground.length > 3 ? ground[3] : 1, faded,
    rank: ratio(rgb(getComputedStyle(button.querySelector('.card__rank')).color), ground),
    suit: ratio(rgb(getComputedStyle(button.querySelector('.card__suit')).color), ground),
  };
}"""


def in_each_scheme(page: Page) -> Iterator[str]:
    """Light, then dark (switched with the header's toggle), the pointer away and the switch's transitions
    over: the scheme each time."""
    for wanted in ("default", "slate"):
        if scheme(page) != wanted:
            page.locator(TOGGLE).click()
            expect(page.locator("body")).to_have_attribute("data-md-color-scheme", wanted)
        page.mouse.move(0, 0)
        page.wait_for_function("() => !document.getAnimations().some((a) => a.playState === 'running'"
                               " && a.effect.getComputedTiming().iterations !== Infinity)")
        yield wanted


def follow_suit(page: Page, site_url: str, lang: str) -> Locator:
    """Kachuful's first lesson, ready: hearts led, the reader's diamond and spade refused."""
    page.goto(site_url + LEARN[lang] + "#lesson-follow-suit")
    lesson = page.locator('[data-lesson="kachuful/follow-suit"]')
    expect(lesson).to_have_attribute("data-engine", "ready", timeout=60_000)
    return lesson


def refused_cards(page: Page, site_url: str, lang: str) -> tuple[Locator, int]:
    """The Kachuful workbench at the first position of its tests' line where the seat to play holds cards
    the rules refuse (a suit led it cannot ignore): its table, and how many of its cards are refused. (A
    lesson's table no longer dims them: the lesson that teaches following suit would give itself away.)"""
    from engine.games import spec
    from engine.workbench import replay

    from .test_card_table import CONFIGS, MOVES, computer_line, open_table, table

    config, game = CONFIGS["kachuful"], spec("kachuful")

    def refused(state: object) -> list[object]:
        seat = state.seats[state.turn]  # type: ignore[attr-defined]
        hand = state.hands[state.turn]  # type: ignore[attr-defined]
        return [c for c in hand if game.adapter.explain(
            state, game.read_move({"kind": "play", "seat": seat, "card": str(c)}))]

    moves = computer_line(config, MOVES["kachuful"])
    for k in range(4, len(moves)):
        state = replay(config.with_line(tuple(moves[:k])), lang).state
        if refused(state):
            root, _ = open_table(page, site_url, lang, config.with_line(tuple(moves[:k])))
            return table(root), len(refused(state))
    raise AssertionError("no card refused along the line")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_dimmed_cards_keep_their_contrast_in_both_schemes(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    drawn, count = refused_cards(page, site_url, lang)
    dimmed = drawn.locator(".table-hand button.card.is-dim")
    expect(dimmed).to_have_count(count, timeout=60_000)
    for wanted in in_each_scheme(page):
        for i in range(dimmed.count()):
            measured = dimmed.nth(i).evaluate(CONTRAST)
            assert measured["faded"] == 1 and measured["alpha"] == 1, (wanted, measured)
            assert measured["rank"] >= 4.5 and measured["suit"] >= 4.5, (wanted, measured)


# The contrast of an element's text against the first ground drawn under it.
TEXT_CONTRAST = """(node) => {""" + RATIO_JS + """
  let ground = null;
  for (let at = node; at && !ground; at = at.parentElement) {
    const c = rgb(getComputedStyle(at).backgroundColor);
    if (c.length < 4 || c[3] === 1) ground = c;
  }
  ground = ground || [255, 255, 255];
  const fg = rgb(getComputedStyle(node).color);
  const alpha = fg.length > 3 ? fg[3] : 1;
  const seen = fg.slice(0, 3).map((v, i) => v * alpha + ground[i] * (1 - alpha));
  return ratio(seen, ground);
}"""


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_spent_hint_button_reads_in_both_schemes(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    lesson = follow_suit(page, site_url, lang)
    button = lesson.locator('button[data-action="hint"]')
    expect(button).not_to_have_attribute("aria-disabled", "true")
    button.focus()
    while button.get_attribute("aria-disabled") != "true":
        shown = lesson.locator(".lesson__hints li").count()
        page.keyboard.press("Enter")
        expect(lesson.locator(".lesson__hints li")).to_have_count(shown + 1)
    expect(button).to_be_focused()
    for wanted in in_each_scheme(page):
        button.focus()
        assert button.evaluate("(b) => getComputedStyle(b).borderTopStyle") == "dashed"
        ratio = button.evaluate(TEXT_CONTRAST)
        assert ratio >= 4.5, (wanted, ratio)
