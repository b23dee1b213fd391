// Run the engine's generic tests inside Pyodide (Python 3.14, WebAssembly) in Node, from the pinned npm
// package (every game's random play, the core, the bridge), then print the seeded transcripts for
// comparison with CPython's, and checks the built site's answer books against the engine in Pyodide.
// Usage: node scripts/tools/pyodide_tests.mjs <repo> <site-packages> <transcripts-out.json>
// The repository and the virtualenv's pure-Python packages (pytest, babel) are mounted read-write
// from the host; hypothesis (it has a native part) and subprocess tests are left out.
import { writeFileSync } from "node:fs";
import { loadPyodide } from "pyodide";

const [repo, sitePackages, out] = process.argv.slice(2);
if (!repo || !sitePackages || !out) {
  console.error("usage: node scripts/tools/pyodide_tests.mjs <repo> <site-packages> <out.json>");
  process.exit(2);
}
const pyodide = await loadPyodide({
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
pyodide.mountNodeFS("/repo", repo);
pyodide.mountNodeFS("/venv", sitePackages);
const rc = pyodide.runPython(`
import os, sys
os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
os.chdir("/repo")
sys.path[:0] = ["/repo"]
sys.path.append("/venv")
print(f"Pyodide: Python {sys.version.split()[0]} on {sys.platform}")
import pytest

class Count:
    def __init__(self):
        self.outcomes = {"passed": 0, "failed": 0, "skipped": 0}

    def pytest_runtest_logreport(self, report):
        if report.when == "call" or report.outcome != "passed":
            self.outcomes[report.outcome] = self.outcomes.get(report.outcome, 0) + 1

count = Count()
# The generic random-play test of every game (with the tests' own game), the core, the bridge and a
# play session: the rest of the engine's tests run in CPython only, the transcripts compare the two.
rc = int(pytest.main([
    "tests/engine/test_simulation.py", "tests/engine/test_core.py", "tests/engine/test_bridge.py",
    "tests/engine/test_plugged_game.py", "tests/engine/test_grammar_data.py",
    "-q", "-p", "no:cacheprovider", "-p", "no:warnings",
    "-m", "not cpython",
], plugins=[count]))
print(); print("in Pyodide: " + ", ".join(f"{n} {k}" for k, n in count.outcomes.items()))
sys.stdout.flush()
rc
`);
const transcripts = pyodide.runPython(`
from engine.transcripts import transcripts_json
transcripts_json()
`);
writeFileSync(out, transcripts);
// The built site's answer books (scripts/tools/book_hook.py), asked of the engine again in Pyodide: the
// book must be what the engine in the browser answers, byte for byte.
const books = pyodide.runPython(`
import importlib.util, json
from pathlib import Path
found = importlib.util.spec_from_file_location("book_hook", "/repo/scripts/tools/book_hook.py")
hook = importlib.util.module_from_spec(found)
found.loader.exec_module(hook)
entries = [tuple(e) for p in sorted(Path("/repo/site").rglob("answers.json")) for e in json.loads(p.read_text("utf-8"))]
f"{len(entries)} entries, {len(hook.stale(entries))} stale"
`);
console.log(`books in Pyodide: ${books}`);
process.exit(rc);
