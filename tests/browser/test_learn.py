"""The lesson path and the practice of each game, in Chromium, in both languages: every lesson done by
answering wrong first (the engine's reason in the page's language, the position unchanged), then right;
one lesson left after its first step resumes there after a reload, with its wrong answers counted; the
progress survives a reload and shows on the path; a drill of each kind answered wrong (why, not the
answer), wrong again (the answer too), then right (a memory drill after its log is hidden), and the
review count goes up once; a drill's link deals it again. One page load per game and language, and its
reload; a lesson and a drill solved with the keyboard alone."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Locator, Page, expect

from engine.core.i18n import tr
from engine.core.moves import move_json
from engine.games import spec
from engine.learn.asking import task_text
from engine.learn.drills import drill_answer, drill_view
from engine.learn.lessons import judge_step, read, step_view
from engine.learn.library import load_library
from engine.learn.model import LessonStep
from engine.learn.widgets import LESSON_UI
from engine.present.tree import attrs_of

from .conftest import axe_violations, claim_on_table, drill_answers

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
    if "named" in move:  # a claim: the half-suit, each card on its holder, then announce
        claim_on_table(table, move)
        return
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


def _several(game: str, step: LessonStep) -> bool:
    return bool(step.ask) and spec(game).questions[step.ask].several


def _answer(section: Locator, game: str, step: LessonStep, value: str | list[str]) -> None:
    """A move on the table, a choice, or (a question of several answers) exactly the choices ``value``
    pressed, then confirmed."""
    if step.act:
        _press(section, game, value)
    elif isinstance(value, list):
        for button in section.locator(".lesson__choices [data-choice]").all():
            want = "true" if button.get_attribute("data-choice") in value else "false"
            if button.get_attribute("aria-pressed") != want:
                button.click()
                expect(button).to_have_attribute("aria-pressed", want)
        section.locator('button[data-action="confirm"]').click()
    else:
        section.locator(f'.lesson__choices [data-choice="{value}"]').click()


def _right(game: str, step: LessonStep) -> str | list[str]:
    return list(step.right) if _several(game, step) else step.right[0]


def _wrong_choice(lesson, number: int) -> str | list[str] | None:
    """A wrong answer the page offers: a wrong move listed (the table offers only legal moves and those),
    a wrong choice, or a partial set (one right choice of several)."""
    step = lesson.steps[number - 1]
    if step.act:
        return step.wrong[0] if step.wrong else None
    if _several(lesson.game, step):
        return [step.right[0]]
    game = spec(lesson.game)
    from engine.learn.lessons import _state

    q = game.questions[step.ask]
    offered = q.choices(_state(lesson, number), dict(step.args))
    return next(c for c in offered if c not in step.right)


def _second_wrong(lesson, number: int, first: str | list[str]) -> str | list[str] | None:
    """A second wrong answer after ``first``: the same move or partial set again, or another wrong choice
    (a choice tried wrong is not answered again: the page ignores it); None when there is none."""
    step = lesson.steps[number - 1]
    if step.act or isinstance(first, list):
        return first
    from engine.learn.lessons import _state

    offered = spec(lesson.game).questions[step.ask].choices(_state(lesson, number), dict(step.args))
    return next((c for c in offered if c not in step.right and c != first), None)


def _answer_json(lesson, number: int, value: str | list[str]) -> dict:
    step = lesson.steps[number - 1]
    if step.act:
        return {"move": move_json(spec(lesson.game).adapter.parse_action(value))}
    return {"choices": value} if isinstance(value, list) else {"choice": value}


def _do_steps(page: Page, lesson, lang: str, steps: range, hint: bool = False) -> None:
    """The steps ``steps`` of ``lesson``, each answered wrong first (when the step offers a wrong answer),
    then right."""
    section = page.locator(f'[data-lesson="{lesson.name}"]')
    for number in steps:
        step = lesson.steps[number - 1]
        expect(section).to_have_attribute("data-step", str(number), timeout=TIMEOUT)
        feedback = section.locator("[data-feedback]")
        wrong = _wrong_choice(lesson, number)
        ply = section.locator("[data-table]").get_attribute("data-ply")
        task = section.locator(".lesson__task").inner_text()
        view = step_view(lesson, number, lang)
        shown = view["history"]  # only the history the step is meant to use
        expect(section.locator(".lesson__history li")).to_have_count(len(shown))
        # a question of several answers says so; no other step does
        note = section.locator("[data-several]")
        expect(note).to_be_visible() if _several(lesson.game, step) else expect(note).to_be_hidden()
        # the turn is marked only where it states no answer (“who asks first?”: not marked)
        turn = attrs_of(view["table"]).get("data-turn")
        assert section.locator("[data-table]").get_attribute("data-turn") == turn
        if wrong is not None:
            _answer(section, lesson.game, step, wrong)
            expect(feedback).to_have_attribute("data-verdict", "wrong", timeout=TIMEOUT)
            judged = judge_step(lesson, number, _answer_json(lesson, number, wrong), lang)
            for reason in judged["reasons"]:
                expect(feedback).to_contain_text(reason)
            if isinstance(wrong, str) and not step.act:  # the wrong choice stays marked as tried
                expect(section.locator(f'.lesson__choices [data-choice="{wrong}"]')).to_have_attribute(
                    "data-tried", "wrong")
            if isinstance(wrong, list):  # a partial set is refused, saying how many are missing
                assert judged["missing"] == len(step.right) - 1
            # nothing changed: the same step, position and task
            assert section.get_attribute("data-step") == str(number)
            assert section.locator("[data-table]").get_attribute("data-ply") == ply
            assert section.locator(".lesson__task").inner_text() == task
        if hint and number == steps[0]:  # hints on request, in the page's language, numbered from 1 in
            # order even after two wrong answers; the button is spent once all are shown
            again = _second_wrong(lesson, number, wrong) if wrong is not None else None
            if again is not None:
                _answer(section, lesson.game, step, again)
                expect(section).to_have_attribute("data-wrong", "2", timeout=TIMEOUT)
            button = section.locator('button[data-action="hint"]')
            expect(section.locator(".lesson__hints")).to_have_attribute("aria-live", "polite")  # said
            button.focus()
            for n, text in enumerate(step.hints, start=1):  # asked by keyboard: the focus stays on it
                page.keyboard.press("Enter")
                item = section.locator(".lesson__hints li").nth(n - 1)
                expect(item).to_have_text(f"{tr(lang, LESSON_UI['hint-label'], n=n)} "
                                          f"{task_text(text, dict(step.say), lang)}")
                expect(button).to_be_focused()
            expect(section.locator(".lesson__hints li")).to_have_count(len(step.hints))
            # spent: it says so (aria-disabled, not a disabled button that would drop the focus to <body>),
            # looks it (a dashed frame), keeps the focus, and a press gives nothing more
            expect(button).to_have_attribute("aria-disabled", "true")
            assert button.evaluate("(b) => !b.disabled && getComputedStyle(b).borderTopStyle") == "dashed"
            page.keyboard.press("Enter")
            expect(button).to_be_focused()
            expect(section.locator(".lesson__hints li")).to_have_count(len(step.hints))
        right = _right(lesson.game, step)
        _answer(section, lesson.game, step, right)
        expect(feedback).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
        judged = judge_step(lesson, number, _answer_json(lesson, number, right), lang)
        # the table shows what the answer did: the move (and what it hid, the turn), then each move it
        # plays after it (``then``), the history growing with them
        last = judged["then"][-1] if judged.get("then") else {"table": judged.get("table"),
                                                              "history": judged["history"]}
        expect(section.locator(".lesson__history li")).to_have_count(len(last["history"]), timeout=TIMEOUT)
        if last["table"] is not None:
            table = section.locator("[data-table]")
            expect(table).to_have_attribute("data-ply", str(attrs_of(last["table"])["data-ply"]))
            assert table.get_attribute("data-turn") == attrs_of(last["table"]).get("data-turn")
        if step.act:  # one move further at least, nothing left to press
            played = int(section.locator("[data-table]").get_attribute("data-ply"))
            assert played == int(ply) + 1 + len(step.then)
            expect(section.locator("[data-table] button[data-card], [data-table] button[data-seat]")) \
                .to_have_count(0)
        if number < len(lesson.steps):
            section.locator(".lesson__next button").click()


def _left_midway(game: str):
    """The lesson left after its first step: the last one of several steps."""
    return [lesson for lesson in LIBRARY[game] if len(lesson.steps) > 1][-1]


def _do_lessons(page: Page, game: str, lang: str) -> None:
    """Every lesson, but the one left mid-way: only its first step (its next one is opened)."""
    root = page.locator('[data-widget="learn"]')
    midway = _left_midway(game)
    for i, lesson in enumerate(LIBRARY[game]):
        section = page.locator(f'[data-lesson="{lesson.name}"]')
        expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
        expect(section).to_have_attribute("data-lesson-state", "open")
        data = read(json.loads(section.get_attribute("data-lesson-data")))
        assert data == lesson
        if lesson is midway:
            _do_steps(page, lesson, lang, range(1, 2))  # and its next step opened
            expect(section).to_have_attribute("data-step", "2", timeout=TIMEOUT)
            continue
        _do_steps(page, lesson, lang, range(1, len(lesson.steps) + 1), hint=i == 0)
        expect(section).to_have_attribute("data-lesson-state", "solved")
        expect(section.locator("[data-stars]")).not_to_be_empty()
        # each star with why it was earned or lost: finished; a wrong answer made, if any; a hint asked
        stars = section.locator("[data-stars] li")
        expect(stars).to_have_count(3)
        wrongs = any(_wrong_choice(lesson, n) is not None for n in range(1, len(lesson.steps) + 1))
        expect(stars.nth(1)).to_have_text(tr(lang, LESSON_UI["star-wrong" if wrongs else "star-no-wrong"]))
        expect(stars.nth(2)).to_have_text(tr(lang, LESSON_UI["star-hint" if i == 0 else "star-no-hint"]))
        expect(section).to_have_attribute("data-stars", str(1 + (not wrongs) + (i != 0)))
        expect(root.locator(f'[data-lesson-done="{lesson.id}"]')).to_have_count(1)


def _do_drills(page: Page, game: str, lang: str) -> None:
    root = page.locator('[data-widget="practice"]')
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    due = root.locator("[data-review-due]")
    for kind in spec(game).drills:
        section = root.locator(f'[data-drill="{game}/{kind}"]')
        expect(section).to_have_attribute("data-engine", "ready", timeout=TIMEOUT)
        seed = int(section.get_attribute("data-seed"))
        right, wrong = drill_answers(game, kind, seed)
        before = int(due.get_attribute("data-review-due"))
        if spec(game).drills[kind].memory:  # the log first, then hidden: only then the question
            expect(section.locator(".lesson__history li")).to_have_count(
                len(drill_view(game, kind, seed, lang)["history"]))
            expect(section.locator(".lesson__choices")).to_be_hidden()
            section.locator('button[data-action="recall"]').click()
            expect(section.locator(".lesson__history")).to_be_hidden()
            expect(section.locator("[data-recall]")).to_be_visible()
            expect(section.locator(".drill__task")).to_have_text(drill_view(game, kind, seed, lang)["task"])
        section.locator(f'[data-choice="{wrong}"]').click()
        feedback = section.locator("[data-feedback]")
        expect(feedback).to_have_attribute("data-verdict", "wrong", timeout=TIMEOUT)
        said = drill_answer(game, kind, seed, wrong, lang)
        expect(feedback).to_contain_text(said["reasons"][0])
        expect(feedback.locator("[data-answer]")).to_have_count(0)  # why it is wrong, not what is right
        expect(due).to_have_attribute("data-review-due", str(before + 1))
        expect(section.locator(f'[data-choice="{wrong}"]')).to_have_attribute("data-tried", "wrong")
        # the same choice touched again is not answered again (a second wrong answer would show the answer)
        section.locator(f'[data-choice="{wrong}"]').click()
        others = [c["value"] for c in drill_view(game, kind, seed, lang)["choices"]
                  if c["value"] not in right and c["value"] != wrong]
        if others:
            # another wrong choice: now the answer too, with why it is right (the review counted the first
            # answer only)
            section.locator(f'[data-choice="{others[0]}"]').click()
            expect(section).to_have_attribute("data-tries", "2", timeout=TIMEOUT)
            expect(feedback.locator("[data-answer]")).to_have_text(said["answer"], timeout=TIMEOUT)
            expect(due).to_have_attribute("data-review-due", str(before + 1))
        else:
            expect(section).to_have_attribute("data-tries", "1")
        section.locator(f'[data-choice="{sorted(right)[0]}"]').click()
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
    # Every answer given above, right and wrong, on the table and by choice, came from the page's answer
    # book (scripts/tools/book_requests.py records the requests as the page sends them).
    asked = [t["op"] for t in guarded.evaluate("window.__cardsEngine.timings()") if not t.get("book")]
    assert asked == []
    # the progress survives a reload (the same in both languages: the ids are the language's own)
    kind = next(iter(spec(game).drills))
    midway = _left_midway(game)
    left = guarded.locator(f'[data-lesson="{midway.name}"]')
    wrong_before = left.get_attribute("data-wrong")
    assert wrong_before == "1"  # its first step was answered wrong once
    guarded.goto("about:blank")
    guarded.goto(url + f"#drill={kind}:4242")
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    for lesson in LIBRARY[game]:
        found = guarded.locator(f'[data-lesson="{lesson.name}"]')
        expect(found).to_have_attribute("data-lesson-state", "open" if lesson is midway else "solved")
    expect(root.locator("[data-lesson-done]")).to_have_count(len(LIBRARY[game]) - 1)
    # the lesson left mid-way resumes at its second step, its wrong answers still counted, and is finished
    expect(left).to_have_attribute("data-step", "2")
    expect(left).to_have_attribute("data-wrong", wrong_before)
    expect(left.locator(".lesson__progress")).to_contain_text("2")
    # the linked drill (no answer book holds seed 4242: the live engine deals it) is dealt and scrolled
    # into view before the resumed lesson is answered, so no late scroll moves a choice under the pointer
    practice = guarded.locator('[data-widget="practice"]')
    expect(practice).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    expect(practice.locator(f'[data-drill="{game}/{kind}"]')).to_have_attribute("data-seed", "4242")
    _do_steps(guarded, midway, lang, range(2, len(midway.steps) + 1))
    expect(left).to_have_attribute("data-lesson-state", "solved")
    expect(root.locator("[data-lesson-done]")).to_have_count(len(LIBRARY[game]))
    due = practice.locator("[data-review-due]")
    expect(due).to_have_attribute("data-review-due", str(len(spec(game).drills)))
    # reset: every lesson open again
    root.locator('button[data-action="reset-progress"]').click()
    for lesson in LIBRARY[game]:
        found = guarded.locator(f'[data-lesson="{lesson.name}"]')
        expect(found).to_have_attribute("data-lesson-state", "open")
    expect(root.locator("[data-lesson-done]")).to_have_count(0)


def _tab_to(page: Page, selector: str, limit: int = 80) -> None:
    """Tab (only) until the focus is on the element ``selector`` names."""
    for _ in range(limit):
        if page.evaluate("(s) => document.activeElement === document.querySelector(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{selector} was not reached with Tab in {limit} presses")


KEYBOARD = {"fr": ("kachuful", "forbidden-bid", "trick-winner"), "es": ("go-fish", "remember", "last-ask")}


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_and_a_drill_with_the_keyboard_alone(guarded: Page, site_url: str, lang: str) -> None:
    """No click: a fragment link moves the starting point, Tab moves the focus, Enter and Space press."""
    game, lesson_id, kind = KEYBOARD[lang]
    lesson = next(x for x in LIBRARY[game] if x.id == lesson_id)
    url = site_url + PAGE[lang].format(game=game)
    guarded.goto(url + f"#lesson-{lesson_id}")
    root = guarded.locator('[data-widget="learn"]')
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    section = guarded.locator(f'[data-lesson="{lesson.name}"]')
    feedback = section.locator("[data-feedback]")
    for number, step in enumerate(lesson.steps, start=1):
        expect(section).to_have_attribute("data-step", str(number), timeout=TIMEOUT)
        if step.act:  # the table: a bid (a one-press move); the first of a group is reached with Tab
            value = move_json(spec(game).adapter.parse_action(step.right[0]))["value"]
            target = f'[data-lesson="{lesson.name}"] [data-table] button[data-bid="{value}"]'
        else:
            target = f'[data-lesson="{lesson.name}"] .lesson__choices [data-choice="{step.right[0]}"]'
        _tab_to(guarded, target)
        guarded.keyboard.press("Space" if step.act else "Enter")
        expect(feedback).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)
        if number < len(lesson.steps):  # the focus is on "next step"; then on the new task
            expect(section.locator(".lesson__next button")).to_be_focused()
            guarded.keyboard.press("Enter")
            expect(section.locator(".lesson__task")).to_be_focused(timeout=TIMEOUT)
    expect(section).to_have_attribute("data-lesson-state", "solved")
    # a drill: opened at its fragment (nothing focused yet), then Tab to the right answer (a memory drill:
    # first its "hide" button)
    guarded.goto("about:blank")
    guarded.goto(url + f"#drill-{kind}")
    practice = guarded.locator('[data-widget="practice"]')
    expect(practice).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    drill = practice.locator(f'[data-drill="{game}/{kind}"]')
    seed = int(drill.get_attribute("data-seed"))
    right = sorted(drill_answers(game, kind, seed)[0])[0]
    if spec(game).drills[kind].memory:
        _tab_to(guarded, f'[data-drill="{game}/{kind}"] button[data-action="recall"]')
        guarded.keyboard.press("Enter")
        expect(drill.locator(".drill__task")).to_be_focused()
        expect(drill.locator("[data-feedback]")).not_to_have_attribute("data-verdict", "wrong")
    _tab_to(guarded, f'[data-drill="{game}/{kind}"] [data-choice="{right}"]')
    guarded.keyboard.press("Enter")
    expect(drill.locator("[data-feedback]")).to_have_attribute("data-verdict", "right", timeout=TIMEOUT)


def test_corrupt_storage_is_ignored(guarded: Page, site_url: str) -> None:
    game = GAMES[0]
    corrupt = json.dumps(json.dumps({"lessons": [1, 2], "review": "x"}))
    guarded.add_init_script(f"localStorage.setItem('cards-learn-v1', {corrupt})")
    guarded.goto(site_url + PAGE["fr"].format(game=game))
    root = guarded.locator('[data-widget="learn"]')
    expect(root).to_have_attribute("data-started", "true", timeout=TIMEOUT)
    expect(root.locator("[data-lesson-done]")).to_have_count(0)
