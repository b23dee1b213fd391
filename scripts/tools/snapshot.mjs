// Make a Pyodide memory snapshot with the engine imported and its catalogs loaded (Node 20+).
// Usage: node scripts/tools/snapshot.mjs <wheel> <stdlib.zip> <lazy.zip> <out.bin>   (sparse: see below)
// The snapshot is tied to this exact Pyodide build and to this standard library zip (the precompiled
// one from stdlib.mjs, loaded in the browser as `stdLibURL`, byte for byte the same file); the
// worker falls back to the stock start if it does not load. Written raw: the build precompresses it
// for the HTTP layer (Content-Encoding), like every other large file.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";
import { PYTHON_ENV } from "./python_env.mjs";
// The worker's own snapshot functions: the file is written and checked by the code that will read it.
import * as worker from "../../docs/assets/js/engine-snapshot.js";

// The active data segments of a wasm module (its data section): the address and bytes of each, as
// instantiation writes them into memory 0.
function dataSegments(wasm) {
  let at = 8;
  const uleb = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = wasm[at++];
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  const segments = [];
  while (at < wasm.length) {
    const id = wasm[at++];
    const size = uleb();
    const end = at + size;
    if (id === 11) {
      for (let count = uleb(); count > 0; count--) {
        const kind = uleb();
        if (kind === 1) {
          at += uleb(); // passive: written by memory.init, not at instantiation
          continue;
        }
        if (kind === 2) uleb();
        if (wasm[at++] !== 0x41) throw new Error("snapshot: a data segment's offset is not a constant");
        const address = uleb(); // i32.const: a signed LEB, read as unsigned (addresses are below 2^31)
        if (wasm[at++] !== 0x0b) throw new Error("snapshot: a data segment's offset is not a constant");
        const length = uleb();
        segments.push({ address, bytes: wasm.subarray(at, at + length) });
        at += length;
      }
    }
    at = end;
  }
  return segments;
}

const [wheel, stdlib, lazy, out] = process.argv.slice(2);
if (!wheel || !stdlib || !lazy || !out) {
  console.error("usage: node scripts/tools/snapshot.mjs <wheel> <stdlib.zip> <lazy.zip> <out.bin>");
  process.exit(2);
}
const pyodide = await loadPyodide({
  _makeSnapshot: true, stdLibURL: resolve(stdlib), env: PYTHON_ENV,
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
const snapshot = new Uint8Array(pyodide.makeMemorySnapshot()); // its own buffer, from offset 0

// The image is mostly zeros (the unused part of the initial memory) and, in Python's static data, the
// bytes the wasm module's own data segments put in the heap when it is instantiated: the browser has
// those already. Written sparse (CSN2, read by engine-snapshot.js sparseRuns, restored by restoreSparse):
// the runs of 4 KiB pages that hold anything, less the spans of at least STATIC bytes equal to the
// data segments, which are named (with a checksum of their bytes) but not sent. 12 MB to move and
// decode instead of 31. Layout, little-endian uint32s: "CSN2", image length, run count, static span
// count, checksum, then (offset, length) per run, (offset, length) per static span, then the runs'
// bytes in order.
const PAGE = 4096;
const STATIC = 64;
const header = new DataView(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength).getUint32(4, true);
const fromSegments = new Uint8Array(snapshot.length); // 1 where the image holds a data segment's byte
for (const { address, bytes } of dataSegments(readFileSync(new URL("pyodide.asm.wasm", import.meta.resolve("pyodide"))))) {
  for (let i = 0; i < bytes.length && header + address + i < snapshot.length; i++) {
    if (snapshot[header + address + i] === bytes[i]) fromSegments[header + address + i] = 1;
  }
}
const pages = [];
for (let at = 0; at < snapshot.length; at += PAGE) {
  const end = Math.min(at + PAGE, snapshot.length);
  if (!snapshot.subarray(at, end).every((byte) => byte === 0)) pages.push([at, end]);
}
const runs = [];
const statics = [];
const add = (list, offset, length) => {
  const last = list[list.length - 1];
  if (last && last.offset + last.length === offset) last.length += length;
  else list.push({ offset, length });
};
for (const [begin, end] of pages) {
  let at = begin;
  while (at < end) {
    let next = at;
    while (next < end && fromSegments[next]) next++;
    // A static span is whole 32-bit words of the heap (the worker's checksum reads words).
    const first = at + ((4 - ((at - header) % 4)) % 4);
    const last = next - ((next - header) % 4);
    if (last - first >= STATIC) {
      if (first > at) add(runs, at, first - at);
      add(statics, first, last - first);
      if (next > last) add(runs, last, next - last);
    } else if (next > at) add(runs, at, next - at);
    at = next;
    while (next < end && !fromSegments[next]) next++;
    if (next > at) add(runs, at, next - at);
    at = next;
  }
}
const head = new DataView(new ArrayBuffer(20 + 8 * (runs.length + statics.length)));
head.setUint32(0, 0x324e5343, true); // "CSN2"
head.setUint32(4, snapshot.length, true);
head.setUint32(8, runs.length, true);
head.setUint32(12, statics.length, true);
head.setUint32(16, worker.staticChecksum(snapshot, statics), true);
[...runs, ...statics].forEach((part, i) => {
  head.setUint32(20 + 8 * i, part.offset, true);
  head.setUint32(24 + 8 * i, part.length, true);
});
const file = Buffer.concat([new Uint8Array(head.buffer), ...runs.map((run) => snapshot.subarray(run.offset, run.offset + run.length))]);

// The file is restored here as the browser's worker restores it (its own functions), into a fresh
// Pyodide's heap, and that heap must be the image's memory byte for byte, and the engine must answer.
const sparse = worker.sparseRuns(file);
if (!worker.restorable(sparse, snapshot.length)) throw new Error("snapshot: the file written is not restorable");
let restored = false; // the heap, as restoreSparse left it, is the image's memory
const memory = snapshot.subarray(header);
const pyodideRestored = await loadPyodide({
  stdLibURL: resolve(lazy), _loadSnapshot: new Uint8Array(snapshot.length),
  createPyodideModule: async (settings) => {
    const module = await (await import(new URL("pyodide.asm.mjs", import.meta.resolve("pyodide")))).default(settings);
    const restore = settings.API.restoreSnapshot;
    settings.API.restoreSnapshot = () => {
      const imageHeader = worker.restoreSparse(module.HEAP8, sparse);
      const heap = module.HEAPU8;
      restored = memory.every((byte, i) => heap[i] === byte);
      return restore.call(settings.API, imageHeader);
    };
    return module;
  },
});
if (!restored) throw new Error("snapshot: the heap restored from the file is not the image's memory");
const hello = JSON.parse(pyodideRestored.pyimport("engine.bridge").handle(JSON.stringify({ op: "hello" })));
if (!hello.ok) throw new Error("snapshot: the engine restored from the file does not answer");
writeFileSync(out, file);
const sent = runs.reduce((sum, run) => sum + run.length, 0);
const kept = statics.reduce((sum, span) => sum + span.length, 0);
console.log(`${out}: ${(snapshot.length / 1e6).toFixed(1)} MB image, ${(sent / 1e6).toFixed(1)} MB in ${runs.length} runs, ${(kept / 1e6).toFixed(1)} MB of static data not sent`);
