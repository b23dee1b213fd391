"""Shared fixtures: the repository root and engine catalogs compiled for the tests."""

from __future__ import annotations

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


@pytest.fixture(scope="session", autouse=True)
def compiled_catalogs() -> None:
    """The engine reads compiled catalogs: compile them once (fast, and what the build does)."""
    sys.path.insert(0, str(ROOT / "scripts" / "tools"))
    import i18n_tool

    from engine.core.i18n import reset

    i18n_tool.compile_catalogs()
    reset()
