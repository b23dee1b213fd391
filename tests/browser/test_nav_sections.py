"""The side menu at 1280 px, on the learn pages, in both languages: the pages after the last section
(the glossary, the translators' guide) are set apart from that section's own pages (they sat as close
to Go Fish's last page as its pages to one another), while a section's pages keep their even spacing."""

from __future__ import annotations

import itertools

import pytest
from playwright.sync_api import Page, expect

PAGES = {"fr": "/go-fish/learn/", "es": "/es/kachuful/learn/"}


@pytest.mark.parametrize("lang", ("fr", "es"))
def test_the_pages_after_the_last_section_stand_apart(guarded: Page, site_url: str, lang: str) -> None:
    guarded.set_viewport_size({"width": 1280, "height": 900})
    guarded.goto(site_url + PAGES[lang])
    menu = ".md-sidebar--primary .md-nav--primary > .md-nav__list"
    expect(guarded.locator(f"{menu} > .md-nav__item").first).to_be_visible()
    last = guarded.locator(f"{menu} > .md-nav__item--section").last.locator(
        ":scope > .md-nav > .md-nav__list > .md-nav__item > .md-nav__link")
    after = guarded.locator(f"{menu} > .md-nav__item--section + .md-nav__item:not(.md-nav__item--section)")
    expect(after).to_have_count(1)
    found = [last.nth(i).bounding_box() for i in range(last.count())]
    boxes = [b for b in found if b and b["height"]]  # the open page's own contents are folded away
    steps = {round(b["y"] - a["y"]) for a, b in itertools.pairwise(boxes)}
    assert len(steps) == 1, steps  # a section's pages: evenly spaced
    link = after.locator(".md-nav__link").first.bounding_box()
    gap = link["y"] - (boxes[-1]["y"] + boxes[-1]["height"])
    inner = boxes[1]["y"] - (boxes[0]["y"] + boxes[0]["height"])
    assert gap > 3 * inner, (gap, inner)
    assert after.evaluate("(el) => getComputedStyle(el).borderTopStyle") == "solid"
