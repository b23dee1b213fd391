"""The Kachuful forbidden-bid example in a real Chromium, in French and Spanish."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import open_ready

EXAMPLE = '[data-example="kachuful/forbidden-bid"]'
TEXTS = {
    "fr": {"path": "/kachuful/", "next": "Suivant", "prev": "Précédent", "reset": "Recommencer",
           "refused": "Refus", "bid0": "David annonce 0", "progress": "Étape 5 sur 18"},
    "es": {"path": "/es/kachuful/", "next": "Siguiente", "prev": "Anterior", "reset": "Volver a empezar",
           "refused": "Rechaz", "bid0": "David apuesta 0", "progress": "Paso 5 de 18"},
}


def open_example(page: Page, site_url: str, lang: str):
    return open_ready(page, site_url + TEXTS[lang]["path"], EXAMPLE)


def step_to(example, target: int) -> None:
    """Click Next until the example shows ``target``, waiting on each change of step."""
    while int(example.get_attribute("data-step")) < target:
        current = int(example.get_attribute("data-step"))
        example.locator('[data-action="next"]').click()
        expect(example).to_have_attribute("data-step", str(current + 1))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_static_first_step_without_engine(page: Page, site_url: str, lang: str) -> None:
    page.route("**/engine/**", lambda route: route.abort())
    page.route("**/answers.json", lambda route: route.abort())  # with its book, it steps (test_answer_book)
    page.goto(site_url + TEXTS[lang]["path"])
    example = page.locator(EXAMPLE)
    # The first step is in the page itself: the table, the narration, the buttons with labels.
    expect(example.locator(".example__body [data-table]")).to_be_visible()
    expect(example.locator('[data-action="next"]')).to_have_text(TEXTS[lang]["next"])
    expect(example).to_have_attribute("data-engine", "failed", timeout=60_000)
    status = example.locator(".example__status")
    expect(status).not_to_be_empty()
    assert example.get_attribute("data-step") == "1"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_steps_to_refusal_and_legal_bid(guarded: Page, site_url: str, lang: str) -> None:
    t = TEXTS[lang]
    example = open_example(guarded, site_url, lang)
    for action in ("prev", "next", "reset"):
        expect(example.locator(f'[data-action="{action}"]')).to_have_text(t[action])
    narration = example.locator(".example__narration")
    step_to(example, 4)
    # The dealer's forbidden value is shown as a number, with its reason.
    expect(example.locator(".example__body .forbidden-value")).to_have_text("1")
    step_to(example, 5)
    expect(example.locator(".example__progress")).to_have_text(t["progress"])
    refusal = narration.locator(".refusal")
    expect(refusal.first).to_contain_text(t["refused"])
    expect(refusal.last).to_contain_text("3")
    # The refused bid changed nothing: D has still not bid.
    d_bid = example.locator('.example__body [data-seat-box="D"] .seat__bid')
    expect(d_bid).not_to_have_attribute("data-bid-of", re.compile(".*"))
    step_to(example, 6)
    expect(narration).to_contain_text(t["bid0"])
    expect(d_bid).to_have_attribute("data-bid-of", "0")
    assert guarded.locator("html").get_attribute("lang") == lang


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_keyboard_and_scores(guarded: Page, site_url: str, lang: str) -> None:
    example = open_example(guarded, site_url, lang)
    example.locator('[data-action="next"]').focus()
    guarded.keyboard.press("Enter")
    expect(example).to_have_attribute("data-step", "2")
    guarded.keyboard.press("Space")
    expect(example).to_have_attribute("data-step", "3")
    guarded.keyboard.press("ArrowLeft")
    expect(example).to_have_attribute("data-step", "2")
    guarded.keyboard.press("End")
    expect(example).to_have_attribute("data-step", "18")
    sheet = example.locator(".example__body .score-sheet")
    expect(sheet.locator("tbody tr").first).to_have_text(re.compile(r"11\s*11\s*0\s*11\s*10"))
    # At the last step Next is disabled and the focus is not lost.
    expect(example.locator('[data-action="next"]')).to_be_disabled()
    assert guarded.evaluate("document.activeElement.dataset.action") in ("prev", "reset")
    guarded.keyboard.press("Home")
    expect(example).to_have_attribute("data-step", "1")


def test_language_switcher_keeps_the_page(guarded: Page, site_url: str) -> None:
    guarded.goto(site_url + "/kachuful/")
    guarded.locator(".md-header__option .md-select").first.hover()
    guarded.locator('a[hreflang="es"]').first.click()
    expect(guarded).to_have_url(re.compile(r"/es/kachuful/$"))
    expect(guarded.locator("html")).to_have_attribute("lang", "es")
    guarded.locator(".md-header__option .md-select").first.hover()
    guarded.locator('a[hreflang="fr"]').first.click()
    expect(guarded).to_have_url(re.compile(r"/kachuful/$"))
    expect(guarded.locator("html")).to_have_attribute("lang", "fr")


def test_engine_survives_instant_navigation(guarded: Page, site_url: str) -> None:
    guarded.goto(site_url + "/")
    guarded.evaluate("window.__marker = 'kept'")
    guarded.locator('a[href$="kachuful/"]').first.click()
    example = guarded.locator(EXAMPLE)
    expect(example).to_have_attribute("data-engine", "ready", timeout=60_000)
    # Same document (instant navigation), so the worker started on the home page served this page.
    assert guarded.evaluate("window.__marker") == "kept"


def test_print_shows_the_first_step_without_controls(guarded: Page, site_url: str) -> None:
    example = open_example(guarded, site_url, "fr")
    step_to(example, 3)
    guarded.emulate_media(media="print")
    expect(example.locator(".example__controls")).to_be_hidden()
    printed = example.locator(".example__print")
    expect(printed).to_be_visible()
    # The printed copy is the first step: nobody has bid yet.
    expect(printed.locator(".seat__bid")).to_have_count(4)
    expect(printed.locator(".seat__bid[data-bid-of]")).to_have_count(0)
    guarded.emulate_media(media="screen")
    expect(printed).to_be_hidden()


def test_quick_clicks_are_not_lost(guarded: Page, site_url: str) -> None:
    example = open_example(guarded, site_url, "es")
    nxt = example.locator('[data-action="next"]')
    for _ in range(3):
        nxt.click()  # no waiting in between: the engine answers one at a time, none is dropped
    expect(example).to_have_attribute("data-step", "4")
