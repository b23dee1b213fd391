// Make a Pyodide memory snapshot with the engine imported and its catalogs loaded (Node 20+).
// Usage: node scripts/tools/snapshot.mjs <wheel> <stdlib.zip> <out.bin>
// The snapshot is tied to this exact Pyodide build and to this standard library zip (the precompiled
// one from stdlib.mjs, loaded in the browser as `stdLibURL`, byte for byte the same file); the
// worker falls back to the stock start if it does not load. Written raw: the build precompresses it
// for the HTTP layer (Content-Encoding), like every other large file.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [wheel, stdlib, out] = process.argv.slice(2);
if (!wheel || !stdlib || !out) {
  console.error("usage: node scripts/tools/snapshot.mjs <wheel> <stdlib.zip> <out.bin>");
  process.exit(2);
}
const pyodide = await loadPyodide({
  _makeSnapshot: true, stdLibURL: resolve(stdlib), env: { HOME: "/home/pyodide" },
});
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: "/lib/python3.14/site-packages" });
// Everything the browser will ask for is imported now; a final collection leaves less garbage in the
// image (it compresses better).
pyodide.runPython("import engine.bridge as bridge\nbridge.warm_up()\nimport gc\ngc.collect()");
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
console.log(`${out}: ${(snapshot.length / 1e6).toFixed(1)} MB raw`);
