"""Headless Chromium as the browser tests and the bench run it: its flags, and a wait until it has
finished its own start-up work, so that a measurement of a page starts on a browser as settled as a
reader's (whose browser was started long before)."""

from __future__ import annotations

import os
import time

# --disable-features: Chromium 156 builds its omnibox popups (chrome://omnibox-popup.top-chrome, two
# WebUI pages) in the background at each browser start and each new tab, headless too, where they are
# never shown: 1.5 s of CPU on two threads in the first 700 ms of a page's load, which on a two-core
# machine slowed every page under test and made every start-up measurement a measurement of them.
FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
]

TICK = os.sysconf("SC_CLK_TCK")  # the unit of utime and stime in /proc/<pid>/stat


def _stat(pid: str) -> list[str] | None:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None


def browser_processes(marker: str) -> set[int]:
    """The browser process whose command line holds ``marker`` (its profile folder) and every
    process under it (renderers, GPU, network and storage services)."""
    children: dict[int, list[int]] = {}
    roots = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        fields = _stat(pid)
        if fields is None:
            continue
        children.setdefault(int(fields[1]), []).append(int(pid))
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                command = f.read().split(b"\0")
        except OSError:
            continue
        if b"chrom" in command[0] and any(marker.encode() in part for part in command[1:]):
            roots.append(int(pid))
    found: set[int] = set()
    todo = roots
    while todo:
        pid = todo.pop()
        if pid not in found:
            found.add(pid)
            todo.extend(children.get(pid, []))
    return found


def _cpu_seconds(pids: set[int]) -> float:
    total = 0
    for pid in pids:
        fields = _stat(str(pid))
        if fields is not None:
            total += int(fields[11]) + int(fields[12])
    return total / TICK


def settle(marker: str, quiet: float = 0.03, window: float = 0.3, limit: float = 10.0) -> float:
    """Wait until the browser of ``marker`` has used under ``quiet`` s of CPU in the last ``window``
    s (at most ``limit`` s); the seconds waited. Not a timing: the browser tells when it is idle."""
    began = time.monotonic()
    samples: list[tuple[float, float]] = []
    while time.monotonic() - began < limit:
        now = time.monotonic()
        samples.append((now, _cpu_seconds(browser_processes(marker))))
        earlier = [s for s in samples if s[0] <= now - window]
        if earlier and samples[-1][1] - earlier[-1][1] < quiet:
            break
        time.sleep(0.05)
    return time.monotonic() - began
