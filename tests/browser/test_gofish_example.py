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
    # A's row now shows the book of sixes (four cards) and only 7♥ in hand.
    a_row = example.locator(".example__body tbody tr").first
    expect(a_row.locator(".book .card")).to_have_count(4)
    expect(a_row.locator(".hand .card")).to_have_count(1)
    expect(a_row.locator(".hand .card")).to_have_text("7♥")
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "3")
    expect(example.locator(".refusal").first).to_be_visible()
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "4")
    expect(example.locator(".example__body .may-ask")).to_have_text("7")
    # Cards have spoken names in the page's language.
    name = a_row.locator(".hand .card").get_attribute("aria-label")
    assert name == {"fr": "7 de cœur", "es": "7 de corazones"}[lang]
