"""Issue 28's numbers: a newcomer's first answers on a phone link, in Chromium with its own network
emulation (DevTools' Network.emulateNetworkConditions, on the page and its workers), a fresh profile for
each run, a 390 px wide window. Two pages, each cold:

- a worked example's page (Kachuful): first paint, the first "next" answered (clicked as soon as the
  example is ready), the engine ready (its first answer, ``self.__engineStart``);
- a lessons page (Literature): first paint, the first lesson's first step answered (its right answer,
  clicked as soon as the lesson is ready), the engine ready.

Each moment comes with the bytes received before it (DevTools' Network.dataReceived, encoded as on the
wire, every request of the page and its workers); the median of the runs is printed, and whether each
goal of the issue is met.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from typing import Any

from bench_common import launch

# name: (latency ms, download bit/s, upload bit/s)
PROFILES = {
    "slow 4G": (150, 1.6e6, 750e3),
    "10 Mbit/s": (40, 10e6, 5e6),
}
EXAMPLE_PAGE = "/kachuful/"
LESSON_PAGE = "/literature/learn/"
# Goals (issue 28): ms after navigation and bytes before the answer.
GOALS = {
    ("slow 4G", "first next"): 3000, ("slow 4G", "first lesson answer"): 3000,
    ("10 Mbit/s", "first next"): 1500, ("10 Mbit/s", "first lesson answer"): 1500,
}
BYTES_GOAL = 600_000  # before the first answer, slow 4G
# Engine ready on the Kachuful page over slow 4G before the answer book (the measure: 33 s).
ENGINE_BEFORE_MS = 33_000

# Clicks as soon as the widget can be answered, and notes when the answer is shown (ms after navigation).
FIRST_ANSWERS = """
(() => {
  const now = () => performance.now();
  const watch = () => {
    const example = document.querySelector("[data-example]");
    if (example && !window.__nextClicked && example.dataset.engine === "ready") {
      const next = example.querySelector('[data-action="next"]');
      if (next && !next.disabled) {
        window.__nextClicked = now();
        next.click();
      }
    }
    if (example && window.__nextClicked && !window.__firstNext && example.dataset.step === "2") {
      window.__firstNext = now();
    }
    const lesson = document.querySelector("[data-lesson]");
    if (lesson && !window.__lessonClicked && lesson.dataset.engine === "ready") {
      const data = JSON.parse(lesson.dataset.lessonData);
      const right = data.steps[0].right;
      const buttons = right.map((value) => [...lesson.querySelectorAll("button[data-choice]")]
        .find((b) => b.dataset.choice === value && !b.disabled));
      if (buttons.every(Boolean)) {
        window.__lessonClicked = now();
        for (const button of buttons) button.click();
        const confirm = lesson.querySelector('button[data-action="confirm"]');
        if (confirm && !confirm.hidden) confirm.click();
      }
    }
    const verdict = lesson && lesson.querySelector("[data-feedback][data-verdict]");
    if (verdict && !window.__firstLesson) window.__firstLesson = now();
  };
  new MutationObserver(watch).observe(document, {subtree: true, attributes: true, childList: true});
})();
"""
FIRST_PAINT = """
() => {
  const paints = performance.getEntriesByType("paint");
  const found = paints.find((e) => e.name === "first-contentful-paint") || paints[0];
  return found ? found.startTime : null;
}
"""


class Received:
    """Bytes received by the page (encoded, as on the wire), with when (seconds on DevTools' monotonic
    clock; ``before`` takes ms since the page's navigation). A request finished by then counts its whole
    encoded length (Network.loadingFinished: a compressed response's chunks may say 0 and leave the
    count to the end); one still loading, its chunks' encoded bytes so far. The page's DevTools session
    does not see its workers' requests (the engine's snapshot, Pyodide's modules): ``workers`` adds
    those finished by then (Playwright's requests, body and headers); one still loading is not counted."""

    def __init__(self, cdp: Any) -> None:
        self.chunks: list[tuple[float, str, int]] = []
        self.finished: dict[str, tuple[float, int]] = {}
        self.start: float | None = None
        self.workers: list[tuple[float, int]] = []  # (end, epoch ms; bytes) of the workers' requests
        self.origin = 0.0  # the page's performance.timeOrigin, epoch ms
        self.urls: set[str] = set()
        cdp.on("Network.requestWillBeSent", self._sent)
        cdp.on("Network.dataReceived", self._data)
        cdp.on("Network.loadingFinished", self._done)

    def _sent(self, event: dict) -> None:
        self.urls.add(event["request"]["url"])
        if self.start is None and event.get("type") == "Document":
            self.start = event["timestamp"]

    def _data(self, event: dict) -> None:
        self.chunks.append((event["timestamp"], event["requestId"], event.get("encodedDataLength") or 0))

    def _done(self, event: dict) -> None:
        self.finished[event["requestId"]] = (event["timestamp"], event.get("encodedDataLength") or 0)

    def before(self, at_ms: float | None) -> int | None:
        if at_ms is None or self.start is None:
            return None
        limit = self.start + at_ms / 1000
        done = {rid for rid, (when, _) in self.finished.items() if when <= limit}
        whole = sum(self.finished[rid][1] for rid in done)
        loading = sum(size for when, rid, size in self.chunks if when <= limit and rid not in done)
        workers = sum(size for end, size in self.workers if end <= self.origin + at_ms)
        return whole + loading + workers

    def worker_requests(self, requests: list[tuple[float, Any]]) -> None:
        """The workers' requests among ``requests`` (Playwright's, each with when it was reported
        finished, epoch ms: a little after it was)."""
        for ended, request in requests:
            if request.url in self.urls:  # the page's own: counted from its DevTools session
                continue
            try:
                sizes = request.sizes()
            except Exception:  # a request of a closed worker: nothing to count
                continue
            size = max(0, sizes["responseBodySize"]) + max(0, sizes["responseHeadersSize"])
            self.workers.append((ended, size))


def cold_run(pw: Any, base: str, path: str, profile_name: str, chromium: str | None) -> dict[str, Any]:
    latency, down, up = PROFILES[profile_name]
    with tempfile.TemporaryDirectory() as profile:
        context = launch(pw, profile, chromium)
        try:
            context.add_init_script(FIRST_ANSWERS)
            page = context.pages[0] if context.pages else context.new_page()
            page.set_viewport_size({"width": 390, "height": 844})
            cdp = context.new_cdp_session(page)
            cdp.send("Network.enable")
            cdp.send("Network.setCacheDisabled", {"cacheDisabled": False})
            cdp.send("Network.emulateNetworkConditions", {
                "offline": False, "latency": latency, "downloadThroughput": down / 8,
                "uploadThroughput": up / 8})
            received = Received(cdp)
            finished: list[tuple[float, Any]] = []
            context.on("requestfinished", lambda request: finished.append((time.time() * 1000, request)))
            page.goto(base + path, timeout=180_000)
            answer = "__firstNext" if path == EXAMPLE_PAGE else "__firstLesson"
            page.wait_for_function(f"() => window.{answer}", timeout=180_000)
            page.wait_for_function("() => self.__engineStart", timeout=300_000)
            start = page.evaluate("self.__engineStart")
            received.origin = page.evaluate("performance.timeOrigin")
            received.worker_requests(finished)
            moment = "first next" if answer == "__firstNext" else "first lesson answer"
            found = {"first paint": page.evaluate(FIRST_PAINT), moment: page.evaluate(f"window.{answer}"),
                     "engine ready": start["ready"] - start["page"]}
            return {name: (at, received.before(at)) for name, at in found.items()}
        finally:
            context.close()


def network_bench(base: str, runs: int, chromium: str | None, profiles: list[str] | None = None) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        for name in profiles or list(PROFILES):
            latency, down, up = PROFILES[name]
            for path in (EXAMPLE_PAGE, LESSON_PAGE):
                results = []
                for run in range(runs):
                    print(f"{name}, {path}, cold run {run + 1} of {runs}…", file=sys.stderr, flush=True)
                    try:
                        results.append(cold_run(pw, base, path, name, chromium))
                    except Exception as exc:  # reported, not hidden: the other runs still count
                        print(f"  failed: {(str(exc).splitlines() or ['?'])[0]}", file=sys.stderr)
                report(name, latency, down, up, path, results)


def report(name: str, latency: int, down: float, up: float, path: str, results: list[dict]) -> None:
    head = (f"{name} ({latency} ms, {down / 1e6:g} Mbit/s down, {up / 1e6:g} up), {path}, "
            f"median of {len(results)} cold runs:")
    if not results:
        print(head + " no run completed")
        return
    parts = []
    for moment in results[0]:
        times = [r[moment][0] for r in results if r[moment][0] is not None]
        sizes = [r[moment][1] for r in results if r[moment][1] is not None]
        if not times:
            continue
        at = statistics.median(times)
        text = f"{moment} {at / 1000:.2f} s"
        if sizes:
            text += f" ({statistics.median(sizes) / 1000:.0f} kB before)"
        goal = GOALS.get((name, moment))
        if goal:
            text += f" [goal ≤ {goal / 1000:g} s: {'met' if at <= goal else 'not met'}]"
            if name == "slow 4G" and sizes:
                kb = statistics.median(sizes)
                text += f" [≤ {BYTES_GOAL / 1000:.0f} kB before: {'met' if kb <= BYTES_GOAL else 'not met'}]"
        if moment == "engine ready" and name == "slow 4G" and path == EXAMPLE_PAGE:
            text += (f" [goal: no later than before the book, {ENGINE_BEFORE_MS / 1000:g} s: "
                     f"{'met' if at <= ENGINE_BEFORE_MS else 'not met'}]")
        parts.append(text)
    print(head + " " + "; ".join(parts), flush=True)
