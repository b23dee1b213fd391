// Make a Pyodide memory snapshot with the engine imported and its catalogs loaded (Node 20+).
// Usage: node scripts/tools/snapshot.mjs <wheel> <stdlib.zip> <lazy.zip> <out.bin>   (sparse: see below)
// The snapshot is tied to this exact Pyodide build and to this standard library zip (the precompiled
// one from stdlib.mjs, loaded in the browser as `stdLibURL`, byte for byte the same file); the
// worker falls back to the stock start if it does not load. Written raw: the build precompresses it
// for the HTTP layer (Content-Encoding), like every other large file.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [wheel, stdlib, lazy, out] = process.argv.slice(2);
if (!wheel || !stdlib || !lazy || !out) {
  console.error("usage: node scripts/tools/snapshot.mjs <wheel> <stdlib.zip> <lazy.zip> <out.bin>");
  process.exit(2);
}
const pyodide = await loadPyodide({
  _makeSnapshot: true, stdLibURL: resolve(stdlib), env: { HOME: "/home/pyodide" },
});
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: "/lib/python3.14/site-packages" });
// Everything the browser will ask for is imported now; a final collection leaves less garbage in the
// image (it compresses better). Then everything alive is frozen (gc.freeze: moved to a generation the
// cycle collector never scans): the modules, the catalogs and the engine's tables are kept for the
// worker's whole life, and a collection during a reader's step no longer walks them all.
pyodide.runPython("import engine.bridge as bridge\nbridge.warm_up()");
// The browser gets <lazy.zip> as its standard library (stdlib.mjs): only the modules not imported
// here. Each of those must be in it; the zip importer's cached directory of <stdlib.zip> is dropped
// from the image, so that a later import reads the directory of the zip the browser was given.
pyodide.FS.writeFile("/tmp/lazy.zip", new Uint8Array(readFileSync(lazy)));
const missing = pyodide.runPython(String.raw`
import sys
import zipfile
import zipimport

archive = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
with zipfile.ZipFile(archive) as full, zipfile.ZipFile("/tmp/lazy.zip") as lazy:
    given = set(lazy.namelist())
    names = [n for n in full.namelist() if n not in given]
missing = [n for n in names if n.removesuffix(".pyc").removesuffix("/__init__").replace("/", ".") not in sys.modules]
sys.path_importer_cache.pop(archive, None)
zipimport._zip_directory_cache.clear()
" ".join(missing)
`);
if (missing) {
  console.error(`snapshot: not imported here, and not in ${lazy}: ${missing}`);
  process.exit(1);
}
pyodide.runPython("import gc\ngc.collect()\ngc.freeze()");
const snapshot = pyodide.makeMemorySnapshot();

// The image is mostly zeros (the unused part of the initial memory): written sparse, as the runs of
// 4 KiB pages that hold anything, so the browser moves and decodes 14 MB instead of 31. The worker
// (engine-worker.js, unpackSnapshot) rebuilds the image. Layout, little-endian uint32s:
// "CSN1", image length, run count, then (offset, length) per run, then the runs' bytes in order.
const PAGE = 4096;
const runs = [];
for (let at = 0; at < snapshot.length; at += PAGE) {
  const page = snapshot.subarray(at, Math.min(at + PAGE, snapshot.length));
  if (page.every((byte) => byte === 0)) continue;
  const last = runs[runs.length - 1];
  if (last && last.offset + last.length === at) last.length += page.length;
  else runs.push({ offset: at, length: page.length });
}
const header = new DataView(new ArrayBuffer(12 + 8 * runs.length));
header.setUint32(0, 0x314e5343, true); // "CSN1"
header.setUint32(4, snapshot.length, true);
header.setUint32(8, runs.length, true);
runs.forEach((run, i) => {
  header.setUint32(12 + 8 * i, run.offset, true);
  header.setUint32(16 + 8 * i, run.length, true);
});
const parts = [new Uint8Array(header.buffer), ...runs.map((run) => snapshot.subarray(run.offset, run.offset + run.length))];
writeFileSync(out, Buffer.concat(parts));
const kept = runs.reduce((sum, run) => sum + run.length, 0);
console.log(`${out}: ${(snapshot.length / 1e6).toFixed(1)} MB image, ${(kept / 1e6).toFixed(1)} MB in ${runs.length} runs`);
