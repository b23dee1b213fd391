"""A game's path (issue 27), in Chromium, French and Spanish: the learn page's map of its four parts with one
obvious next action (the next lesson, then the review while anything is due, then a game), the drills due
on the home page, a drill missed in practice scheduled by FSRS in the review queue (and dealt again by
"review"), and the path's last lesson leading to the first game."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from engine.core.i18n import ntr, tr
from engine.games import spec
from engine.learn.library import load_library
from engine.learn.pathmap import PATH_UI
from engine.learn.widgets import LESSON_UI, lesson_heading

from .conftest import drill_answers

LIBRARY = load_library()
GAMES = sorted(LIBRARY)
HOME = {"fr": "/", "es": "/es/"}
TIMEOUT = 60_000
QUEUE = "cards-review-v1"
PROGRESS = "cards-learn-v1"


def _card(due: int) -> dict[str, object]:
    """A review card as the queue keeps it (FSRS's state, times in milliseconds)."""
    return {"due": due, "stability": 1, "difficulty": 5, "scheduled": 1, "steps": 0, "reps": 1, "lapses": 0,
            "state": 2, "last": due - 86_400_000}


def _store(page: Page, key: str, value: object) -> None:
    page.add_init_script(f"localStorage.setItem({json.dumps(key)}, {json.dumps(json.dumps(value))})")


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("game", GAMES)
def test_the_path_map_leads_to_the_next_lesson(guarded: Page, site_url: str, game: str, lang: str) -> None:
    page = guarded
    path = LIBRARY[game]
    done = {"lessons": {lesson.name: {"stars": 3} for lesson in path[:2]}, "review": {}}
    _store(page, PROGRESS, done)
    page.goto(f"{site_url}{HOME[lang]}{game}/learn/")
    where = page.locator(f'[data-path="{game}"]')
    expect(where).to_be_in_viewport()  # the top of the page
    parts = where.locator("[data-path-part]")
    expect(parts).to_have_count(4)
    assert [parts.nth(i).get_attribute("data-path-part") for i in range(4)] == \
        ["lessons", "practice", "game", "review"]
    expect(where.locator('[data-path-part="lessons"] [data-path-count]')).to_contain_text(str(len(path)))
    expect(where.locator('[data-path-part="lessons"]')).to_have_class("learn-map__part is-next")
    # the one next action: the third lesson (two are done), its title as the path names it
    nxt = where.locator("a[data-path-next]")
    expect(nxt).to_have_attribute("data-path-next", "lesson")
    expect(nxt).to_have_attribute("href", f"#lesson-{path[2].id}")
    expect(nxt).to_have_text(tr(lang, PATH_UI["next"], what=lesson_heading(path[2], lang)))
    nxt.click()
    expect(page.locator(f"#lesson-{path[2].id}")).to_be_in_viewport()
    # the practice and the review are on the page; the game is on the rules page
    for part in ("practice", "review"):
        target = where.locator(f'[data-path-part="{part}"] a').get_attribute("href") or ""
        expect(page.locator("#" + target.rsplit("#", 1)[1])).to_have_count(1)  # Material makes it absolute
    review = where.locator('[data-path-part="review"] [data-review-due]')
    expect(review).to_have_attribute("data-review-due", "0")
    where.locator('[data-path-part="game"] a').click()
    page.wait_for_url(f"{site_url}{HOME[lang]}{game}/#play")
    expect(page.locator("#play ~ .widget").first).to_have_attribute("data-widget", "play")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_with_every_lesson_done_the_review_then_a_game(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    game = GAMES[0]
    kind = next(iter(spec(game).drills))
    _store(page, PROGRESS, {"lessons": {lesson.name: {"stars": 2} for lesson in LIBRARY[game]}, "review": {}})
    now = page.evaluate("Date.now()")
    cards = {f"{game}/{kind}:7": _card(now - 60_000), f"{game}/{kind}:8": _card(now - 1),
             f"{GAMES[1]}/x:1": _card(now - 1)}
    _store(page, QUEUE, {"cards": cards})
    page.goto(f"{site_url}{HOME[lang]}{game}/learn/")
    where = page.locator(f'[data-path="{game}"]')
    due = where.locator("[data-review-due]")
    expect(due).to_have_attribute("data-review-due", "2")  # this game's cards only
    expect(due).to_have_text(ntr(lang, "{n} drill to review today", "{n} drills to review today", 2))
    nxt = where.locator("a[data-path-next]")
    expect(nxt).to_have_attribute("data-path-next", "review")
    expect(nxt).to_have_text(tr(lang, PATH_UI["review-now"]))
    # the home page says it too, for this game only, and links to its review
    page.goto(site_url + HOME[lang])
    line = page.locator(f'[data-due-game="{game}"]')
    expect(line.locator("[data-review-due]")).to_have_attribute("data-review-due", "2")
    expect(line).to_be_visible()
    expect(page.locator(f'[data-due-game="{GAMES[2]}"]')).to_be_hidden()  # nothing due there
    assert (line.locator("a").get_attribute("href") or "").endswith(f"{game}/learn/#review")
    # nothing due: the next action is a game against the computer
    page.evaluate(f"localStorage.setItem({json.dumps(QUEUE)}, '{{\"cards\": {{}}}}')")
    page.add_init_script(f"localStorage.setItem({json.dumps(QUEUE)}, '{{\"cards\": {{}}}}')")
    page.goto(f"{site_url}{HOME[lang]}{game}/learn/")
    expect(where.locator("a[data-path-next]")).to_have_attribute("data-path-next", "game")
    expect(where.locator("a[data-path-next]")).to_have_attribute("href", "../#play")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_missed_drill_is_scheduled_by_fsrs_and_reviewed(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    game = GAMES[-1]
    kind = next(k for k, d in spec(game).drills.items() if not d.memory)
    page.goto(f"{site_url}{HOME[lang]}{game}/learn/")
    practice = page.locator('[data-widget="practice"]')
    expect(practice).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    section = practice.locator(f'[data-drill="{game}/{kind}"]')
    seed = int(section.get_attribute("data-seed"))
    right, wrong = drill_answers(game, kind, seed)
    section.locator(f'[data-choice="{wrong}"]').click()
    expect(section.locator("[data-feedback]")).to_have_attribute("data-verdict", "wrong", timeout=TIMEOUT)
    expect(practice.locator("[data-review-due]")).to_have_attribute("data-review-due", "1")
    # the path map counts it at once too (one queue)
    expect(page.locator(f'[data-path="{game}"] [data-review-due]')).to_have_attribute("data-review-due", "1")
    card = page.evaluate(f"JSON.parse(localStorage.getItem('{QUEUE}')).cards['{game}/{kind}:{seed}']")
    assert card["reps"] == 1 and card["lapses"] == 0 and card["state"] == 1  # FSRS: learning, "again"
    assert card["due"] - card["last"] == 60_000  # its first learning step: back in a minute
    # another drill, then "review" deals the missed one again
    section.locator('[data-action="new-drill"]').click()
    expect(section).not_to_have_attribute("data-seed", str(seed), timeout=TIMEOUT)
    practice.locator('[data-action="review"]').click()
    expect(section).to_have_attribute("data-seed", str(seed), timeout=TIMEOUT)
    section.locator(f'[data-choice="{sorted(right)[0]}"]').click()
    expect(section.locator("[data-feedback]")).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
    after = page.evaluate(f"JSON.parse(localStorage.getItem('{QUEUE}')).cards['{game}/{kind}:{seed}']")
    assert after["reps"] == 2 and after["due"] > card["due"]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_last_lesson_leads_to_the_first_game(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    game = "go-fish"
    last = LIBRARY[game][-1]
    # the last lesson left at its last step (every step before it answered right)
    _store(page, PROGRESS, {"lessons": {last.name: {"step": len(last.steps), "wrong": 0, "hints": 0}},
                            "review": {}})
    page.goto(f"{site_url}{HOME[lang]}{game}/learn/#lesson-{last.id}")
    section = page.locator(f'[data-lesson="{last.name}"]')
    expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    expect(section).to_have_attribute("data-step", str(len(last.steps)))
    step = last.steps[-1]
    assert step.ask, "the last step of Go Fish's last lesson is a question"
    for value in step.right:
        section.locator(f'.lesson__choices [data-choice="{value}"]').click()
    if spec(game).questions[step.ask].several:
        section.locator('button[data-action="confirm"]').click()
    expect(section.locator("[data-feedback]")).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
    link = section.locator(f'.lesson__next a[data-play="{game}"]')
    expect(link).to_be_focused()
    expect(link).to_have_text(tr(lang, LESSON_UI["first-game"]))
    link.click()
    page.wait_for_url(f"{site_url}{HOME[lang]}{game}/#play")
    expect(page.locator("#play")).to_be_in_viewport()


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_step_advance_button_continues(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    game = "kachuful"
    lesson = next(x for x in LIBRARY[game] if len(x.steps) > 1 and x.steps[0].ask)
    page.goto(f"{site_url}{HOME[lang]}{game}/learn/#lesson-{lesson.id}")
    section = page.locator(f'[data-lesson="{lesson.name}"]')
    expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
    for value in lesson.steps[0].right:
        section.locator(f'.lesson__choices [data-choice="{value}"]').click()
    if spec(game).questions[lesson.steps[0].ask].several:
        section.locator('button[data-action="confirm"]').click()
    go_on = section.locator('button[data-action="continue"]')
    expect(go_on).to_be_focused(timeout=TIMEOUT)
    expect(go_on).to_have_text(tr(lang, LESSON_UI["next-step"]))
    go_on.press("Enter")
    expect(section).to_have_attribute("data-step", "2", timeout=TIMEOUT)
