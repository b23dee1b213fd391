"""Browser tests: the built site served locally, Chromium (Playwright's or Debian's), and a guard that
fails a test on any console error, uncaught exception or request to another host."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Locator, Page, expect

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from chromium import FLAGS as CHROMIUM_FLAGS  # noqa: E402
from site_server import SITE, built, built_port, serve  # noqa: E402

__all__ = ["ROOT", "SITE"]  # test_offline.py imports both from here

# A state the page reaches late on a busy machine (two cores shared by three workers and their browsers)
# is still a state reached: expect() waits for it up to 30 s, not Playwright's 5 s (a check that passes
# waits no longer). With the page's CPU slowed six times (CDP's CPU throttling), test_path's scroll to the
# next lesson came after 5 s in one run of three, and the full suite had failed there once on this machine.
expect.set_options(timeout=30_000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "browser" in str(item.path):
            item.add_marker(pytest.mark.browser)


# The tests' Chromium compiles the engine's WebAssembly once, with its baseline compiler only: a reader's
# browser also recompiles the hot functions for speed in the background (the bench keeps that), which a
# test's page, a few seconds long, pays for without living long enough to gain from it. Measured on this
# machine (3 workers, 2 cores): per page, 0.8 core-seconds less from the start to 3 s after the engine is
# ready (4.1 -> 3.3); test_card_table, test_keyboard_tables and test_table_ring together 463 instead of
# 522-536 busy core-seconds, test_learn, test_warm_up and test_workbench_panel 293 instead of 313. The
# engine's answers are the same: only the machine code differs.
TEST_ONLY_FLAGS = ["--js-flags=--liftoff-only"]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    args = {**browser_type_launch_args, "args": [*CHROMIUM_FLAGS, *TEST_ONLY_FLAGS]}
    path = os.environ.get("CHROMIUM_PATH")
    if path:
        args["executable_path"] = path
    return args


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    served = os.environ.get("CARDS_TEST_SITE_URL")  # a parallel run: the controller serves it
    if served:
        yield served
        return
    if not built():
        pytest.fail("site/ is not built: run ./scripts/build (./scripts/test does it)")
    try:
        server, url = serve()
    except OSError as exc:
        pytest.fail(f"port {built_port()} (the site's site_url) is busy: {exc}; stop what uses it or rebuild "
                    "with another SITE_URL")
    yield url
    server.shutdown()  # type: ignore[attr-defined]


class Guard:
    def __init__(self, page: Page, base: str) -> None:
        self.problems: list[str] = []
        host = urlparse(base).netloc
        page.on("console", lambda m: m.type == "error" and self.problems.append(f"console: {m.text}"))
        page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))

        def on_request(request: object) -> None:
            url = urlparse(request.url)  # type: ignore[attr-defined]
            if url.scheme in ("data", "blob", "about"):
                return
            if url.netloc != host:
                self.problems.append(f"request to another host: {request.url}")  # type: ignore[attr-defined]

        page.on("request", on_request)
        # A CSP violation is a console error too; this makes its report explicit.
        page.add_init_script(
            "document.addEventListener('securitypolicyviolation', (e) => "
            "console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));"
        )
        # Workers' requests are seen through the context too.
        page.context.on("request", on_request)


@pytest.fixture
def guarded(page: Page, site_url: str) -> Iterator[Page]:
    """A page that fails the test on console errors, page errors or third-party requests."""
    guard = Guard(page, site_url)
    yield page
    assert guard.problems == [], "\n".join(guard.problems)


# The page as it settles: axe reads colours, so the transitions under way (a button just enabled fades
# in) are waited for first.
AXE_RUN = """async (scope) => {
  // Every box drawn while axe reads it: the page draws widgets (and a workbench its side parts) far
  // from the viewport only as the reader nears them (content-visibility: auto), and a box not drawn
  // keeps stale styles (a loading spinner still running after its example is ready; the last colour
  // scheme's colours, whose transition starts only when axe reads them). Set through the CSSOM: the CSP
  // allows no <style>.
  const boxes = [...document.querySelectorAll('body *')]
    .filter((box) => getComputedStyle(box).contentVisibility === 'auto');
  const kept = boxes.map((box) => box.style.contentVisibility);
  boxes.forEach((box) => { box.style.contentVisibility = 'visible'; });
  try {
    // two frames first: a style change made by the last answer has started its transition by then
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // the transitions under way, not an animation that never ends (a spinner), nor one on an element not
    // drawn (in a closed <details>: it never runs to its end while hidden, and axe reads none of it)
    await Promise.all(document.getAnimations()
      .filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity
        && (!a.effect.target || a.effect.target.checkVisibility()))
      .map((a) => a.finished.catch(() => null)));
    const where = scope ? document.querySelector(scope) : document;
    return (await axe.run(where, {resultTypes: ['violations']})).violations
      .map(v => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map(n => `${n.target.join(' ')}: `
        + `${(n.failureSummary || '').replace(/\\s+/g, ' ')}`)}`);
  } finally {
    boxes.forEach((box, i) => { box.style.contentVisibility = kept[i]; });
  }
}"""


def axe_violations(page: Page, scope: str | None = None) -> list[str]:
    """What axe-core finds on the page (or in the element ``scope`` selects), once it has settled."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(url="/__test__/axe.min.js")
    # The pointer off the page's controls: a layout shift can leave it over a button whose hover colours
    # are still fading in while axe reads them (what is audited is the page, not a hover).
    page.mouse.move(0, 0)
    return list(page.evaluate(AXE_RUN, scope))


# --- the workbench (tests/browser/test_workbench*.py) ------------------------------------------------

WORKBENCH = '[data-widget="workbench"]'
WORKBENCH_PATH = {"fr": "/{game}/workbench/", "es": "/es/{game}/workbench/"}
WORKBENCH_TIMEOUT = 60_000


def settle(root: Locator, done: int) -> int:
    """Wait until the widget finished more than ``done`` tasks and is idle; the new count."""
    expect(root).not_to_have_attribute("data-done", str(done), timeout=WORKBENCH_TIMEOUT)
    expect(root).to_have_attribute("data-busy", "false", timeout=WORKBENCH_TIMEOUT)
    return int(root.get_attribute("data-done"))  # type: ignore[arg-type]


def open_ready(page: Page, url: str, selector: str) -> Locator:
    """The widget or example ``selector`` of the page at ``url``, once its engine is ready."""
    page.goto(url)
    found = page.locator(selector)
    expect(found).to_have_attribute("data-engine", "ready", timeout=60_000)
    return found


def drill_answers(game: str, kind: str, seed: int) -> tuple[frozenset[str], str]:
    """A drill dealt from ``seed``: its right answers as the engine judges them, and one wrong choice."""
    from engine.games import spec
    from engine.learn.drills import dealt

    d = dealt(game, kind, seed)
    q = spec(game).questions[spec(game).drills[kind].question]
    right = frozenset(q.judge(d.state, d.args).right)
    return right, next(c for c in q.choices(d.state, d.args) if c not in right)


def claim_on_table(table: Locator, move: dict) -> None:
    """Literature's claim builder on the card table ``table``, as a reader uses it: the half-suit, then
    each card on the holder ``move`` names (its JSON form: ``half``, ``named``), then announce."""
    table.locator(f'button[data-group="{move["half"]}"]').click()
    box = table.locator(f'[data-claim="{move["half"]}"]')
    expect(box).to_be_visible()
    for card, holder in move["named"]:
        box.locator(f'[data-claim-card="{card}"] button[data-holder="{holder}"]').click()
    box.locator("button[data-send]").click()


def disclose(root: Locator, part: str) -> None:
    """Open the workbench's closed disclosure ``part`` ("list": every legal move; "notation": the field
    for authors), as a reader does: by its summary."""
    details = root.locator(f"details.workbench__{part}")
    if details.get_attribute("open") is None:
        details.locator("summary").click()
    expect(details).to_have_attribute("open", "")


def open_workbench(page: Page, url: str) -> Locator:
    """The workbench at ``url``, once its engine is ready and it has started (a deal or a link)."""
    page.goto(url)
    root = page.locator(WORKBENCH)
    expect(root).to_have_attribute("data-engine", "ready", timeout=WORKBENCH_TIMEOUT)
    expect(root).to_have_attribute("data-started", "true", timeout=WORKBENCH_TIMEOUT)
    return root



# --- the service worker and expected console errors (tests/browser/test_offline*.py, test_engine_errors.py)


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """Contexts without the site's service worker: a test's own requests are what it asserts on, and
    each fresh context would otherwise precache the whole site. test_offline*.py opens its own."""
    return {**browser_context_args, "service_workers": "block"}


class ExpectingGuard(Guard):
    """A Guard for a test that causes console errors on purpose: it names them (``allow``) and each
    allowed one must appear; any other problem still fails the test."""

    def __init__(self, page: Page, base: str) -> None:
        super().__init__(page, base)
        self.page = page
        self.allowed: list[str] = []

    def allow(self, text: str) -> None:
        self.allowed.append(text)

    def refuse(self, *patterns: str) -> None:
        """The page's requests matching ``patterns`` refused on purpose (the console says so: expected);
        ``self.page.unroute(pattern)`` lets them through again."""
        self.allow("Failed to load resource")
        for pattern in patterns:
            self.page.route(pattern, lambda route: route.abort())

    def unexpected(self) -> list[str]:
        return [p for p in self.problems if not any(text in p for text in self.allowed)]

    def missing(self) -> list[str]:
        return [text for text in self.allowed if not any(text in p for p in self.problems)]


@pytest.fixture
def expecting(page: Page, site_url: str) -> Iterator[tuple[Page, ExpectingGuard]]:
    """A guarded page whose test declares the console errors it expects (``guard.allow(text)``)."""
    guard = ExpectingGuard(page, site_url)
    yield page, guard
    assert guard.unexpected() == [], "\n".join(guard.unexpected())
    assert guard.missing() == [], f"expected console errors not seen: {guard.missing()}"


# Every request the page posts to the engine's worker (engine-client.js: {type: "request", request}), in
# window.__requests: an init script (page.add_init_script).
RECORD_REQUESTS = """
const post = Worker.prototype.postMessage;
window.__requests = [];
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.type === "request") window.__requests.push(JSON.parse(message.request));
  return post.call(this, message, ...rest);
};
"""
