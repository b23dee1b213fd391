"""A lesson's screen gives nothing away, in Chromium, on a phone (390×844), in both languages: Go Fish's
lesson 1, step 1 (“four players: how many cards each?”) is asked over the table before the deal (no hand,
no count of five); a wrong choice gets the engine's reason and not the answer; a second wrong choice
gets the answer too, with why; the right choice is then accepted and the deal appears."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from engine.core.moves import move_json
from engine.games import spec
from engine.learn.lessons import judge_step
from engine.learn.library import find

PAGE = {"fr": "/go-fish/learn/", "es": "/es/go-fish/learn/"}
FIVE = {"fr": re.compile(r"(?<!\w)(5|cinq)(?!\w)", re.IGNORECASE),
        "es": re.compile(r"(?<!\w)(5|cinco)(?!\w)", re.IGNORECASE)}
TIMEOUT = 60_000
LESSON = find("go-fish/deal")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_how_many_cards_each_gives_nothing_away(guarded: Page, site_url: str, lang: str) -> None:
    assert LESSON is not None and LESSON.steps[0].right == ("5",)
    guarded.set_viewport_size({"width": 390, "height": 844})
    guarded.goto(site_url + PAGE[lang] + "#lesson-deal")
    section = guarded.locator('[data-lesson="go-fish/deal"]')
    expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    expect(section).to_have_attribute("data-step", "1")
    table = section.locator("[data-table]")
    feedback = section.locator("[data-feedback]")
    # before any answer: no hand dealt, no card face up, no count of five, nothing said
    expect(table.locator("[data-cards]")).to_have_count(4)
    for count in table.locator("[data-cards]").all():
        expect(count).to_have_attribute("data-cards", "0")
    expect(table.locator("[data-card]")).to_have_count(0)
    for part in (section.locator(".lesson__task"), table, section.locator(".lesson__history"), feedback):
        assert not FIVE[lang].search(part.inner_text()), part.inner_text()
    # a wrong choice: why it is wrong, the position unchanged, and not the answer
    section.locator('.lesson__choices [data-choice="4"]').click()
    expect(feedback).to_have_attribute("data-verdict", "wrong", timeout=TIMEOUT)
    wrong = judge_step(LESSON, 1, {"choice": "4"}, lang)
    expect(feedback.locator(".lesson__reason")).to_have_text(wrong["reasons"])
    expect(feedback.locator("[data-answer]")).to_have_count(0)
    assert not FIVE[lang].search(feedback.inner_text()), feedback.inner_text()
    expect(section.locator('.lesson__choices [data-choice="4"]')).to_have_attribute("data-tried", "wrong")
    expect(table.locator("[data-card]")).to_have_count(0)
    # the same choice touched again is not answered again: it would count as a second wrong answer
    section.locator('.lesson__choices [data-choice="4"]').click()
    # a second wrong choice: its reason, and now the answer with why it is right
    section.locator('.lesson__choices [data-choice="7"]').click()
    expect(section).to_have_attribute("data-wrong", "2", timeout=TIMEOUT)
    again = judge_step(LESSON, 1, {"choice": "7"}, lang)
    expect(feedback.locator(".lesson__reason")).to_have_text(again["reasons"])
    expect(feedback.locator("[data-answer]")).to_have_text(again["answer"])
    assert section.get_attribute("data-wrong") == "2"
    # the right choice is accepted, and the table shows the deal: five cards each
    section.locator('.lesson__choices [data-choice="5"]').click()
    expect(feedback).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
    expect(feedback.locator("[data-answer]")).to_have_count(0)
    expect(table.locator('[data-cards="5"]')).to_have_count(4)
    expect(section.locator(".lesson__next button")).to_be_focused()


FOLLOW = find("kachuful/follow-suit")
KACHUFUL = {"fr": "/kachuful/learn/", "es": "/es/kachuful/learn/"}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_rule_step_does_not_mark_the_cards_the_rule_forbids(
    guarded: Page, site_url: str, lang: str
) -> None:
    """Kachuful's lesson 1 teaches following suit: before any answer the three cards of the hand look
    and read alike (none dimmed, none unavailable); the one that does not follow is refused by the engine,
    with the rule; the heart is then right."""
    assert FOLLOW is not None and FOLLOW.steps[0].wrong == ("play C A♦", "play C 9♠")
    guarded.set_viewport_size({"width": 390, "height": 844})
    guarded.goto(site_url + KACHUFUL[lang] + "#lesson-follow-suit")
    section = guarded.locator('[data-lesson="kachuful/follow-suit"]')
    expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    cards = section.locator("[data-table] .table-actions__cards button[data-card], "
                            "[data-table] .table-hand__cards button[data-card]:not([disabled])")
    expect(cards).to_have_count(3)
    for card in cards.all():
        expect(card).not_to_have_attribute("aria-disabled", "true")
        expect(card).not_to_have_class(re.compile(r"\bis-dim\b"))
    feedback = section.locator("[data-feedback]")
    section.locator('[data-table] button[data-card="9♠"]:not([disabled])').first.click()
    expect(feedback).to_have_attribute("data-verdict", "wrong", timeout=TIMEOUT)
    refused = move_json(spec("kachuful").adapter.parse_action("play C 9♠"))
    wrong = judge_step(FOLLOW, 1, {"move": refused}, lang)
    expect(feedback.locator(".lesson__reason")).to_have_text(wrong["reasons"])
    section.locator('[data-table] button[data-card="A♥"]:not([disabled])').first.click()
    expect(feedback).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
