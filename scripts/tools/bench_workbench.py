"""The workbench of each game in a real Chromium: a step (a legal move clicked) and a computer's move,
timed from the click until the widget is idle again, with the engine's share of each."""

from __future__ import annotations

import sys
import tempfile

from bench_common import TIMINGS, engine_share, latency, launch, summary

# The workbench, all seats played by the reader: one task timed from the click (a legal move, or the
# computer's one move) until the widget has counted it done and is idle again, then one frame. A new
# deal (not timed) when the game is over or nothing is left to click. Each wait gives up after 20 s; the
# times gathered so far come back with the error, never a hang.
WORKBENCH_PROBE = """
async ({selector, kind, count, pause = 0}) => {
  const root = document.querySelector(selector);
  if (!root) return {times: [], error: `no ${selector} on the page`};
  const times = [];
  const chances = [];
  // Literature's chances follow the position (workbench.chances): waited for before the next click,
  // so that a step never queues behind them, and reported apart.
  const chancesIn = () => new Promise((resolve, reject) => {
    if (root.dataset.chances !== "pending") return resolve();
    const obs = new MutationObserver(() => {
      if (root.dataset.chances !== "pending") { obs.disconnect(); clearTimeout(timer); resolve(); }
    });
    obs.observe(root, {attributes: true, attributeFilter: ["data-chances"]});
    const timer = setTimeout(() => {
      obs.disconnect();
      reject(new Error("chances not in within 20 s"));
    }, 20000);
  });
  const settled = (before, what) => new Promise((resolve, reject) => {
    const idle = () => root.dataset.done !== before && root.dataset.busy === "false";
    if (idle()) return resolve();
    let timer = null;
    const obs = new MutationObserver(() => {
      if (idle()) { obs.disconnect(); clearTimeout(timer); resolve(); }
    });
    obs.observe(root, {attributes: true, attributeFilter: ["data-done", "data-busy"]});
    timer = setTimeout(() => {
      obs.disconnect();
      reject(new Error(`${what} not done within 20 s (data-done ${root.dataset.done}, `
        + `data-busy ${root.dataset.busy})`));
    }, 20000);
  });
  const target = () => kind === "bot"
    ? root.querySelector(".workbench__bot-one")
    : root.querySelector(".workbench__legal button.workbench__move");
  const usable = (node) => node && !node.disabled && !node.closest("[hidden]");
  const status = () => root.querySelector(".widget__status").textContent;
  try {
    for (let i = 0; i < count; i++) {
      for (const seat of root.querySelectorAll('select[name^="seat-"]')) seat.value = "human";
      if (root.dataset.over === "true" || !usable(target())) {
        const before = root.dataset.done;
        root.querySelector('form.workbench__setup button[type="submit"]').click();
        await settled(before, "a new deal");
        await chancesIn();
        await new Promise(requestAnimationFrame);
        if (root.dataset.over === "true" || !usable(target())) {
          throw new Error(`nothing to click after a new deal (${status()})`);
        }
      }
      await chancesIn(); // the first deal's chances too: a click never waits behind them here
      if (pause) await new Promise((resolve) => setTimeout(resolve, pause)); // a reader's look first
      const before = root.dataset.done;
      const at = root.dataset.at;
      const refused = root.dataset.refused;
      const t0 = performance.now();
      target().click();
      await settled(before, kind === "bot" ? "a bot move" : "a step");
      await new Promise(requestAnimationFrame);
      const elapsed = performance.now() - t0;
      if (root.dataset.refused !== refused || root.dataset.at === at) {
        throw new Error(`the ${kind === "bot" ? "bot move" : "step"} did not move the game on `
          + `(${status()})`);
      }
      times.push(elapsed);
      const pending = root.dataset.chances === "pending";
      await chancesIn();
      if (pending) chances.push(performance.now() - t0);
    }
  } catch (error) {
    return {times, chances, error: String(error && error.message || error)};
  }
  return {times, chances, error: null};
}
"""
WORKBENCH_READY = """
(selector) => {
  const root = document.querySelector(selector);
  return Boolean(root && root.dataset.engine === "ready" && root.dataset.started === "true"
    && Number(root.dataset.done) > 0 && root.dataset.busy === "false");
}
"""
WORKBENCH_GAMES = ("literature", "kachuful", "go-fish")
WORKBENCH_TARGETS = {"step": 50, "bot": 200}


def workbench_bench(base: str, count: int, chromium: str | None) -> None:
    """Per game, ``count`` steps and ``count`` bot moves on its workbench page (one profile for all)."""
    from playwright.sync_api import sync_playwright

    selector = '[data-widget="workbench"]'
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        context = launch(pw, profile, chromium)
        try:
            for game in WORKBENCH_GAMES:
                print(f"workbench {game}…", file=sys.stderr, flush=True)
                parts = []
                page = context.new_page()
                try:
                    page.goto(f"{base}/{game}/workbench/")
                    page.wait_for_function(WORKBENCH_READY, arg=selector, timeout=120_000)
                    for kind, name in (("step", "step"), ("bot", "bot move")):
                        probe = {"selector": selector, "kind": kind, "count": count}
                        before = len(page.evaluate(TIMINGS))
                        reply = page.evaluate(WORKBENCH_PROBE, probe)
                        parts.append(latency(name, reply["times"], WORKBENCH_TARGETS[kind], reply["error"]))
                        parts.append(engine_share(page.evaluate(TIMINGS)[before:]))
                        if reply.get("chances"):
                            parts.append(f"chances shown {summary(reply['chances'])} after the {name}")
                except Exception as exc:  # reported, not hidden: the other games still run
                    parts.append("failed: " + (str(exc).splitlines() or ["?"])[0])
                finally:
                    page.close()
                print(f"workbench {game}: " + "; ".join(parts))
        finally:
            context.close()


