"""The answer book, in French and Spanish: with the engine's files out of reach, a page's worked
examples still answer every step from the page's book (the engine's own replies, recorded by the build);
once the engine's files are let through, a request outside the book starts the engine and is answered
live, and the example goes on."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import ExpectingGuard

PATHS = {"fr": "/kachuful/", "es": "/es/kachuful/"}
EXAMPLE = '[data-example="kachuful/forbidden-bid"]'
RUNTIME = ("**/pyodide/*/**", "**/engine/*/**")  # the engine's content-hashed files


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_examples_answer_from_the_book_before_the_engine(
    expecting: tuple[Page, ExpectingGuard], site_url: str, lang: str
) -> None:
    page, guard = expecting
    guard.allow("Failed to load resource")  # the engine's files, refused on purpose
    guard.allow("engine: the start failed")
    for pattern in RUNTIME:
        page.route(pattern, lambda route: route.abort())
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
