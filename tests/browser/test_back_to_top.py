"""Material's "back to top" button on a phone is a small round button in the bottom corner, named by its
words in the page's language, not a pill across the text under the header; on a wide screen it stays
where Material puts it, under the header."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

NAMES = {"fr": ("/kachuful/", "Retour en haut de la page"), "es": ("/es/kachuful/", "Volver al principio")}


def _shown(browser: Browser, site_url: str, path: str, width: int):
    context = browser.new_context(viewport={"width": width, "height": 800})
    page = context.new_page()
    page.goto(site_url + path)
    top = page.locator(".md-top")
    page.mouse.wheel(0, 3000)
    page.wait_for_function("() => window.scrollY > 2000")
    page.mouse.wheel(0, -200)  # Material shows it when the reader scrolls back up
    expect(top).to_be_visible()
    expect(top).not_to_have_attribute("hidden", "")
    return context, page, top


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_on_a_phone_it_is_a_round_button_in_the_corner(browser: Browser, site_url: str, lang: str) -> None:
    path, name = NAMES[lang]
    context, page, top = _shown(browser, site_url, path, 390)
    try:
        expect(top).to_have_accessible_name(name)
        page.wait_for_function("() => { const b = document.querySelector('.md-top').getBoundingClientRect();"
                               " return b.bottom > innerHeight - 80 && b.right > innerWidth - 80; }")
        box = top.bounding_box()
        assert box["width"] <= 48 and box["height"] <= 48, box
        assert box["x"] > 390 - 80 and box["y"] > 800 - 80, box
        top.click()
        page.wait_for_function("() => window.scrollY === 0")
    finally:
        context.close()


def test_on_a_wide_screen_it_stays_under_the_header(browser: Browser, site_url: str) -> None:
    context, page, top = _shown(browser, site_url, NAMES["fr"][0], 1280)
    try:
        page.wait_for_function("() => document.querySelector('.md-top').getBoundingClientRect().top < 200")
        box = top.bounding_box()
        assert box["width"] > 100 and abs(box["x"] + box["width"] / 2 - 640) < 40, box
    finally:
        context.close()
