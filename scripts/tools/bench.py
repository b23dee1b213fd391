"""Benchmarks: the engine start in a real Chromium (cold and warm), step latency, bytes before first
paint, and engine speed in CPython. Prints numbers; asserts nothing (tests never time things)."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

from server import serve_in_thread  # noqa: E402

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
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


def summary(values: list[float], unit: str = "ms") -> str:
    ordered = sorted(values)
    return (f"min {ordered[0]:.0f} {unit} · median {statistics.median(ordered):.0f} {unit} · "
            f"max {ordered[-1]:.0f} {unit}")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def browser_bench(base: str, runs: int, chromium: str | None) -> None:
    from playwright.sync_api import sync_playwright

    page_path, other_path = "/kachuful/", "/es/kachuful/"
    selector = '[data-example="kachuful/forbidden-bid"]'
    cold, warm, steps, painted = [], [], [], []
    engine_speed: list[dict] = []
    with sync_playwright() as pw:
        for run in range(runs):
            print(f"browser run {run + 1} of {runs}…", file=sys.stderr, flush=True)
            with tempfile.TemporaryDirectory() as profile:
                kwargs = {"args": FLAGS, "headless": True}
                if chromium:
                    kwargs["executable_path"] = chromium
                context = pw.chromium.launch_persistent_context(profile, **kwargs)
                context.add_init_script(READY_PROBE)
                page = context.new_page()
                page.goto(base + page_path)
                page.wait_for_function("() => window.__readyAt", timeout=120_000)
                cold.append(page.evaluate("window.__readyAt"))
                info = page.evaluate(BYTES_PROBE)
                painted.append(info["bytes"])
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
                second = context.new_page()
                second.goto(base + other_path)
                second.wait_for_function("() => window.__readyAt", timeout=120_000)
                warm.append(second.evaluate("window.__readyAt"))
                context.close()
    print(f"engine ready after navigation, cold (fresh profile), {runs} runs: {summary(cold)}")
    print(f"engine ready on a second page, warm (same profile), {runs} runs: {summary(warm)}")
    print(f"step latency ({len(steps)} clicks): median {statistics.median(steps):.1f} ms · "
          f"p95 {p95(steps):.1f} ms")
    print(f"bytes transferred before first paint: {summary([b / 1024 for b in painted], 'KiB')}")
    if engine_speed:
        report_engine("Pyodide in Chromium", engine_speed[0])


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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-browser", action="store_true")
    args = parser.parse_args()
    cpython_bench()
    if args.skip_browser:
        return 0
    sitemap = (ROOT / "site" / "sitemap.xml").read_text(encoding="utf-8")
    port = urlparse(sitemap.split("<loc>", 1)[1].split("</loc>", 1)[0]).port or 0
    server, base = serve_in_thread(ROOT / "site", port)
    try:
        browser_bench(base, args.runs, os.environ.get("CHROMIUM_PATH") or None)
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
