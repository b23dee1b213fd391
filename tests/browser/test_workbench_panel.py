"""Literature's panel beside the workbench's table (where each card may be, with its chances) after a
step. The step's request asks for the panel with its chances: when they are quick to count, they come
with the position and the step is one request; else no panel comes with the position, and the one shown
stays, marked busy (aria-busy), until ``workbench.chances`` brings the new one. Either way the panel ends
as the new position's, for the seat to play. A new deal asks for its panel with the position, never
showing another deal's. The positions are chosen by the engine (which of them are quick to count) and
checked to be what each case needs before the page is opened."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from engine.bridge import handle
from engine.games import load_all
from engine.present.wire import unpack
from engine.workbench import Config, encode_link

from .conftest import RECORD_REQUESTS, disclose, open_workbench, settle
from .conftest import WORKBENCH_PATH as PATH
from .conftest import WORKBENCH_TIMEOUT as TIMEOUT

load_all()
CONFIG = Config("literature", 6, 1, {}, ())  # the page's first deal
BASE = {"game": "literature", "players": 6, "seed": 1, "rules": {}}

# The panel's aria-busy as it changes (a state that may last a few milliseconds only).
RECORD_BUSY = """
() => {
  window.__busy = [];
  const box = document.querySelector('[data-widget="workbench"] .workbench__panel');
  new MutationObserver(() => window.__busy.push(box.getAttribute("aria-busy")))
    .observe(box, {attributes: true, attributeFilter: ["aria-busy"]});
}
"""


def engine(op: str, **request: Any) -> Any:
    reply = unpack(json.loads(handle(json.dumps({"op": op, "lang": "fr", **BASE, **request}))))
    assert reply["ok"], reply
    return reply["result"]


def chances_after_first_move(line: list[str]) -> str:
    """Whether the chances come with the position after the first move listed at the end of ``line``."""
    first = engine("workbench.view", line=line, at=len(line), parts=["legal"])["legal"][0]["action"]
    after = engine("workbench.view", line=[*line, first], at=len(line) + 1, parts=["panel", "chances"])
    return str(after["chances"])


def slow_position() -> list[str]:
    """A line of the computer's game after which the first move listed leads to slow chances."""
    whole = engine("workbench.bots", line=[], mode="end")["actions"]
    return next(whole[:k] for k in range(1, 60) if chances_after_first_move(whole[:k]) == "pending")


def requests_since(page: Page, count: int) -> list[dict]:
    """The requests posted since the first ``count``, but the warm-up's (warm-up.js: while the reader
    looks at the table, the step path runs ahead; its answers are never shown)."""
    return [r for r in page.evaluate("() => window.__requests")[count:] if r["op"] != "workbench.warm"]


def open_at(page: Page, site_url: str, lang: str, line: list[str]) -> tuple[Locator, int]:
    page.add_init_script(RECORD_REQUESTS)
    link = "#" + encode_link(Config(CONFIG.game, 6, 1, {}, tuple(line)), len(line), (), lang) if line else ""
    root = open_workbench(page, site_url + PATH[lang].format(game="literature") + link)
    expect(root).to_have_attribute("data-busy", "false", timeout=TIMEOUT)
    expect(root).to_have_attribute("data-chances", "ready", timeout=TIMEOUT)
    expect(root.locator(".workbench__panel")).not_to_have_attribute("aria-busy", "true")
    page.evaluate(RECORD_BUSY)
    return root, int(root.get_attribute("data-done") or 0)


def step(page: Page, root: Locator, done: int) -> tuple[list[dict], int]:
    """The first move listed, played; the requests it made once its chances are in."""
    sent = len(page.evaluate("() => window.__requests"))
    disclose(root, "list")
    root.locator(".workbench__legal button.workbench__move").first.click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-chances", "ready", timeout=TIMEOUT)
    expect(root.locator(".workbench__panel")).not_to_have_attribute("aria-busy", "true")
    return requests_since(page, sent), done


def the_new_positions_panel_with_chances(root: Locator) -> None:
    shown = root.locator(".workbench__panel .workbench-panel")
    expect(shown).to_have_attribute("data-seat", root.get_attribute("data-turn") or "")
    expect(shown).to_have_attribute("data-chances", "ready")
    expect(shown.locator(".workbench-holders tbody tr").first).to_contain_text("%")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_quick_chances_come_with_the_step_in_one_request(guarded: Page, site_url: str, lang: str) -> None:
    assert chances_after_first_move([]) == "ready"  # the first deal's first move: quick to count
    page = guarded
    root, done = open_at(page, site_url, lang, [])
    asked, done = step(page, root, done)
    assert [r["op"] for r in asked] == ["workbench.play"], asked
    assert {"table", "panel", "chances"} <= set(asked[0]["parts"]), asked[0]["parts"]
    assert page.evaluate("() => window.__busy") == [], "never busy: the chances came with the position"
    the_new_positions_panel_with_chances(root)

    # a new deal: its first view brings its own panel (no other deal's is ever shown)
    sent = len(page.evaluate("() => window.__requests"))
    page.locator('[data-widget="workbench"] input[name="seed"]').fill("12")
    page.locator('[data-widget="workbench"] input[name="seed"]').press("Enter")
    settle(root, done)
    expect(root).to_have_attribute("data-chances", "ready", timeout=TIMEOUT)
    asked = requests_since(page, sent)
    assert asked[0]["op"] == "workbench.view" and "panel" in asked[0]["parts"], asked[0]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_slow_chances_follow_the_position(guarded: Page, site_url: str, lang: str) -> None:
    line = slow_position()
    page = guarded
    root, done = open_at(page, site_url, lang, line)
    asked, done = step(page, root, done)
    assert [r["op"] for r in asked] == ["workbench.play", "workbench.chances"], asked
    assert page.evaluate("() => window.__busy") == ["true", None], "busy while the chances were counted"
    the_new_positions_panel_with_chances(root)
    before, after = asked[0]["line"], asked[1]["line"]
    assert len(after) == len(before) + 1 and after[: len(before)] == before, "the position after the move"
