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
    """A parallel run (pytest-xdist, ``-n``): the controller serves the built site once, on the port of
    its site_url (Material's instant navigation needs it), and the workers' browser tests use that
    server (tests/browser/conftest.py ``site_url``); they inherit its address through the environment."""
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


# --- the translators' tools (tests/test_i18n_tool.py, tests/test_i18n_context.py) ---------------------


@pytest.fixture(scope="module")
def complete_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the repository whose catalogs are complete (checked), shared by a module's tests."""
    import i18n_tool
    from test_i18n_tool import copy_repo, fill_catalogs

    root = copy_repo(tmp_path_factory.mktemp("complete") / "repo")
    fill_catalogs(root)
    assert i18n_tool.catalog_problems(root) == []
    return root


@pytest.fixture
def repo(complete_copy: Path, tmp_path: Path) -> Path:
    """A fresh copy of the repository with complete catalogs, for one test to change."""
    import shutil

    dest = tmp_path / "repo"
    shutil.copytree(complete_copy, dest)
    return dest
