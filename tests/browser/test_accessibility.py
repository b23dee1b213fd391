"""axe-core on every page of the site, in both languages and both colour schemes (light and dark, as
``prefers-color-scheme`` asks and as the header's toggle switches): before the widgets are ready, once
they are, and after stepping each worked example. No violation is allowed."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page, Route, expect

from .conftest import axe_violations

SITE = Path(__file__).resolve().parents[2] / "site"


def site_pages() -> list[str]:
    sitemap = (SITE / "sitemap.xml").read_text(encoding="utf-8") if (SITE / "sitemap.xml").exists() else ""
    return sorted({urlparse(loc).path for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)})


SCHEMES = {"light": "default", "dark": "slate"}
TOGGLE = '[data-md-component="palette"] [data-md-for]:not([hidden])'


def both_schemes(page: Page, when: str) -> list[str]:
    """axe in the scheme shown, then in the other one (the header's toggle, as a reader switches), back
    where it was: what each finds, named by the scheme and ``when``."""
    found = []
    for _ in SCHEMES:
        shown = page.locator("body").get_attribute("data-md-color-scheme")
        found += [f"{shown}, {when}: {v}" for v in axe_violations(page)]
        page.locator(TOGGLE).click()
        expect(page.locator("body")).not_to_have_attribute("data-md-color-scheme", shown or "")
    return found


@pytest.mark.parametrize(("path", "scheme"), [(p, list(SCHEMES)[i % 2]) for i, p in enumerate(site_pages())])
def test_no_axe_violation(guarded: Page, site_url: str, path: str, scheme: str) -> None:
    """Each page in both schemes, in one load: the one ``prefers-color-scheme`` asks (light and dark
    by turns from one page to the next), then the other through the header's toggle; before the engine
    is in (its snapshot held until both are checked), once the widgets are ready, and after stepping
    each worked example."""
    page = guarded
    held: list[Route] = []
    released = False

    def hold(route: Route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route("**/snapshot.bin", hold)
    page.emulate_media(color_scheme=scheme)
    page.goto(site_url + path)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[scheme])
    widgets = page.locator("[data-example], [data-widget]")
    found = both_schemes(page, "before ready")  # the engine cannot be in (a widget may answer from its book)
    released = True
    for route in held:
        route.continue_()
    for i in range(widgets.count()):
        expect(widgets.nth(i)).to_have_attribute("data-engine", "ready", timeout=60_000)
    if widgets.count():
        found += both_schemes(page, "ready")
    examples = page.locator("[data-example]")
    for i in range(examples.count()):
        example = examples.nth(i)
        total = int(example.get_attribute("data-total"))
        for step in range(2, min(total, 6) + 1):
            example.locator('[data-action="next"]').click()
            expect(example).to_have_attribute("data-step", str(step))
    if examples.count():
        found += both_schemes(page, "after stepping")
    assert found == []


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
