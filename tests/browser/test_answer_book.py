"""The answer book, in French and Spanish: with the engine's files out of reach, a page's worked
examples still answer every step from the page's book (the engine's own replies, recorded by the build),
and so do a lessons page's lessons and first drills; once the engine's files are let through, a request
outside the book starts the engine and is answered live, and the widget goes on. A widget waiting for
the engine says how much of it has arrived, in the page's language."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, Route, expect

from .conftest import ExpectingGuard

PATHS = {"fr": "/kachuful/", "es": "/es/kachuful/"}
EXAMPLE = '[data-example="kachuful/forbidden-bid"]'
RUNTIME = ("**/pyodide/*/**", "**/engine/*/**")  # the engine's content-hashed files


@pytest.fixture
def unreached(expecting: tuple[Page, ExpectingGuard]) -> Page:
    """A page whose engine's files are out of reach (its start fails, as the console says) until the
    test lets them through (``page.unroute``)."""
    page, guard = expecting
    guard.refuse(*RUNTIME)
    guard.allow("engine: the start failed")
    return page


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_examples_answer_from_the_book_before_the_engine(
    unreached: Page, site_url: str, lang: str
) -> None:
    page = unreached
    page.goto(site_url + PATHS[lang])
    example = page.locator(EXAMPLE)
    expect(example).to_have_attribute("data-engine", "ready", timeout=30_000)
    total = int(example.get_attribute("data-total"))  # type: ignore[arg-type]
    first = example.locator(".example__narration").text_content()
    for step in range(2, total + 1):
        example.locator('[data-action="next"]').click()
        expect(example).to_have_attribute("data-step", str(step))
    assert example.locator(".example__narration").text_content() != first
    example.locator('[data-action="reset"]').click()
    expect(example).to_have_attribute("data-step", "1")
    expect(example.locator(".example__narration")).to_have_text(first or "")
    timings = page.evaluate("window.__cardsEngine.timings()")
    assert timings and all(t["op"] == "example" and t.get("book") for t in timings), timings
    assert page.evaluate("typeof self.__engineStart") == "undefined"  # the engine never started

    for pattern in RUNTIME:
        page.unroute(pattern)
    hello = page.evaluate("(lang) => window.__cardsEngine.call({op: 'hello', lang})", lang)
    assert hello["ok"] is True  # not in the book: the engine, started now, answers it
    assert page.evaluate("self.__engineStart.starts") >= 1
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "2")


LEARN = {"fr": "/literature/learn/", "es": "/es/literature/learn/"}
LESSON = '[data-lesson="literature/half-suits"]'
DRILL = "[data-drill]:not([data-memory])"
PROGRESS = {"fr": r"Chargement du moteur de règles\xa0: \d+,\d sur \d+,\d\xa0mégaoctets…",
            "es": r"Cargando el motor de reglas: \d+,\d de \d+,\d megabytes…"}


def _answer_first_step(page: Page) -> None:
    """The first lesson's first step: a wrong choice, then the right one, then the next step."""
    lesson = page.locator(LESSON)
    expect(lesson).to_have_attribute("data-engine", "ready", timeout=30_000)
    right = json.loads(lesson.get_attribute("data-lesson-data") or "{}")["steps"][0]["right"]
    choices = lesson.locator(".lesson__choices button[data-choice]")
    values = [choices.nth(i).get_attribute("data-choice") for i in range(choices.count())]
    wrong = next(v for v in values if v not in right)
    lesson.locator(f'.lesson__choices button[data-choice="{wrong}"]').click()
    expect(lesson.locator("[data-feedback]")).to_have_attribute("data-verdict", "wrong")
    lesson.locator(f'.lesson__choices button[data-choice="{right[0]}"]').click()
    expect(lesson.locator("[data-feedback]")).to_have_attribute("data-verdict", "right")
    lesson.locator(".lesson__next button").click()
    expect(lesson).to_have_attribute("data-step", "2")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_lessons_and_drills_answer_from_the_book_before_the_engine(
    unreached: Page, site_url: str, lang: str
) -> None:
    page = unreached
    page.goto(site_url + LEARN[lang])
    _answer_first_step(page)
    drill = page.locator(DRILL).first
    expect(drill).to_have_attribute("data-engine", "ready")
    seeds = (drill.get_attribute("data-seeds") or "").split()
    assert drill.get_attribute("data-seed") in seeds  # the first drill is one of the book's
    drill.locator(".lesson__choices button[data-choice]").first.click()
    expect(drill.locator("[data-feedback]")).to_have_attribute("data-verdict", re.compile("right|wrong"))
    timings = page.evaluate("window.__cardsEngine.timings()")
    assert {t["op"] for t in timings} >= {"learn.step", "learn.answer", "learn.drill", "learn.drill-answer"}
    assert all(t.get("book") for t in timings), timings
    assert page.evaluate("typeof self.__engineStart") == "undefined"  # the engine never started

    for pattern in RUNTIME:
        page.unroute(pattern)
    drill.locator('[data-action="new-drill"]').click()  # a seed outside the book: the live engine deals it
    booked = re.compile("^(" + "|".join(seeds) + ")$")
    expect(drill).not_to_have_attribute("data-seed", booked, timeout=60_000)
    expect(drill).to_have_attribute("data-engine", "ready")
    expect(drill.locator(".drill__task")).to_be_focused()  # a new drill is read out: its task has the focus
    drill.locator(".lesson__choices button[data-choice]").first.click()
    expect(drill.locator("[data-feedback]")).to_have_attribute("data-verdict", re.compile("right|wrong"))
    assert page.evaluate("self.__engineStart.starts") >= 1
    live = [t for t in page.evaluate("window.__cardsEngine.timings()") if not t.get("book")]
    assert {t["op"] for t in live} == {"learn.drill", "learn.drill-answer"}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_request_outside_the_book_shows_the_engine_progress(
    guarded: Page, site_url: str, lang: str
) -> None:
    page = guarded
    held: list[Route] = []
    page.route("**/engine/*/snapshot.bin", lambda route: held.append(route))  # the engine half-arrived
    with page.expect_request("**/engine/*/snapshot.bin", timeout=60_000):  # may come after the wasm
        page.goto(site_url + LEARN[lang])
        drill = page.locator(DRILL).first
        expect(drill).to_have_attribute("data-engine", "ready", timeout=30_000)  # from the book
        # the wasm counted
        page.wait_for_function("() => self.__engineProgress && self.__engineProgress.got > 0")
        status = page.locator('[data-widget="practice"] .widget__status')
        drill.locator('[data-action="new-drill"]').click()
        expect(status).to_have_text(re.compile(PROGRESS[lang]))
        got, total = page.evaluate("[self.__engineProgress.got, self.__engineProgress.total]")
        assert 0 < got < total
    page.evaluate("0")  # one round trip: the route's event, sent before its reply, has been handled
    assert held
    for route in held:
        route.continue_()
    expect(status).not_to_have_text(re.compile(PROGRESS[lang]), timeout=60_000)
    expect(drill).to_have_attribute("data-engine", "ready")
    assert page.evaluate("self.__engineStart.starts") >= 1
