"""The engine's warm-up (warm-up.js), in French and Spanish, in the game against the computer and in the
workbench: while the table waits for the reader, the page has the engine run the step path ahead (a
``workbench.warm`` request: one move from the position shown, then the computer's replies, as a
reader's click asks), one request at a time, and shows nothing of it: the table, the step count and
the log stay as they were, and the reader's next move is played from the position shown."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import RECORD_REQUESTS, WORKBENCH_PATH, disclose, open_workbench, settle
from .test_play import PATHS, WIDGET, table

# Two warm-up requests answered: the first was over before the second was sent (one at a time).
WARMED = """() => window.__cardsEngine.timings().filter((t) => t.op === "workbench.warm").length >= 2"""


def warm_requests(page: Page) -> list[dict]:
    return [r for r in page.evaluate("() => window.__requests") if r["op"] == "workbench.warm"]


def asked_after_warm_up(page: Page) -> list[dict]:
    """The requests since the last warm-up's."""
    sent = page.evaluate("() => window.__requests")
    last = max(i for i, r in enumerate(sent) if r["op"] == "workbench.warm")
    return [r for r in sent[last + 1:] if r["op"] != "workbench.warm"]


def check_warm_up(page: Page, board: Locator, ply: int, reader: str) -> None:
    """The warm-up's requests: one move from the position shown, the computer's replies after it; and
    nothing of their answers on the table."""
    drawn = board.inner_html()
    page.wait_for_function(WARMED, timeout=60_000)
    warm = warm_requests(page)
    assert warm, "the engine is warmed while the reader looks"
    for request in warm:
        assert len(request["line"]) == ply, "from the position shown"
        assert request["steps"] == 1
        then = request["then"]
        assert then["mode"] == "auto" and reader not in then["bots"], then
    assert board.inner_html() == drawn, "nothing of the warm-up is shown"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_game_warms_up_while_the_reader_looks(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    page.add_init_script(RECORD_REQUESTS)
    page.goto(site_url + PATHS[lang].format(game="kachuful"))
    root = page.locator(WIDGET)
    expect(root).to_have_attribute("data-engine", "ready", timeout=60_000)
    root.locator('button[type="submit"]').click()
    expect(root).to_have_attribute("data-step", "1", timeout=60_000)
    expect(root).to_have_attribute("data-busy", "false")
    ply = int(table(root).get_attribute("data-ply") or 0)
    log = root.locator(".session__log li").count()

    check_warm_up(page, table(root), ply, "A")
    expect(root).to_have_attribute("data-step", "1")
    assert root.locator(".session__log li").count() == log

    table(root).locator("button[data-bid]:not([aria-disabled='true'])").first.click()
    expect(root).to_have_attribute("data-step", "2", timeout=60_000)
    played = next(r for r in asked_after_warm_up(page) if r["op"] == "workbench.play")
    assert len(played["line"]) == ply, "the reader's move is played from the position shown"


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_workbench_warms_up_while_the_reader_looks(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    page.add_init_script(RECORD_REQUESTS)
    root = open_workbench(page, site_url + WORKBENCH_PATH[lang].format(game="go-fish"))
    done = settle(root, 0)
    at = int(root.get_attribute("data-at") or 0)
    turn = root.get_attribute("data-turn") or ""

    check_warm_up(page, root.locator(".workbench__table"), at, turn)
    expect(root).to_have_attribute("data-at", str(at))
    expect(root).to_have_attribute("data-done", str(done))

    disclose(root, "list")
    root.locator(".workbench__legal button.workbench__move").first.click()
    settle(root, done)
    assert int(root.get_attribute("data-at") or 0) > at
    played = next(r for r in asked_after_warm_up(page) if r["op"] == "workbench.play")
    assert len(played["line"]) == at, "the move is played from the position shown"
