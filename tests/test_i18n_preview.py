"""``./scripts/i18n preview LANG``: an edited message shows on its page within seconds, without a build
(on a copy of the repository: the real catalogs are never touched)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COPIED = ("engine", "scripts", "docs", "locales", "mkdocs.yml")
TOOL = [sys.executable, "scripts/tools/i18n_tool.py"]
OLD = 'msgstr "Siguiente"'
NEW = 'msgstr "Adelante, paso siguiente"'


def _copy(dest: Path) -> Path:
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(src, dest / name)
    return dest


def _edit(root: Path) -> None:
    po = root / "locales" / "es" / "LC_MESSAGES" / "messages.po"
    text = po.read_text(encoding="utf-8")
    assert text.count(OLD) == 1
    po.write_text(text.replace(OLD, NEW), encoding="utf-8")


def test_preview_once_writes_the_page_as_the_catalog_says_it(tmp_path: Path) -> None:
    root = _copy(tmp_path / "repo")
    _edit(root)
    started = time.perf_counter()
    out = tmp_path / "out"
    done = subprocess.run([*TOOL, "preview", "es", "--page", "literature/index", "--once", str(out)],
                          cwd=root, capture_output=True, text=True, timeout=120)
    took = time.perf_counter() - started
    assert done.returncode == 0, done.stdout + done.stderr
    page = (tmp_path / "out" / "literature" / "index.html").read_text(encoding="utf-8")
    assert "Adelante, paso siguiente" in page and "every step" in page and "The messages of this page" in page
    assert took < 60, took


def test_the_preview_server_shows_an_edit_at_the_next_reload(tmp_path: Path) -> None:
    root = _copy(tmp_path / "repo")
    server = subprocess.Popen([*TOOL, "preview", "es", "--port", "8767"], cwd=root, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
    try:
        assert server.stdout is not None
        assert "preview of es at http://127.0.0.1:8767/" in server.stdout.readline()  # it listens now
        url = "http://127.0.0.1:8767/literature/"
        before = urllib.request.urlopen(url, timeout=120).read().decode()
        assert "Siguiente" in before and "Adelante, paso siguiente" not in before
        _edit(root)
        started = time.perf_counter()
        after = urllib.request.urlopen(url, timeout=120).read().decode()
        took = time.perf_counter() - started
        assert "Adelante, paso siguiente" in after
        print(f"edited message shown after {took:.2f} s")
        assert took < 30, took
    finally:
        server.terminate()
        server.wait(timeout=30)
