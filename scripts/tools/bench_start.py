"""The engine's start in a real Chromium: cold (fresh profile), warm (new tab, new browser) against a
stock Pyodide start in the same run, its phases, the bytes of a visit and before first paint, a worked
example's step latency; and the same start over a 10 Mbit/s link (server.Link)."""

from __future__ import annotations

import re
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench_common import Bytes, launch, launch_ready, met, open_ready, p95, summary
from bench_engine import report_engine
from chromium import settle
from server import Link, serve_in_thread

STEP_PROBE = """
async (selector) => {
  const root = document.querySelector(selector);
  const next = root.querySelector('[data-action="next"]');
  const reset = root.querySelector('[data-action="reset"]');
  const times = [];
  const waitStep = (want) => new Promise((resolve, reject) => {
    if (root.dataset.step === want) return resolve();
    const obs = new MutationObserver(() => {
      if (root.dataset.step === want) { obs.disconnect(); resolve(); }
    });
    obs.observe(root, {attributes: true, attributeFilter: ["data-step"]});
    // A bench must report, never hang: a step not shown within 20 s is an error to look into.
    setTimeout(() => { obs.disconnect(); reject(new Error(`step ${want} not shown within 20 s`)); }, 20000);
  });
  // The page's first "ready" may be another widget's: this example's buttons stay disabled until its own.
  await new Promise((resolve, reject) => {
    if (root.dataset.engine === "ready") return resolve();
    const obs = new MutationObserver(() => {
      if (root.dataset.engine === "ready") { obs.disconnect(); resolve(); }
    });
    obs.observe(root, {attributes: true, attributeFilter: ["data-engine"]});
    setTimeout(() => { obs.disconnect(); reject(new Error(`${selector} not ready within 20 s`)); }, 20000);
  });
  for (let i = 0; i < 20; i++) {
    if (next.disabled) {
      reset.click();
      await waitStep("1");
      await new Promise(requestAnimationFrame);
    }
    const want = String(Number(root.dataset.step) + 1);
    const t0 = performance.now();
    next.click();
    await waitStep(want);
    await new Promise(requestAnimationFrame);
    times.push(performance.now() - t0);
  }
  return times;
}
"""
BYTES_PROBE = """
() => {
  const paint = performance.getEntriesByType("paint").find((e) => e.name === "first-paint")
    || performance.getEntriesByType("paint")[0];
  const limit = paint ? paint.startTime : Infinity;
  const nav = performance.getEntriesByType("navigation")[0];
  let bytes = nav ? nav.transferSize : 0;
  for (const e of performance.getEntriesByType("resource")) {
    if (e.startTime < limit) bytes += e.transferSize;
  }
  return {bytes, firstPaint: paint ? paint.startTime : null};
}
"""



# The start-up phases, in ms from navigation start (engine-start.js, engine-worker.js and
# engine-client.js mark them): the page asks for the engine (engine-start.js in the <head>), the
# worker's script runs, Pyodide's module is loaded, the wasm is in (fetched by the page, compiled as
# it downloads), the compiled module is instantiated and Pyodide's runtime set up (file system,
# standard library), the snapshot is in, restored, and the engine answers its first request.
PHASES = [("requested", "engine requested"), ("worker", "worker started"),
          ("pyodide.mjs", "pyodide.mjs loaded"),
          ("runtime-fetched", "runtime fetched (wasm)"), ("compiled", "wasm compiled"),
          ("instantiated", "instantiated"), ("runtime-set-up", "runtime set up"),
          ("snapshot-fetched", "snapshot fetched"), ("restored", "snapshot restored"),
          ("ready", "first answer (hello)")]
# A stock Pyodide start of the same files, in a module worker of the same site: loadPyodide with
# Pyodide's own standard library, then loadPackage(wheel) (engine-worker.js's fallback, "stock").
# Started when the page's DOM is parsed, where the site's engine-boot.js starts its engine.
STOCK_START = """
document.addEventListener("DOMContentLoaded", () => {
  const base = new URL("/", location.href).href;
  const worker = new Worker(new URL("assets/js/engine-worker.js", base), {type: "module"});
  worker.addEventListener("message", (event) => {
    if (event.data.type === "ready") window.__stockReady = performance.now();
    if (event.data.type === "failed") window.__stockFailed = event.data.detail;
  });
  worker.postMessage({type: "start", base, files: {}, stock: true});
});
"""



def phases(start: dict) -> dict[str, float]:
    return {key: start[key] - start["page"] for key, _ in PHASES if isinstance(start.get(key), (int, float))}



def ready_on(context: Any, url: str, times: list, phase_list: list) -> None:
    """``url`` opened in a new page of ``context``: when its engine was ready, and the phases."""
    page = open_ready(context, url)
    times.append(page.evaluate("window.__readyAt"))
    phase_list.append(phases(page.evaluate("self.__engineStart")))

def browser_bench(base: str, runs: int, chromium: str | None) -> None:
    from playwright.sync_api import sync_playwright

    page_path, other_path = "/kachuful/", "/es/kachuful/"
    selector = '[data-example="kachuful/forbidden-bid"]'
    cold, warm, warm_tab, stock, steps, painted, visit_bytes = [], [], [], [], [], [], []
    paint_at: list[float] = []
    warm_tab_phases: list[dict[str, float]] = []
    cold_phases: list[dict[str, float]] = []
    warm_phases: list[dict[str, float]] = []
    engine_speed: list[dict] = []
    with sync_playwright() as pw:
        for run in range(runs):
            print(f"browser run {run + 1} of {runs}…", file=sys.stderr, flush=True)
            with tempfile.TemporaryDirectory() as profile:
                # Cold: a fresh profile, the example's page, until the example is ready.
                context = launch_ready(pw, profile, chromium)
                counter = Bytes(context)
                page = open_ready(context, base + page_path)
                visit_bytes.append(counter.stop())
                cold.append(page.evaluate("window.__readyAt"))
                cold_phases.append(phases(page.evaluate("self.__engineStart")))
                first = page.evaluate(BYTES_PROBE)
                painted.append(first["bytes"])
                if first["firstPaint"] is not None:
                    paint_at.append(first["firstPaint"])
                try:
                    steps += page.evaluate(STEP_PROBE, selector)
                except Exception as exc:  # reported, not hidden: the run's other numbers still count
                    print(f"step probe failed in run {run + 1}: {exc}".splitlines()[0], file=sys.stderr)
                if not engine_speed:
                    reply = page.evaluate(
                        "() => window.__cardsEngine.call({op: 'bench', counts: {kachuful: 3, 'go-fish': 30},"
                        " knowledge_games: 2})"
                    )
                    engine_speed.append(reply["result"])
                # The service worker has cached the site (as after any visit).
                page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
                page.close()
                # Warm, same browser: the other language's page in a new tab, once the browser is
                # idle again (the service worker's precache of the site done, as for a reader who
                # comes back later).
                settle(profile)
                ready_on(context, base + other_path, warm_tab, warm_tab_phases)
                context.close()
                # Warm, new browser: the same profile, the other language's page.
                context = launch_ready(pw, profile, chromium)
                ready_on(context, base + other_path, warm, warm_phases)
                context.close()
            with tempfile.TemporaryDirectory() as profile:
                # Stock, same run, fresh profile: the site's own engine kept from starting (its
                # scripts, engine-start.js included, and its snapshot and standard library blocked) so
                # that only the stock start runs and nothing else downloads or compiles the wasm.
                context = launch(pw, profile, chromium)
                context.add_init_script(STOCK_START)
                context.route(re.compile(r"(engine-start|engine-boot|widgets|offline)\.js$|/engine/[0-9a-f]{16}/"
                                         r"(snapshot\.bin|stdlib\.zip)$"), lambda route: route.abort())
                page = context.new_page()
                page.goto(base + page_path)
                page.wait_for_function("() => window.__stockReady || window.__stockFailed", timeout=120_000)
                failed = page.evaluate("window.__stockFailed")
                if failed:
                    print(f"stock start failed in run {run + 1}: {failed}", file=sys.stderr)
                else:
                    stock.append(page.evaluate("window.__stockReady"))
                context.close()
    print(f"engine ready after navigation, cold (fresh profile), {runs} runs: {summary(cold)}")
    print(f"engine ready after navigation, warm (same browser, new tab, other page), {runs} runs: "
          f"{summary(warm_tab)}")
    print(f"engine ready after navigation, warm (same profile, new browser, other page), {runs} runs: "
          f"{summary(warm)}")
    if stock:
        print(f"stock Pyodide start (loadPyodide + loadPackage(wheel)), same run, {len(stock)} runs: "
              f"{summary(stock)}")
        ratio = statistics.median(cold) / statistics.median(stock)
        tab, browser = (statistics.median(w) / statistics.median(cold) for w in (warm_tab, warm))
        print(f"cold / stock: {ratio:.3f} ({met(ratio, 0.25)}); warm / cold: {tab:.3f} in a new tab "
              f"({met(tab, 0.5)}), {browser:.3f} in a new browser ({met(browser, 0.5)})")
    readies = {"cold": cold, "warm, new tab": warm_tab, "warm, new browser": warm}
    for name, found in (("cold", cold_phases), ("warm, new tab", warm_tab_phases),
                        ("warm, new browser", warm_phases)):
        parts = []
        for key, label in PHASES:
            values = [p[key] for p in found if key in p]
            if values:
                parts.append(f"{label} {statistics.median(values):.0f}")
        print(f"phases, {name}, median ms after navigation: navigation 0 → " + " → ".join(parts)
              + f" → example ready {statistics.median(readies[name]):.0f}")
    ordered = sorted(b / 1e6 for b in visit_bytes)
    print(f"bytes of a cold visit until the example is ready (on the wire, headers included): min "
          f"{ordered[0]:.2f} MB · median {statistics.median(ordered):.2f} MB · max {ordered[-1]:.2f} MB"
          " (target ≤ 8 MB)")
    print(f"step latency ({len(steps)} clicks): median {statistics.median(steps):.1f} ms · "
          f"p95 {p95(steps):.1f} ms")
    # The page's requests started before its first paint (the wasm among them since the page compiles
    # it: its bytes count here, though most arrive after the paint; the worker's requests never count).
    print(f"bytes of requests started before first paint: {summary([b / 1024 for b in painted], 'KiB')}"
          + (f"; first paint {summary(paint_at)}" if paint_at else ""))
    if engine_speed:
        report_engine("Pyodide in Chromium", engine_speed[0])


# A reader's link, for the same start as a reader away from the server meets it: on localhost the
# cold start has no download to skip, so warm/cold says little there.
LINK_MBPS, LINK_LATENCY = 10, 0.04


def slow_link_bench(site: Path, runs: int, chromium: str | None) -> None:
    """Cold and warm (new tab) starts over a 10 Mbit/s link with 40 ms before each answer."""
    from playwright.sync_api import sync_playwright

    server, base = serve_in_thread(site, 0, link=Link(LINK_MBPS * 1e6 / 8, LINK_LATENCY))
    cold: list[float] = []
    warm: list[float] = []
    try:
        with sync_playwright() as pw:
            for run in range(runs):
                print(f"slow link run {run + 1} of {runs}…", file=sys.stderr, flush=True)
                with tempfile.TemporaryDirectory() as profile:
                    context = launch_ready(pw, profile, chromium)
                    page = open_ready(context, base + "/kachuful/")
                    cold.append(page.evaluate("window.__readyAt"))
                    # The service worker controls pages once its precache of the site is complete.
                    page.wait_for_function("() => navigator.serviceWorker.controller !== null",
                                           timeout=300_000)
                    page.close()
                    settle(profile)
                    ready_on(context, base + "/es/kachuful/", warm, [])
                    context.close()
    finally:
        server.shutdown()
    print(f"over a {LINK_MBPS} Mbit/s link, {LINK_LATENCY * 1000:.0f} ms per answer, {runs} runs: cold "
          f"{summary(cold)}; warm (new tab, other page) {summary(warm)}; warm / cold "
          f"{statistics.median(warm) / statistics.median(cold):.3f} "
          f"({met(statistics.median(warm) / statistics.median(cold), 0.5)})")


