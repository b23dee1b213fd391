"""Literature's panel beside the workbench's table (where each card may be, with its chances) after a
step: the step's request does not ask for the panel, since the chances that follow bring the whole of
it; until they are in, the panel shown is marked busy (aria-busy), then it is the new position's, for
the seat to play. A new deal asks for its panel with the position, never showing another deal's."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import RECORD_REQUESTS, disclose, open_workbench, settle
from .conftest import WORKBENCH_PATH as PATH
from .conftest import WORKBENCH_TIMEOUT as TIMEOUT

# The panel's aria-busy as it changes (a state that may last a few milliseconds only).
RECORD_BUSY = """
() => {
  window.__busy = [];
  const box = document.querySelector('[data-widget="workbench"] .workbench__panel');
  new MutationObserver(() => window.__busy.push(box.getAttribute("aria-busy")))
    .observe(box, {attributes: true, attributeFilter: ["aria-busy"]});
}
"""


def requests_since(page: Page, count: int) -> list[dict]:
    """The requests posted since the first ``count``, but the warm-up's (warm-up.js: while the reader
    looks at the table, the step path runs ahead; its answers are never shown)."""
    return [r for r in page.evaluate("() => window.__requests")[count:] if r["op"] != "workbench.warm"]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_panel_comes_once_per_step_with_its_chances(guarded: Page, site_url: str, lang: str) -> None:
    page = guarded
    page.add_init_script(RECORD_REQUESTS)
    root = open_workbench(page, site_url + PATH[lang].format(game="literature"))
    expect(root).to_have_attribute("data-chances", "ready", timeout=TIMEOUT)
    done = settle(root, 0)
    panel = root.locator(".workbench__panel")
    expect(panel).not_to_have_attribute("aria-busy", "true")
    page.evaluate(RECORD_BUSY)
    sent = len(page.evaluate("() => window.__requests"))

    disclose(root, "list")
    root.locator(".workbench__legal button.workbench__move").first.click()
    done = settle(root, done)
    expect(root).to_have_attribute("data-chances", "ready", timeout=TIMEOUT)
    expect(panel).not_to_have_attribute("aria-busy", "true")

    asked = requests_since(page, sent)
    assert [r["op"] for r in asked] == ["workbench.play", "workbench.chances"], asked
    assert "panel" not in asked[0]["parts"] and "table" in asked[0]["parts"], asked[0]["parts"]
    assert page.evaluate("() => window.__busy") == ["true", None], "busy while the chances were computed"
    turn = root.get_attribute("data-turn")
    shown = panel.locator(".workbench-panel")
    expect(shown).to_have_attribute("data-seat", turn)
    expect(shown).to_have_attribute("data-chances", "ready")
    expect(shown.locator(".workbench-holders tbody tr").first).to_contain_text("%")
    before, after = asked[0]["line"], asked[1]["line"]
    assert len(after) > len(before) and after[: len(before)] == before, "the chances of the position after"

    # a new deal: its first view brings its own panel (no other deal's is ever shown)
    sent = len(page.evaluate("() => window.__requests"))
    page.locator('[data-widget="workbench"] input[name="seed"]').fill("12")
    page.locator('[data-widget="workbench"] input[name="seed"]').press("Enter")
    settle(root, done)
    expect(root).to_have_attribute("data-chances", "ready", timeout=TIMEOUT)
    asked = requests_since(page, sent)
    assert asked[0]["op"] == "workbench.view" and "panel" in asked[0]["parts"], asked[0]
