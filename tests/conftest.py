"""Shared fixtures: the repository root and engine catalogs compiled for the tests."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# Test modules may share helpers (tests are imported with --import-mode=importlib).
sys.path.insert(0, str(ROOT / "tests" / "engine"))
sys.path.insert(0, str(ROOT / "tests"))

# The tests' own game plays wherever a game plays (simulation, bridge, play session, transcripts).
from games.highcard import SPEC as HIGH_CARD  # noqa: E402

from engine.games import register  # noqa: E402

register(HIGH_CARD)

SERVED = "CARDS_TEST_SITE_URL"  # the built site, served by the controller of a parallel run (see below)


def pytest_configure(config: pytest.Config) -> None:
    """A parallel run (pytest-xdist, ``-n``): the longest test files go to the workers first (scheduling.py),
    and the controller serves the built site once, on the port of its site_url (Material's instant
    navigation needs it), and the workers' browser tests use that server (tests/browser/conftest.py
    ``site_url``); they inherit its address through the environment."""
    from scheduling import Scheduling

    config.pluginmanager.register(Scheduling(config), "cardrules-scheduling")
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        return
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    from site_server import start

    url = start()
    if url is not None:
        os.environ[SERVED] = url


@pytest.fixture(scope="session", autouse=True)
def compiled_catalogs() -> None:
    """The engine reads compiled catalogs: compile them once (fast, and what the build does)."""
    sys.path.insert(0, str(ROOT / "scripts" / "tools"))
    import i18n_tool

    from engine.core.i18n import reset

    i18n_tool.compile_catalogs()
    reset()


# --- the translators' tools (tests/test_i18n_tool.py, test_i18n_context.py, test_i18n_drafts.py) ---------


@pytest.fixture(scope="session")
def complete_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the repository whose catalogs are complete (checked on its copy, ``_repo_slot``), shared by
    the tests of a worker."""
    from test_i18n_tool import copy_repo, fill_catalogs

    root = copy_repo(tmp_path_factory.mktemp("complete") / "repo")
    fill_catalogs(root)
    return root


@pytest.fixture(scope="session")
def _repo_slot(complete_copy: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict]]:
    """Where each test's copy is made (one folder, emptied before each test), and the translators' tools'
    caches once they have read that copy untouched: the template and the counts, which the tools keep by
    a digest of what they read (contents and the copy's path: hence one folder for every test)."""
    import shutil

    import i18n_extract
    import i18n_stats
    import i18n_tool

    slot = tmp_path_factory.mktemp("repo") / "repo"
    shutil.copytree(complete_copy, slot)
    assert i18n_tool.catalog_problems(slot) == []  # complete; the tools have read the template, the counts
    return slot, [dict(i18n_extract._EXTRACTED), dict(i18n_stats._COUNTED)]


@pytest.fixture
def repo(complete_copy: Path, _repo_slot: tuple[Path, list[dict]]) -> Path:
    """A fresh copy of the repository with complete catalogs, for one test to change. It is always made in
    the same folder, and the tools start with what they read from it untouched (the template, the counts:
    each kept under the digest of the sources and catalogs it was made from, so a test that changes one
    gets it made again): a test pays only for what it changes. A failed test's copy is the next test's."""
    import shutil

    import i18n_extract
    import i18n_stats

    slot, caches = _repo_slot
    shutil.rmtree(slot)
    shutil.copytree(complete_copy, slot)
    for cache, kept in zip((i18n_extract._EXTRACTED, i18n_stats._COUNTED), caches, strict=True):
        cache.clear()
        cache.update(kept)
    return slot
