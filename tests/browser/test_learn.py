"""The lesson path and the practice of each game, in Chromium, in both languages: every lesson done by
answering wrong first (the engine's reason in the page's language, the position unchanged), then right;
the progress survives a reload and shows on the path; a drill of each kind answered wrong, then right,
and the review count goes up; a drill's link deals it again. One page load per game and language."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Locator, Page, expect

from engine.core.moves import move_json
from engine.games import spec
from engine.learn.asking import task_text
from engine.learn.drills import dealt, drill_answer
from engine.learn.lessons import judge_step, read
from engine.learn.library import load_library
from engine.learn.model import LessonStep

from .conftest import axe_violations

LIBRARY = load_library()
GAMES = sorted(LIBRARY)
LANGS = ("fr", "es")
PAGE = {"fr": "/{game}/learn/", "es": "/es/{game}/learn/"}
TIMEOUT = 60_000


def _press(section: Locator, game: str, action: str) -> None:
    """A move on the lesson's table, as a reader makes it: its card (or a card of its rank), then its seat,
    or its bid."""
    move = move_json(spec(game).adapter.parse_action(action))
    table = section.locator("[data-table]")
    if "value" in move:
        table.locator(f'button[data-bid="{move["value"]}"]').click(force=True)  # may be dimmed
        return
    if "card" in move:
        table.locator(f'button[data-card="{move["card"]}"]').first.click(force=True)
    elif "rank" in move:
        table.locator(f'.table-hand button[data-rank="{move["rank"]}"]').first.click()
    target = move.get("target") or move.get("to")
    if target:
        table.locator(f'button[data-seat="{target}"]').click()
    elif not {"card", "rank", "value"} & set(move):  # a move of one touch (the stock)
        table.locator(f'button[data-kind="{move["kind"]}"]').click()


def _answer(section: Locator, game: str, step: LessonStep, value: str) -> None:
    if step.act:
        _press(section, game, value)
    else:
        section.locator(f'.lesson__choices [data-choice="{value}"]').click()


def _wrong_choice(lesson, number: int) -> str | None:
    step = lesson.steps[number - 1]
    if step.act:
        return step.wrong[0] if step.wrong else None  # the table offers only legal moves here
    game = spec(lesson.game)
    from engine.learn.lessons import _state

    q = game.questions[step.ask]
    offered = q.choices(_state(lesson, number), dict(step.args))
    return next(c for c in offered if c not in step.right)


def _answer_json(lesson, number: int, value: str) -> dict:
    step = lesson.steps[number - 1]
    if step.act:
        return {"move": move_json(spec(lesson.game).adapter.parse_action(value))}
    return {"choice": value}


def _do_lessons(page: Page, game: str, lang: str) -> None:
    root = page.locator('[data-widget="learn"]')
    for i, lesson in enumerate(LIBRARY[game]):
        section = page.locator(f'[data-lesson="{lesson.name}"]')
        expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
        expect(section).to_have_attribute("data-lesson-state", "open")
        data = read(json.loads(section.get_attribute("data-lesson-data")))
        assert data == lesson
        for number, step in enumerate(lesson.steps, start=1):
            expect(section).to_have_attribute("data-step", str(number), timeout=TIMEOUT)
            feedback = section.locator("[data-feedback]")
            wrong = _wrong_choice(lesson, number)
            ply = section.locator("[data-table]").get_attribute("data-ply")
            task = section.locator(".lesson__task").inner_text()
            if wrong is not None:
                _answer(section, game, step, wrong)
                expect(feedback).to_have_attribute("data-verdict", "wrong", timeout=TIMEOUT)
                judged = judge_step(lesson, number, _answer_json(lesson, number, wrong), lang)
                for reason in judged["reasons"]:
                    expect(feedback).to_contain_text(reason)
                # nothing changed: the same step, position and task
                assert section.get_attribute("data-step") == str(number)
                assert section.locator("[data-table]").get_attribute("data-ply") == ply
                assert section.locator(".lesson__task").inner_text() == task
            if i == 0 and number == 1:  # a hint on request, in the page's language
                section.locator('button[data-action="hint"]').click()
                expect(section.locator(".lesson__hints li")).to_have_count(1)
                expect(section.locator(".lesson__hints li")).to_contain_text(
                    task_text(step.hints[0], dict(step.say), lang))
            _answer(section, game, step, step.right[0])
            expect(feedback).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
            if number < len(lesson.steps):
                section.locator(".lesson__next button").click()
        expect(section).to_have_attribute("data-lesson-state", "solved")
        expect(section.locator("[data-stars]")).not_to_be_empty()
        expect(root.locator(f'[data-lesson-done="{lesson.id}"]')).to_have_count(1)


def _do_drills(page: Page, game: str, lang: str) -> None:
    root = page.locator('[data-widget="practice"]')
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    due = root.locator("[data-review-due]")
    for kind in spec(game).drills:
        section = root.locator(f'[data-drill="{game}/{kind}"]')
        expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
        seed = int(section.get_attribute("data-seed"))
        d = dealt(game, kind, seed)
        q = spec(game).questions[spec(game).drills[kind].question]
        answer = q.judge(d.state, d.args)
        wrong = next(c for c in q.choices(d.state, d.args) if c not in answer.right)
        before = int(due.get_attribute("data-review-due"))
        section.locator(f'[data-choice="{wrong}"]').click()
        feedback = section.locator("[data-feedback]")
        expect(feedback).to_have_attribute("data-verdict", "wrong", timeout=TIMEOUT)
        expect(feedback).to_contain_text(drill_answer(game, kind, seed, wrong, lang)["reasons"][0])
        expect(due).to_have_attribute("data-review-due", str(before + 1))
        section.locator(f'[data-choice="{sorted(answer.right)[0]}"]').click()
        expect(feedback).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
        assert section.locator(".drill__link").get_attribute("href") == f"#drill={kind}:{seed}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_learn_page(guarded: Page, site_url: str, game: str, lang: str) -> None:
    url = site_url + PAGE[lang].format(game=game)
    guarded.goto(url)
    root = guarded.locator('[data-widget="learn"]')
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    assert axe_violations(guarded) == []
    _do_lessons(guarded, game, lang)
    _do_drills(guarded, game, lang)
    assert axe_violations(guarded) == []  # after feedback
    # the progress survives a reload (the same in both languages: the ids are the language's own)
    kind = next(iter(spec(game).drills))
    guarded.goto("about:blank")
    guarded.goto(url + f"#drill={kind}:4242")
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    for lesson in LIBRARY[game]:
        found = guarded.locator(f'[data-lesson="{lesson.name}"]')
        expect(found).to_have_attribute("data-lesson-state", "solved")
    expect(root.locator("[data-lesson-done]")).to_have_count(len(LIBRARY[game]))
    practice = guarded.locator('[data-widget="practice"]')
    expect(practice).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    expect(practice.locator(f'[data-drill="{game}/{kind}"]')).to_have_attribute("data-seed", "4242")
    due = practice.locator("[data-review-due]")
    expect(due).to_have_attribute("data-review-due", str(len(spec(game).drills)))
    # reset: every lesson open again
    root.locator('button[data-action="reset-progress"]').click()
    for lesson in LIBRARY[game]:
        found = guarded.locator(f'[data-lesson="{lesson.name}"]')
        expect(found).to_have_attribute("data-lesson-state", "open")
    expect(root.locator("[data-lesson-done]")).to_have_count(0)


def test_corrupt_storage_is_ignored(guarded: Page, site_url: str) -> None:
    game = GAMES[0]
    corrupt = json.dumps(json.dumps({"lessons": [1, 2], "review": "x"}))
    guarded.add_init_script(f"localStorage.setItem('cards-learn-v1', {corrupt})")
    guarded.goto(site_url + PAGE["fr"].format(game=game))
    root = guarded.locator('[data-widget="learn"]')
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    expect(root.locator("[data-lesson-done]")).to_have_count(0)
