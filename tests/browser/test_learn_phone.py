"""Lessons on a phone (390 px wide), in both languages: a question's task and its answers fit in one
screen (the table comes after them, for the eye and for the keyboard), and the sticky header does not
cover the task scrolled to."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

PAGE = {"fr": "/{game}/learn/", "es": "/es/{game}/learn/"}
TIMEOUT = 60_000


@pytest.mark.parametrize(("lang", "game", "lesson"), [("fr", "go-fish", "the-end"),
                                                      ("es", "kachuful", "trick-winner")])
def test_the_task_and_its_answers_fit_one_phone_screen(guarded: Page, site_url: str, lang: str, game: str,
                                                       lesson: str) -> None:
    guarded.set_viewport_size({"width": 390, "height": 844})
    guarded.goto(site_url + PAGE[lang].format(game=game) + f"#lesson-{lesson}")
    section = guarded.locator(f'[data-lesson="{game}/{lesson}"]')
    expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    task = section.locator(".lesson__task")
    task.focus()
    choices = section.locator(".lesson__choices [data-choice]")
    expect(choices.first).to_be_visible()
    top = task.bounding_box()
    last = choices.last.bounding_box()
    table = section.locator(".lesson__table").bounding_box()
    assert top and last and table
    assert last["y"] + last["height"] - top["y"] < 844 * 0.6, (top, last)  # task to answers: one screen
    assert table["y"] > last["y"]  # the table after the answers
    task.focus()
    guarded.keyboard.press("Tab")  # the keyboard reaches the answers first, not the table
    where = "(el) => el.closest('.lesson__choices, .lesson__table, .lesson__history')?.className || ''"
    assert "lesson__choices" in guarded.evaluate(f"() => ({where})(document.activeElement)")
    header = guarded.locator("header.md-header").bounding_box()
    assert header is not None
    guarded.evaluate("(el) => el.scrollIntoView()", task.element_handle())
    top = task.bounding_box()
    assert top is not None and top["y"] >= header["y"] + header["height"] - 1, (top, header)


FIT = [(lang, lesson, number) for lang in ("fr", "es")
       for lesson, number in (("asking", 1), ("asking", 2), ("the-end", 1))]


@pytest.mark.parametrize(("lang", "lesson", "number"), FIT)
def test_go_fish_lessons_fit_one_phone_screen_with_the_hand(guarded: Page, site_url: str, lang: str,
                                                            lesson: str, number: int) -> None:
    """Go Fish lessons 2 (which rank may Ana ask for; then the ask on the table) and 9 (who wins): scrolled
    to (as the path's links and “next lesson” do), the lesson shows its title, task, ways to answer, the
    whole table (the seat to touch, the books) and the hand in one screen, under the header (the hand was
    below the fold)."""
    guarded.set_viewport_size({"width": 390, "height": 844})
    guarded.goto(site_url + PAGE[lang].format(game="go-fish") + f"#lesson-{lesson}")
    section = guarded.locator(f'[data-lesson="go-fish/{lesson}"]')
    expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    if number == 2:
        section.locator('.lesson__choices [data-choice="6"]').click()
        section.locator('.lesson__next button[data-action="continue"]').click()
        expect(section).to_have_attribute("data-step", "2", timeout=TIMEOUT)
    guarded.evaluate("(el) => el.scrollIntoView()", section.element_handle())
    header = guarded.locator("header.md-header").bounding_box()
    title = section.locator(".lesson__title").bounding_box()
    assert header and title and title["y"] >= header["y"] + header["height"], (title, header)
    parts = [".lesson__task", ".table-ring", ".table-hand", ".lesson__choices", '[data-action="confirm"]']
    for part in parts:
        found = section.locator(part)
        if not found.is_visible():  # a step on the table has no choices; one answer needs no confirm
            continue
        box = found.bounding_box()
        assert box and box["y"] + box["height"] <= 844, (part, box)
    if number == 2:  # the ways to answer on the table: the cards of the hand, and the seat to ask
        for target in ('.table-hand button[data-card]', 'button[data-seat="B"]'):
            box = section.locator(target).last.bounding_box()
            assert box and box["y"] + box["height"] <= 844, (target, box)
