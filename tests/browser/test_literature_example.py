"""The Literature missing-diamond example in a real Chromium, in French and Spanish."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import open_ready

EXAMPLE = '[data-example="literature/missing-diamond"]'
PATHS = {"fr": "/literature/", "es": "/es/literature/"}
THREE = {"fr": "En demandant le 3 de carreau, Carmen", "es": "Al pedir el 3 de diamantes, Carmen"}
CLAIM = {"fr": "Ana\u00a0: 2♦ 3♦ 4♦ 5♦ 7♦\u00a0; Carmen\u00a0: 6♦", "es": "Ana: 2♦ 3♦ 4♦ 5♦ 7♦; Carmen: 6♦"}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_partner_holds_six_of_diamonds_and_the_claim_wins(guarded: Page, site_url: str, lang: str) -> None:
    example = open_ready(guarded, site_url + PATHS[lang], EXAMPLE)
    deduction = example.locator(".example__body .deduction")
    expect(deduction.locator(".facts")).to_have_count(0)  # nothing certain yet
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "2")
    # The deduction from Ana's seat (A): Carmen (C) holds 6♦, with the engine's reasons in words.
    fact = deduction.locator(".facts > li").first
    expect(fact.locator(".fact .card")).to_have_text("6♦")
    expect(fact.locator(".fact")).to_contain_text("Carmen")
    expect(fact.locator(".reasons li")).to_have_count(3)
    expect(fact.locator(".reasons li").first).to_contain_text(THREE[lang])
    expect(deduction.locator(".certain-claims li")).to_contain_text(CLAIM[lang])
    # The claim out of turn would be cancelled; on A's own turn it wins.
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "3")
    expect(example.locator(".example__body .sets li")).to_have_count(1)
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "4")
    expect(example.locator(".example__body .sets li")).to_have_count(0)  # the hypothesis was taken back
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "5")
    expect(example.locator(".example__body .sets li")).to_have_count(1)
    expect(example.locator(".example__body .table-head strong").first).to_contain_text("1")
