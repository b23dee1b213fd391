"""The order a parallel run hands the test files to its workers (pytest-xdist, ``--dist loadfile``): the
longest first, as the last runs timed them.

xdist's own order is by the number of tests in a file, most first: a file of few but long tests (the
Pyodide run, a site build, a whole game played in a browser) then starts last and ends alone while the
other workers are idle. Here each test's seconds (setup, call and teardown) are kept in pytest's cache at
the end of a run; the next run's workers order the files by the seconds of the tests they collected,
longest first (a test not timed yet counts its ``GUESS``), and the controller keeps that order. Without
the cache (``-p no:cacheprovider``) the guesses alone order the files. Only the order changes: every
file still runs whole on one worker, its tests in their own order.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

KEY = "cardrules/test-seconds"  # nodeid -> seconds, in pytest's cache (.pytest_cache)
GUESS = {"browser": 6.0, "other": 0.5}  # a test's seconds before any run timed it


def _file(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def _guess(nodeid: str) -> float:
    return GUESS["browser" if "/browser/" in nodeid else "other"]


class Scheduling:
    """Registered by tests/conftest.py in every process of a run (the controller and each worker)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.worker = hasattr(config, "workerinput")
        self.timed: dict[str, float] = defaultdict(float)
        if getattr(config.option, "numprocesses", None) and not self.worker:
            config.option.loadscopereorder = False  # the workers' order (below), not xdist's

    def _seconds(self) -> dict[str, float]:
        cache = getattr(self.config, "cache", None)
        return dict(cache.get(KEY, {})) if cache is not None else {}

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        """On a worker: the files longest first (every worker collects the same order, from the same
        cache, which only the controller writes, at the end)."""
        if not self.worker:
            return
        seconds = self._seconds()
        weight: dict[str, float] = defaultdict(float)
        first: dict[str, int] = {}
        for i, item in enumerate(items):
            name = _file(item.nodeid)
            weight[name] += seconds.get(item.nodeid, _guess(item.nodeid))
            first.setdefault(name, i)
        items.sort(key=lambda item: (-weight[_file(item.nodeid)], first[_file(item.nodeid)]))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if not self.worker:  # the controller sees every worker's reports
            self.timed[report.nodeid] += report.duration

    def pytest_sessionfinish(self) -> None:
        cache = getattr(self.config, "cache", None)
        if self.worker or cache is None or not self.timed:
            return
        root = Path(str(self.config.rootpath))
        kept = {nodeid: s for nodeid, s in self._seconds().items() if (root / _file(nodeid)).is_file()}
        cache.set(KEY, {**kept, **{nodeid: round(s, 2) for nodeid, s in self.timed.items()}})
