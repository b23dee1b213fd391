"""The engine's wheel carries what the browser runs, and nothing only the command line, the build or
the tests use (they stay out of the wheel and of the memory snapshot made from it)."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "tools"))

import wheel  # noqa: E402


def test_the_wheel_holds_the_browser_engine_only(tmp_path: Path) -> None:
    with zipfile.ZipFile(wheel.build(tmp_path, ROOT / "locales")) as zf:
        names = set(zf.namelist())
    assert {"engine/bridge.py", "engine/games.py", "engine/driver.py", "engine/core/spec.py",
            "engine/workbench/operations.py"} <= names
    for game in ("literature", "kachuful", "gofish"):
        assert f"engine/{game}/spec.py" in names
    assert not names & wheel.BUILD_ONLY
    assert all((ROOT / name).is_file() for name in wheel.BUILD_ONLY), "a name in BUILD_ONLY is stale"


def test_the_wheel_carries_each_language_s_grammar(tmp_path: Path) -> None:
    """The engine reads locales/<lang>/grammar.toml beside the catalog: in the wheel (and so in the
    browser's memory snapshot, made after the catalogs and grammars are loaded) it is in engine/_locales."""
    with zipfile.ZipFile(wheel.build(tmp_path, ROOT / "locales")) as zf:
        names = set(zf.namelist())
        for lang in ("fr", "es"):
            assert f"engine/_locales/{lang}/LC_MESSAGES/messages.mo" in names
            data = zf.read(f"engine/_locales/{lang}/grammar.toml")
            assert data == (ROOT / "locales" / lang / "grammar.toml").read_bytes()
