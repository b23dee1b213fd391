"""What the bench's parts share: a Chromium on a fresh profile, bytes counted on the wire, the engine
calls' timings, and numbers said plainly (median, p95, a target met or not)."""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

from chromium import FLAGS, settle  # noqa: E402

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
# The engine calls' timings that engine-client.js keeps (none from a build before it kept them).
TIMINGS = "() => window.__cardsEngine.timings ? window.__cardsEngine.timings() : []"


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


def launch_ready(pw, profile: str, chromium: str | None):
    """A browser on ``profile`` whose pages note when their first widget is ready (READY_PROBE)."""
    context = launch(pw, profile, chromium)
    context.add_init_script(READY_PROBE)
    return context


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



def open_ready(context: Any, url: str) -> Any:
    """``url`` in a new page of ``context`` (with READY_PROBE), once its first widget is ready."""
    page = context.new_page()
    page.goto(url, timeout=120_000)
    page.wait_for_function("() => window.__readyAt", timeout=120_000)
    return page



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


def machine_load(when: str) -> None:
    """The machine's load average against its cores: times measured while other work runs are not
    comparable with a quiet machine's, so the bench says so before and after."""
    cores = os.cpu_count() or 1
    one, five, _ = os.getloadavg()
    busy = " (busy: other work competes for the cores; not comparable)" if one > cores else ""
    print(f"machine {when}: load average {one:.1f} (1 min), {five:.1f} (5 min) on {cores} cores{busy}")


