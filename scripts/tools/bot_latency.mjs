// The computer's move times per game and level inside Pyodide (WebAssembly, in Node's V8, the engine
// of Chromium), as engine/latency.py measures them in CPython; prints one JSON object.
// Usage: node scripts/tools/bot_latency.mjs <repo> [games]
import { loadPyodide } from "pyodide";

const [repo, games = "2"] = process.argv.slice(2);
if (!repo) {
  console.error("usage: node scripts/tools/bot_latency.mjs <repo> [games]");
  process.exit(2);
}
const pyodide = await loadPyodide({ stderr: (line) => console.error(line) });
pyodide.mountNodeFS("/repo", repo);
const result = pyodide.runPython(`
import json, sys
sys.path[:0] = ["/repo"]
from engine.games import specs
from engine.latency import latency
json.dumps({"python": sys.version.split()[0], "latency": latency(specs(), ${Number(games)})})
`);
console.log(result);
