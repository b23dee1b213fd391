"""The keyboard's stops, in both languages, at a phone's width and a desktop's (in test_accessibility.py
until it was split for parallel runs): none lands on something not drawn, the header's toggles work by
keyboard on a phone, and every stop of the header draws a ring."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .test_accessibility import SCHEMES

# What the reader sees of the element the focus is on, once its transitions are over (Material's skip
# link and heading anchors fade in as they get the focus): its box, its opacity through its ancestors.
SEEN = """async () => {
  await Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => null)));
  const e = document.activeElement;
  if (!e || e === document.body) return null;
  const r = e.getBoundingClientRect();
  let opacity = 1;
  for (let node = e; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
  return {what: `${e.tagName}.${e.className} ${(e.getAttribute('aria-label') || e.textContent || '').trim()
    .slice(0, 30)}`, width: r.width, height: r.height, opacity, visibility: getComputedStyle(e).visibility};
}"""
TAB_PAGES = {"fr": ["/", "/literature/workbench/"], "es": ["/es/", "/es/go-fish/workbench/"]}


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_no_invisible_tab_stop(guarded: Page, site_url: str, lang: str, width: int) -> None:
    """Tabbing through the header, the navigation and the first of the page never lands on something not
    drawn (a 0×0 radio, a 0 px search field, a collapsed box)."""
    guarded.set_viewport_size({"width": width, "height": 800})
    for path in TAB_PAGES[lang]:
        guarded.goto(site_url + path)
        unseen = []
        for _ in range(45):
            guarded.keyboard.press("Tab")
            seen = guarded.evaluate(SEEN)
            if seen is None:
                break
            drawn = seen["width"] >= 1 and seen["height"] >= 1 and seen["opacity"] >= 0.5
            if not drawn or seen["visibility"] != "visible":
                unseen.append(seen)
        assert unseen == [], f"{path} at {width} px: {unseen}"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_header_toggles_by_keyboard_on_a_phone(guarded: Page, site_url: str, lang: str) -> None:
    """On a narrow screen the menu and search are buttons: Enter on the menu opens the navigation with the
    focus on its first link, Escape closes it and gives the focus back; Enter on search focuses its field."""
    guarded.set_viewport_size({"width": 390, "height": 800})
    guarded.goto(site_url + TAB_PAGES[lang][0])
    menu = guarded.locator('.md-header [data-md-for="__drawer"]')
    expect(menu).to_have_attribute("aria-label", {"fr": "Navigation", "es": "Navegación"}[lang])
    menu.focus()
    guarded.keyboard.press("Enter")
    first = guarded.locator(".md-sidebar--primary a[href]").first
    expect(first).to_be_focused()
    assert guarded.evaluate(SEEN)["opacity"] > 0.5
    guarded.keyboard.press("Escape")
    expect(menu).to_be_focused()
    expect(guarded.locator("#__drawer")).not_to_be_checked()
    search = guarded.locator('.md-header [data-md-for="__search"]')
    search.focus()
    guarded.keyboard.press("Enter")
    expect(guarded.locator("input.md-search__input")).to_be_focused()
    assert guarded.evaluate(SEEN)["width"] > 100


# The ring drawn round the element the focus is on: its style and width (the browser's own "auto" ring,
# 1 px, is not enough on the header's teal).
RING = """() => {
  const e = document.activeElement;
  const s = getComputedStyle(e);
  return {what: e.className, inHeader: Boolean(e.closest('.md-header') || e.matches('.md-skip')),
          ring: s.outlineStyle === 'solid' && parseFloat(s.outlineWidth) >= 2};
}"""


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_header_links_show_their_focus(guarded: Page, site_url: str, lang: str, scheme: str,
                                           width: int) -> None:
    """Every stop of the header (the skip link, the logo, the toggles, the language switcher's links, the
    search field) draws a solid ring of 2 px or more when Tab reaches it."""
    guarded.set_viewport_size({"width": width, "height": 800})
    guarded.emulate_media(color_scheme=scheme)
    guarded.goto(site_url + TAB_PAGES[lang][0])
    seen = []
    for _ in range(12):
        guarded.keyboard.press("Tab")
        stop = guarded.evaluate(RING)
        if not stop["inHeader"]:
            break
        seen.append(stop)
    assert [s for s in seen if not s["ring"]] == [], seen
    assert sum("md-select__link" in s["what"] for s in seen) == 2, seen  # Français, Español
    assert any("md-logo" in s["what"] for s in seen) == (width > 390), seen
