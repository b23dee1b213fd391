"""Benchmarks: the engine start in a real Chromium (cold and warm), step latency, bytes before first
paint, the workbench's step and bot move latency, and engine speed in CPython; the computer's levels
(tournaments of each level against the weakest, move latency per level in CPython and in Chromium).
Prints numbers; asserts nothing (tests never time things)."""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

from chromium import FLAGS, settle  # noqa: E402
from server import Link, serve_in_thread  # noqa: E402

READY_PROBE = """
(() => {
  const mark = () => {
    if (!window.__readyAt && document.querySelector('[data-engine="ready"]')) {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, {subtree: true, attributes: true,
    attributeFilter: ["data-engine"], childList: true});
})();
"""
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
# The workbench, all seats played by the reader: one task timed from the click (a legal move, or the
# computer's one move) until the widget has counted it done and is idle again, then one frame. A new
# deal (not timed) when the game is over or nothing is left to click. Each wait gives up after 20 s; the
# times gathered so far come back with the error, never a hang.
WORKBENCH_PROBE = """
async ({selector, kind, count}) => {
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
# The engine calls' timings that engine-client.js keeps (none from a build before it kept them).
TIMINGS = "() => window.__cardsEngine.timings ? window.__cardsEngine.timings() : []"
WORKBENCH_TARGETS = {"step": 50, "bot": 200}
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


def summary(values: list[float], unit: str = "ms") -> str:
    ordered = sorted(values)
    return (f"min {ordered[0]:.0f} {unit} · median {statistics.median(ordered):.0f} {unit} · "
            f"max {ordered[-1]:.0f} {unit}")


def met(value: float, target: float) -> str:
    """A ratio against its target, said plainly (printed to three places: 0.2504 is not ≤ 0.25)."""
    return f"target ≤ {target}: {'met' if value <= target else 'not met'}"


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def launch(pw, profile: str, chromium: str | None):
    """A browser on ``profile``, once its own start-up work is over (see chromium.settle)."""
    kwargs = {"args": FLAGS, "headless": True}
    if chromium:
        kwargs["executable_path"] = chromium
    context = pw.chromium.launch_persistent_context(profile, **kwargs)
    settle(profile)
    return context


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


class Bytes:
    """Bytes received (encoded, as on the wire, headers included) by a context's requests, pages' and
    workers', until ``stop()``; answers from a cache count nothing."""

    def __init__(self, context) -> None:
        self.counting = True
        self.requests = []
        context.on("requestfinished", lambda request: self.counting and self.requests.append(request))

    def stop(self) -> int:
        self.counting = False
        total = 0
        for request in list(self.requests):
            try:
                sizes = request.sizes()
            except Exception:  # a request from a closed page: nothing to count
                continue
            total += max(0, sizes["responseBodySize"]) + max(0, sizes["responseHeadersSize"])
        self.requests.clear()
        return total


def phases(start: dict) -> dict[str, float]:
    return {key: start[key] - start["page"] for key, _ in PHASES if isinstance(start.get(key), (int, float))}


def open_ready(context: Any, url: str) -> Any:
    """``url`` in a new page of ``context`` (with READY_PROBE), once its first widget is ready."""
    page = context.new_page()
    page.goto(url, timeout=120_000)
    page.wait_for_function("() => window.__readyAt", timeout=120_000)
    return page


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
                context = launch(pw, profile, chromium)
                context.add_init_script(READY_PROBE)
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
                context = launch(pw, profile, chromium)
                context.add_init_script(READY_PROBE)
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
                    context = launch(pw, profile, chromium)
                    context.add_init_script(READY_PROBE)
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


def engine_share(calls: list[dict]) -> str:
    """Of the engine calls made meanwhile (per operation): the time inside the engine (Python) and
    from the call to its reply parsed (the worker's queue and the JSON both ways included)."""
    out = []
    for op in sorted({c["op"] for c in calls}):
        mine = [c for c in calls if c["op"] == op]
        engine = [c["engine"] for c in mine if isinstance(c.get("engine"), (int, float))]
        total = [c["total"] for c in mine]
        if not engine:
            out.append(f"{op} ×{len(mine)}")
            continue
        out.append(f"{op} ×{len(mine)}: engine median {statistics.median(engine):.1f} / p95 "
                   f"{p95(engine):.1f} ms, call {statistics.median(total):.1f} / {p95(total):.1f} ms")
    return "(" + ", ".join(out) + ")" if out else "(no engine call)"


def latency(name: str, times: list[float], target: int, error: str | None) -> str:
    text = (f"{name} median {statistics.median(times):.1f} ms, p95 {p95(times):.1f} ms (target {target} ms)"
            if times else f"{name} not measured")
    if error:
        text += f" [stopped after {len(times)}: {error}]"
    return text


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def cpython_bench() -> None:
    import json

    from engine.bridge import handle
    from engine.scenario import load_file

    examples = ROOT / "docs" / "examples"
    data = load_file(examples / "kachuful" / "forbidden-bid.toml", examples).to_json()
    request = json.dumps({"op": "example", "scenario": data, "step": 10, "lang": "fr"})
    handle(request)
    times = timed(lambda: handle(request), 200)
    print(f"CPython {sys.version.split()[0]}: bridge example step (cached replay): "
          f"median {statistics.median(times):.2f} ms · p95 {p95(times):.2f} ms")
    from engine.benchmarks import run

    report_engine("CPython " + sys.version.split()[0], run({"kachuful": 10, "go-fish": 100}, 5))


def report_engine(where: str, result: dict) -> None:
    print(f"{where}: Kachuful, whole 4-player programs played by bots: {result['kachuful']:.1f}/s")
    print(f"{where}: Go Fish, whole 4-player games played by memory bots: {result['go-fish']:.1f}/s")
    know = result.get("literature-knowledge") or {}
    if know:
        print(f"{where}: Literature knowledge update ({know['updates']} positions × seats of seeded "
              f"6-player games): median {know['median_ms']:.2f} ms · p99 {know['p99_ms']:.2f} ms · "
              f"worst {know['worst_ms']:.2f} ms")


# --- the computer's levels: measured strength and move latency (kept apart from the boot phases above) ---

LEVELS_PROBE = """
async ({game, players, level, count}) => {
  const seats = "ABCDEFGH".slice(0, players).split("");
  const levels = Object.fromEntries(seats.map((seat) => [seat, level]));
  const times = [];
  let line = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const reply = await window.__cardsEngine.call({op: "workbench.bots", lang: "fr", game, players,
      seed: 1, rules: {}, line, mode: "one", levels, explain: true});
    times.push(performance.now() - t0);
    if (!reply.ok) return {times, error: JSON.stringify(reply.error)};
    if (reply.result.over || !reply.result.actions.length) break;
    line = line.concat(reply.result.actions);
  }
  return {times, error: null};
}
"""
LEVEL_MOVE_TARGET = 200  # ms, p95, in Pyodide in Chromium


def tournament_bench(games: int, budget: int | None) -> None:
    """Each level against the weakest over ``games`` seeded games per game (engine/tournament.py)."""
    from engine.games import specs
    from engine.tournament import table, tournament

    for game in specs():
        t0 = time.perf_counter()
        scores = tournament(game, games, budget=budget)
        print("\n".join(table(game, games, scores)) + f"  ({time.perf_counter() - t0:.0f} s)", flush=True)


def levels_latency_bench(base: str, count: int, chromium: str | None) -> None:
    """Per game and level, ``count`` computer moves asked one at a time through the page's engine (Pyodide
    in Chromium: workbench.bots with the level at every seat and explain), from the first deal of seed 1."""
    from playwright.sync_api import sync_playwright

    from engine.games import specs

    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        context = launch(pw, profile, chromium)
        try:
            for game in specs():
                page = context.new_page()
                try:
                    page.goto(f"{base}/{game.name}/workbench/")
                    page.wait_for_function(WORKBENCH_READY, arg='[data-widget="workbench"]', timeout=120_000)
                    parts = []
                    for level in game.bots:
                        probe = {"game": game.name, "players": game.default_players, "level": level,
                                 "count": count}
                        reply = page.evaluate(LEVELS_PROBE, probe)
                        parts.append(level + " " + latency("move", reply["times"], LEVEL_MOVE_TARGET,
                                                           reply["error"]))
                    print(f"computer levels in Chromium, {game.name}: " + "; ".join(parts), flush=True)
                except Exception as exc:  # reported, not hidden: the other games still run
                    print(f"computer levels in Chromium, {game.name}: failed: "
                          + (str(exc).splitlines() or ["?"])[0])
                finally:
                    page.close()
        finally:
            context.close()


def levels_cpython_latency(games: int) -> None:
    from engine.games import specs
    from engine.latency import latency as move_latency

    for name, rows in move_latency(specs(), games).items():
        print(f"computer levels in CPython, {name}: " + "; ".join(
            f"{level} p50 {r['p50_ms']:.1f} ms, p95 {r['p95_ms']:.1f} ms, max {r['max_ms']:.1f} ms "
            f"({r['moves']} moves)" for level, r in rows.items()))


def machine_load(when: str) -> None:
    """The machine's load average against its cores: times measured while other work runs are not
    comparable with a quiet machine's, so the bench says so before and after."""
    cores = os.cpu_count() or 1
    one, five, _ = os.getloadavg()
    busy = " (busy: other work competes for the cores; not comparable)" if one > cores else ""
    print(f"machine {when}: load average {one:.1f} (1 min), {five:.1f} (5 min) on {cores} cores{busy}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-browser", action="store_true", help="the CPython numbers only")
    parser.add_argument("--only", choices=["cpython", "browser", "workbench", "levels"],
                        help="one part only: CPython, the page probes (start, step, bytes), the workbench or "
                             "the computer's levels (tournaments, move latency in CPython and Chromium)")
    parser.add_argument("--moves", type=int, default=20,
                        help="workbench steps and bot moves timed per game (default 20 each)")
    parser.add_argument("--site", default=str(ROOT / "site"),
                        help="the built site to measure (default site/; another build, to compare)")
    parser.add_argument("--tournament-games", type=int,
                        default=int(os.environ.get("BENCH_TOURNAMENT_GAMES", "1000")),
                        help="games per level in the tournaments (BENCH_TOURNAMENT_GAMES, 1000; 0: none)")
    parser.add_argument("--budget", type=int, default=None,
                        help="play-outs per move of the searching levels in tournaments (default: theirs)")
    parser.add_argument("--level-moves", type=int, default=40,
                        help="computer moves timed per level in Chromium (default 40)")
    args = parser.parse_args()
    machine_load("at the start")
    try:
        return run(args)
    finally:
        machine_load("at the end")


def run(args: argparse.Namespace) -> int:
    if args.only in (None, "cpython"):
        cpython_bench()
    if args.only in (None, "cpython", "levels"):
        levels_cpython_latency(2)
        if args.tournament_games:
            tournament_bench(args.tournament_games, args.budget)
    if args.skip_browser or args.only in ("cpython",):
        return 0
    site = Path(args.site)
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    port = urlparse(sitemap.split("<loc>", 1)[1].split("</loc>", 1)[0]).port or 0
    server, base = serve_in_thread(site, port)
    chromium = os.environ.get("CHROMIUM_PATH") or None
    try:
        if args.only in (None, "browser"):
            browser_bench(base, args.runs, chromium)
            slow_link_bench(site, max(1, min(args.runs, 3)), chromium)
        if args.only in (None, "workbench"):
            workbench_bench(base, args.moves, chromium)
        if args.only in (None, "levels"):
            levels_latency_bench(base, args.level_moves, chromium)
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
