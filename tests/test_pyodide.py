"""The engine in Pyodide (Python 3.14 on WebAssembly, from the pinned npm package, in Node): its generic
tests (every game's random play, the core, the bridge) pass there, and seeded game transcripts are
identical to CPython's."""

from __future__ import annotations

import json
import shutil
import subprocess
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "tools" / "pyodide_tests.mjs"

pytestmark = pytest.mark.skipif(
    not (ROOT / "node_modules" / "pyodide").is_dir() or shutil.which("node") is None,
    reason="needs node and the npm pyodide package (./scripts/test installs them)",
)


@pytest.fixture(scope="module")
def pyodide_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess, Path]:
    out = tmp_path_factory.mktemp("pyodide") / "transcripts.json"
    site_packages = sysconfig.get_paths()["purelib"]
    done = subprocess.run(
        ["node", str(SCRIPT), str(ROOT), site_packages, str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=900, check=False,
    )
    return done, out


def test_engine_tests_pass_inside_pyodide(pyodide_run) -> None:
    done, _ = pyodide_run
    assert "Pyodide: Python 3.14" in done.stdout and "on emscripten" in done.stdout, done.stdout[-2000:]
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    summary = [line for line in done.stdout.splitlines() if line.startswith("in Pyodide: ")]
    assert summary and " 0 failed" in summary[0], summary
    assert int(summary[0].split(": ")[1].split()[0]) >= 50, summary  # the generic tests really ran


def test_transcripts_identical_to_cpython(pyodide_run) -> None:
    from engine.transcripts import transcripts_json

    done, out = pyodide_run
    assert out.is_file(), (done.stdout + done.stderr)[-2000:]
    browser = json.loads(out.read_text(encoding="utf-8"))
    here = json.loads(transcripts_json())
    assert [t["game"] for t in browser] == [t["game"] for t in here]
    for mine, theirs in zip(here, browser, strict=True):
        assert mine == theirs, f"{mine['game']} seed {mine['seed']} differs between CPython and Pyodide"


def test_answer_books_identical_in_pyodide(pyodide_run) -> None:
    """Every entry of the built site's answer books is what the engine answers in Pyodide too."""
    done, _ = pyodide_run
    line = next((x for x in done.stdout.splitlines() if x.startswith("books in Pyodide: ")), None)
    assert line is not None, (done.stdout + done.stderr)[-2000:]
    if not list((ROOT / "site").rglob("answers.json")):
        pytest.skip("site/ not built (./scripts/test builds it)")
    entries, stale = (int(word) for word in line.split(": ")[1].replace(",", "").split()[::2])
    assert entries > 0 and stale == 0, line
