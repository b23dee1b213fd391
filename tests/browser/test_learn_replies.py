"""After a right answer, a lesson's table shows what it did and then plays on (a step's ``then``), in
Chromium, in both languages: Kachuful's follow-suit trick is finished and won after the reader's heart;
Go Fish's “Go fish!” lesson draws the card and passes the turn. The way on comes once the table is done."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

PAGE = {"fr": "/{game}/learn/", "es": "/es/{game}/learn/"}
TIMEOUT = 60_000
WON = {"fr": "Carmen remporte le pli", "es": "Carmen gana la baza"}


SEEN = """(section) => {
  window.__repliesSeen = [];
  new MutationObserver(() => {
    const seen = window.__repliesSeen;
    const replies = section.dataset.replies;
    if (seen.length && seen[seen.length - 1].replies === replies) return;
    seen.push({replies, trick: section.querySelectorAll("[data-table] .trick li").length,
               next: section.querySelectorAll(".lesson__next a, .lesson__next button").length});
  }).observe(section, {attributes: true, attributeFilter: ["data-replies"]});
}"""


def _opened(page: Page, site_url: str, lang: str, name: str) -> Locator:
    """The lesson ``name`` ("game/id"), opened at its link and ready."""
    game, lesson = name.split("/")
    page.goto(site_url + PAGE[lang].format(game=game) + f"#lesson-{lesson}")
    section = page.locator(f'[data-lesson="{name}"]')
    expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    return section


@pytest.mark.parametrize("lang", ("fr", "es"))
def test_the_follow_suit_trick_is_finished_and_won(guarded: Page, site_url: str, lang: str) -> None:
    section = _opened(guarded, site_url, lang, "kachuful/follow-suit")
    trick = section.locator("[data-table] .trick li")
    expect(trick).to_have_count(2)  # Ana's heart, Bruno's diamond
    # What the section shows at each change of its replies' state (read as it happens: the replies may
    # be over before a check from here would see them under way).
    guarded.evaluate(SEEN, section.element_handle())
    section.locator('[data-table] button[data-card="A♥"]').click()
    expect(section.locator("[data-feedback]")).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
    expect(section).to_have_attribute("data-replies", "done", timeout=TIMEOUT)
    seen = guarded.evaluate("() => window.__repliesSeen")
    # the reader's card first, on the trick, with no way on yet; then David's
    assert seen[0] == {"replies": "playing", "trick": 3, "next": 0}, seen
    assert seen[-1]["replies"] == "done" and seen[-1]["trick"] == 4, seen
    expect(trick).to_have_count(4)  # David followed
    expect(section.locator("[data-table] .trick__winner")).to_contain_text(WON[lang])
    expect(section.locator(".lesson__history li").last).to_contain_text("Carmen")
    expect(section.locator(".lesson__next button")).to_be_focused()  # then the way on


@pytest.mark.parametrize("lang", ("fr", "es"))
def test_after_go_fish_the_card_is_drawn_and_the_turn_passes(guarded: Page, site_url: str, lang: str) -> None:
    section = _opened(guarded, site_url, lang, "go-fish/go-fish")
    table = section.locator("[data-table]")
    assert table.get_attribute("data-turn") is None  # the marker would contradict or give the answer
    stock = int(table.locator("[data-stock]").get_attribute("data-stock"))
    section.locator('.lesson__choices [data-choice="no"]').click()
    expect(section).to_have_attribute("data-replies", "done", timeout=TIMEOUT)
    table = section.locator("[data-table]")
    expect(table).to_have_attribute("data-turn", "B")  # the table agrees: Bruno's turn now
    expect(table).to_have_attribute("data-reader", "A")
    expect(table.locator("[data-stock]")).to_have_attribute("data-stock", str(stock - 1))
    expect(table.locator('.passed[data-to="A"] [data-card]')).to_have_count(1)  # the card drawn, to Ana
