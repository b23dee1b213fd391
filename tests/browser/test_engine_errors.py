"""Engine failures surface and never hang, in French and Spanish: an engine bug answers the reader's
message and prints its Python traceback to the console; a worker that stops while answering rejects
the pending call, the example says so in the page's language, and the next call starts a new engine; a
snapshot that does not restore (damaged, or not made for the heap it meets) falls back to the stock start."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from engine.core.errors import EngineError
from engine.core.messages import describe_error

from .conftest import ExpectingGuard, open_ready, open_workbench, settle

EXAMPLE = '[data-example="kachuful/forbidden-bid"]'
PATHS = {"fr": "/kachuful/", "es": "/es/kachuful/"}
RAISED = "debug.raise: an exception raised on purpose"

# A request pending while the worker is stopped: the reply can only come after the worker has run it,
# and terminate() is called in the same task as the post, before any reply can be delivered.
TERMINATE_DURING = """
async (lang) => {
  const engine = window.__cardsEngine;
  const pending = engine.call({op: "bench", counts: {kachuful: 50, "go-fish": 500}, knowledge_games: 20});
  await Promise.resolve();  // call() awaits the (already ready) engine, then posts
  await Promise.resolve();
  engine.terminate();
  let outcome;
  try {
    await pending;
    outcome = "resolved";
  } catch (error) {
    outcome = `rejected ${error.name} ${error.code}`;
  }
  const hello = await engine.call({op: "hello", lang});
  return {outcome, hello: hello.ok, starts: self.__engineStart.starts};
}
"""


def open_example(page: Page, url: str):
    return open_ready(page, url, EXAMPLE)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_engine_bug_answers_the_reader_and_prints_the_traceback(
    expecting: tuple[Page, ExpectingGuard], site_url: str, lang: str
) -> None:
    page, guard = expecting
    guard.allow(RAISED)
    open_example(page, site_url + PATHS[lang])
    with page.expect_console_message(lambda m: m.type == "error" and RAISED in m.text) as seen:
        reply = page.evaluate("(lang) => window.__cardsEngine.call({op: 'debug.raise', lang})", lang)
    assert reply["ok"] is False
    assert reply["error"]["code"] == "internal-error"
    assert reply["error"]["message"] == describe_error(EngineError("internal-error"), lang)
    text = seen.value.text
    assert "Traceback (most recent call last)" in text and "RuntimeError" in text
    assert reply["error"]["message"] in text
    # The engine still answers after a bug.
    assert page.evaluate("(lang) => window.__cardsEngine.call({op: 'hello', lang})", lang)["ok"] is True


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_terminated_worker_rejects_the_pending_call_and_the_next_one_restarts(
    guarded: Page, site_url: str, lang: str
) -> None:
    open_example(guarded, site_url + PATHS[lang])
    result = guarded.evaluate(TERMINATE_DURING, lang)
    assert result == {"outcome": "rejected EngineStopped engine-crashed", "hello": True, "starts": 2}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_example_answered_from_its_book_goes_on_when_the_engine_stops(
    guarded: Page, site_url: str, lang: str
) -> None:
    example = open_example(guarded, site_url + PATHS[lang])
    guarded.evaluate(
        "(sel) => { document.querySelector(sel + ' [data-action=\"next\"]').click();"
        " window.__cardsEngine.terminate(); }",
        EXAMPLE,
    )
    expect(example).to_have_attribute("data-step", "2")
    expect(example).to_have_attribute("data-engine", "ready")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_example_whose_engine_stops_says_so_in_the_page_language_then_recovers(
    expecting: tuple[Page, ExpectingGuard], site_url: str, lang: str
) -> None:
    """Without its book (out of reach), the example asks the engine for every step."""
    guarded, guard = expecting
    guard.refuse("**/answers.json")
    example = open_example(guarded, site_url + PATHS[lang])
    failed = example.get_attribute("data-msg-failed")
    ready = example.get_attribute("data-msg-ready")
    # The step is asked for, and the worker stopped before it can answer.
    guarded.evaluate(
        "(sel) => { document.querySelector(sel + ' [data-action=\"next\"]').click();"
        " window.__cardsEngine.terminate(); }",
        EXAMPLE,
    )
    expect(example).to_have_attribute("data-engine", "failed")
    expect(example.locator(".example__status")).to_have_text(failed)
    assert example.get_attribute("data-step") == "1"
    # The next step starts a new engine and the example is ready again.
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "2", timeout=60_000)
    expect(example).to_have_attribute("data-engine", "ready")
    expect(example.locator(".example__status")).to_have_text(ready)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_workbench_whose_engine_stops_says_so_then_the_next_click_plays(
    guarded: Page, site_url: str, lang: str
) -> None:
    root = open_workbench(guarded, site_url + ("/" if lang == "fr" else "/es/") + "go-fish/workbench/")
    failed = root.get_attribute("data-msg-failed")
    done = int(root.get_attribute("data-done") or 0)
    # The computer's move is asked for, and the worker stopped before it can answer.
    guarded.evaluate(
        "() => { document.querySelector('[data-widget=\"workbench\"] .workbench__bot-one').click();"
        " window.__cardsEngine.terminate(); }")
    done = settle(root, done)
    expect(root).to_have_attribute("data-engine", "failed")
    expect(root.locator(".widget__status")).to_have_text(failed)
    expect(root).to_have_attribute("data-at", "0")  # nothing was played
    # The next click starts a new engine, plays the move, and the widget is ready again.
    root.locator(".workbench__bot-one").click()
    settle(root, done)
    expect(root).to_have_attribute("data-at", "1")
    expect(root).to_have_attribute("data-engine", "ready")


def damaged_snapshot(body: bytes, damage: str) -> bytes:
    """The build's snapshot (scripts/tools/snapshot.mjs: CSN2) with its static data's checksum wrong, as
    over another Pyodide build's heap, or cut short."""
    assert body[:4] == b"CSN2"
    if damage == "checksum":
        return body[:16] + bytes(b ^ 0xFF for b in body[16:20]) + body[20:]
    return body[: len(body) - 1000]


@pytest.mark.parametrize(("lang", "damage"), [("fr", "checksum"), ("es", "truncated")])
def test_a_snapshot_that_does_not_restore_falls_back_to_the_stock_start(
    guarded: Page, site_url: str, lang: str, damage: str
) -> None:
    """The heap is checked before the snapshot is written into it: a file that does not fit it is
    refused, the worker says so in the console and starts the stock way, and the example works."""
    served: list[str] = []

    def serve(route) -> None:  # type: ignore[no-untyped-def]
        response = route.fetch()
        served.append(route.request.url)
        route.fulfill(status=200, body=damaged_snapshot(response.body(), damage),
                      headers={"Content-Type": "application/octet-stream", "Cache-Control": "no-store"})

    guarded.route("**/engine/*/snapshot.bin", serve)
    with guarded.expect_console_message(
        lambda m: m.type == "warning" and "snapshot start failed" in m.text, timeout=60_000
    ):
        example = open_example(guarded, site_url + PATHS[lang])
    assert served, "the snapshot was not requested"
    # the example is ready from its book already: the engine's stock start is waited for
    assert guarded.evaluate("window.__cardsEngine.call({op: 'hello'})")["ok"] is True
    assert guarded.evaluate("self.__engineStart.snapshot") is False
    narration = example.locator(".example__narration").inner_text()
    example.locator('[data-action="next"]').click()
    expect(example).to_have_attribute("data-step", "2")
    expect(example.locator(".example__narration")).not_to_have_text(narration)
