"""The way in (issue 27), in Chromium, French and Spanish: from the home page to each game's first lesson by
links alone; each rules page's top offers the lessons and the game against the computer."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from engine.learn.library import load_library

LIBRARY = load_library()
HOME = {"fr": "/", "es": "/es/"}
LEARN = {"fr": "Apprendre en jouant", "es": "Aprender jugando"}


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("game", sorted(LIBRARY))
def test_from_the_home_page_to_the_first_lesson_by_links(guarded: Page, site_url: str, game: str,
                                                        lang: str) -> None:
    page = guarded
    first = LIBRARY[game][0]
    page.goto(site_url + HOME[lang])
    link = page.locator(f'a[data-learn="{game}"]')
    expect(link).to_have_count(1)
    expect(link).to_contain_text(LEARN[lang])
    assert (link.get_attribute("href") or "").endswith(f"{HOME[lang]}{game}/learn/#lesson-{first.id}")
    link.click()  # Material's instant navigation; its anchor tracking then rewrites the address's hash
    page.wait_for_url(f"{site_url}{HOME[lang]}{game}/learn/**")
    lesson = page.locator(f"#lesson-{first.id}")  # the link's target: the path's first lesson, step 1
    expect(lesson).to_have_attribute("data-lesson", first.name)
    expect(lesson).to_have_attribute("data-step", "1")
    expect(lesson).to_have_attribute("data-engine", "ready", timeout=60_000)


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("game", sorted(LIBRARY))
def test_a_rules_page_opens_with_its_lessons_and_its_game(guarded: Page, site_url: str, game: str,
                                                         lang: str) -> None:
    page = guarded
    page.goto(f"{site_url}{HOME[lang]}{game}/")
    start = page.locator(f'[data-start="{game}"]')
    expect(start).to_be_in_viewport()  # at the top, before the rules
    href = start.locator(f'a[data-learn="{game}"]').get_attribute("href")
    assert (href or "").endswith(f"{HOME[lang]}{game}/learn/#lesson-{LIBRARY[game][0].id}")
    start.locator(f'a[data-play="{game}"]').click()
    expect(page.locator("#play")).to_be_in_viewport()
    game_widget = page.locator("#play ~ .widget").first
    expect(game_widget).to_be_attached()
