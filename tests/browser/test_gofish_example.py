"""The Go Fish sixes example in a real Chromium, in French and Spanish."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import open_ready

EXAMPLE = '[data-example="go-fish/sixes"]'
PATHS = {"fr": "/go-fish/", "es": "/es/go-fish/"}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_sixes_book_then_sevens(guarded: Page, site_url: str, lang: str) -> None:
    example = open_ready(guarded, site_url + PATHS[lang], EXAMPLE)
    expect(example.locator(".example__body .may-ask")).to_have_text("6 7")
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "2")
    # A's place now shows the book of sixes and only 7♥ in hand (at the bottom when A is to play).
    books = example.locator('.example__body [data-seat-box="A"] .book-mark')
    expect(books).to_have_count(1)
    expect(books).to_have_text("6")
    a_cards = example.locator('.example__body [data-seat-box="A"] [data-card], '
                              '.example__body [data-table][data-reader="A"] .table-hand [data-card]')
    expect(a_cards).to_have_count(1)
    expect(a_cards).to_have_attribute("data-card", "7♥")
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "3")
    expect(example.locator(".refusal").first).to_be_visible()
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "4")
    expect(example.locator(".example__body .may-ask")).to_have_text("7")
    # Cards have spoken names in the page's language.
    name = a_cards.get_attribute("aria-label")
    assert name == {"fr": "7 de cœur", "es": "7 de corazones"}[lang]
