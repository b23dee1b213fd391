// Make a Pyodide memory snapshot with the engine imported and its catalogs loaded (Node 20+).
// Usage: node scripts/tools/snapshot.mjs <wheel> <out.bin.gz>
// The snapshot is tied to this exact Pyodide build and standard library zip; the worker falls back to
// the stock start if it does not load.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { loadPyodide } from "pyodide";

const [wheel, out] = process.argv.slice(2);
if (!wheel || !out) {
  console.error("usage: node scripts/tools/snapshot.mjs <wheel> <out.bin.gz>");
  process.exit(2);
}
const pyodide = await loadPyodide({ _makeSnapshot: true, env: { HOME: "/home/pyodide" } });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: "/lib/python3.14/site-packages" });
pyodide.runPython("import engine.bridge as bridge\nbridge.warm_up()");
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, gzipSync(snapshot, { level: 9 }));
console.log(`${out}: ${(snapshot.length / 1e6).toFixed(1)} MB raw`);
