"""Issue 26's numbers: what one reader's click on a game's table costs, on each game against the computer
(``[[play GAME]]``, Go Fish's game) and each workbench. A click is one move made on the table (a card then
a seat, a bid, a one-touch button) until the widget is idle again, with the computer's replies; for each
click, the engine requests it made, the characters moved between the page and the engine's worker (the
requests and the replies: engine-client.js's timings) and its time, reported as median and p95 so that
a change can be compared before and after. The first deal is not counted; a new deal when a game is
over is (its operations are listed).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from typing import Any

from bench_common import TIMINGS, engine_share, launch, p95
from bench_workbench import WORKBENCH_PROBE, WORKBENCH_READY

# The games against the computer: their page and widget.
PLAY = (("kachuful", "/kachuful/", '[data-widget="play"]'),
        ("literature", "/literature/", '[data-widget="play"]'),
        ("go-fish", "/go-fish/", '[data-widget="play"]'))
WORKBENCHES = ("literature", "kachuful", "go-fish")

# One move on a game's table, as a reader makes it: the first live one-touch button, bid, or card (then
# the first seat it can go to); timed until the widget has counted the step (data-step) and is idle.
PLAY_PROBE = """
async ({selector, count, pause = 0}) => {
  const root = document.querySelector(selector);
  if (!root) return {times: [], error: `no ${selector} on the page`};
  const times = [];
  const idle = (before) => new Promise((resolve, reject) => {
    const done = () => root.dataset.step !== before && root.dataset.busy === "false";
    if (done()) return resolve();
    const obs = new MutationObserver(() => {
      if (done()) { obs.disconnect(); clearTimeout(timer); resolve(); }
    });
    obs.observe(root, {attributes: true, subtree: true});
    const timer = setTimeout(() => {
      obs.disconnect();
      reject(new Error("no step within 30 s"));
    }, 30000);
  });
  const live = (sel) => [...root.querySelectorAll(sel)].find((b) => !b.disabled
    && b.getAttribute("aria-disabled") !== "true" && !b.closest("[hidden]"));
  const deal = async () => {
    const before = root.dataset.step;
    root.querySelector('form button[type="submit"]').click();
    await idle(before);
  };
  const touch = ["kind", "bid", "card"].map((k) => `[data-table] button[data-${k}]`).join(", ");
  let from = null; // the engine calls' count once the first deal is done: the clicks' calls come after
  try {
    if (!live(touch)) await deal();
    from = window.__cardsEngine.timings().length;
    for (let i = 0; i < count; i++) {
      if (root.dataset.over === "true" || !live(touch)) await deal();
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause)); // a reader's look first
      const before = root.dataset.step;
      const t0 = performance.now();
      const first = live("[data-table] button[data-kind]") || live("[data-table] button[data-bid]")
        || live("[data-table] button[data-card]");
      if (!first) throw new Error("nothing to touch on the table");
      first.click();
      if (first.dataset.card && root.dataset.step === before && root.dataset.busy !== "true") {
        const seat = live("[data-table] button[data-seat]");
        if (seat) seat.click();
      }
      await idle(before);
      times.push(performance.now() - t0);
    }
  } catch (error) {
    return {times, from, error: String(error && error.message || error)};
  }
  return {times, from, error: null};
}
"""


def clicked(calls: list[dict]) -> list[dict]:
    """The engine calls a reader's clicks made: not the answer book's (no engine), nor the warm-up's
    (widgets/warm-up.js: run while the table waits for the reader, reported apart)."""
    return [c for c in calls if not c.get("book") and c["op"] != "workbench.warm"]


def warm_text(calls: list[dict]) -> str:
    warm = [c for c in calls if c["op"] == "workbench.warm"]
    spent = sum(c.get("engine") or 0 for c in warm)
    return f"; meanwhile {len(warm)} warm-up requests, {spent:.0f} ms of engine time" if warm else ""


def per_click(calls: list[dict], clicks: int) -> str:
    """Engine requests and characters moved per click (requests and replies), from the timings."""
    if not clicks:
        return "no click"
    engine = clicked(calls)
    moved = sum((c.get("asked") or 0) + (c.get("bytes") or 0) for c in engine)
    ops: dict[str, int] = {}
    for c in engine:
        ops[c["op"]] = ops.get(c["op"], 0) + 1
    detail = ", ".join(f"{op} ×{n}" for op, n in sorted(ops.items()))
    return (f"{len(engine) / clicks:.2f} requests per click, {moved / clicks / 1000:.1f} kB moved per click "
            f"({detail})")


def step_text(times: list[float], error: str | None) -> str:
    text = (f"step median {statistics.median(times):.0f} ms, p95 {p95(times):.0f} ms ({len(times)} clicks)"
            if times else "no step measured")
    return text + (f" [stopped: {error}]" if error else "")


def measure(page: Any, probe: str, arg: dict) -> tuple[str, str]:
    before = len(page.evaluate(TIMINGS))
    reply = page.evaluate(probe, arg)
    calls = page.evaluate(TIMINGS)[reply.get("from") or before:]
    return (step_text(reply["times"], reply["error"]),
            per_click(calls, len(reply["times"])) + " " + engine_share(clicked(calls)) + warm_text(calls))


def clicks_bench(base: str, count: int, chromium: str | None, pace: int = 0) -> None:
    """``pace``: ms waited before each click (not timed), as a reader looks at the table before the next
    move; 0 clicks as fast as the widget allows (the worst case: the engine's first moves, still being
    compiled by the browser, and the page's own start compete with the clicks)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        context = launch(pw, profile, chromium)
        try:
            for game, path, selector in PLAY:
                run_one(context, f"game against the computer, {game}", base + path, selector, PLAY_PROBE,
                        {"selector": selector, "count": count, "pause": pace},
                        f"() => document.querySelector('{selector}')?.dataset.engine === 'ready'")
            for game in WORKBENCHES:
                selector = '[data-widget="workbench"]'
                run_one(context, f"workbench, {game}", f"{base}/{game}/workbench/", selector, WORKBENCH_PROBE,
                        {"selector": selector, "kind": "step", "count": count, "pause": pace},
                        f"() => ({WORKBENCH_READY})('{selector}')")
        finally:
            context.close()


def run_one(context: Any, name: str, url: str, selector: str, probe: str, arg: dict, ready: str) -> None:
    pace = arg.get("pause", 0)
    print(f"{name}…", file=sys.stderr, flush=True)
    page = context.new_page()
    try:
        page.goto(url, timeout=120_000)
        page.wait_for_function(ready, timeout=120_000)
        page.evaluate("() => window.__cardsEngine.call({op: 'hello'})")  # the engine itself, not the book
        steps, cost = measure(page, probe, arg)
        paced = f" (a {pace} ms pause before each)" if pace else ""
        print(f"per click, {name}{paced}: {steps}; {cost}", flush=True)
    except Exception as exc:  # reported, not hidden: the other tables still run
        print(f"per click, {name}: failed: {(str(exc).splitlines() or ['?'])[0]}", flush=True)
    finally:
        page.close()
