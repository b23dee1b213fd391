// node --test: the engine worker writes the sparse snapshot (scripts/tools/snapshot.mjs) straight into
// Pyodide's heap (docs/assets/js/engine-worker.js restoreSparse) exactly as Pyodide's own restore
// would write the whole image, whatever the heap held before.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import vm from "node:vm";

// The worker's script, run with a stand-in for its global scope: its functions, no start.
const source = readFileSync(new URL("../../docs/assets/js/engine-worker.js", import.meta.url), "utf-8");
const scope = { self: { addEventListener() {}, name: "", fetch() {} }, performance, WebAssembly, URL, DataView, Uint8Array };
vm.createContext(scope);
const { restoreSparse, restorable, sparseRuns, unpackSnapshot } = vm.runInContext(
  `${source}\n;({ restoreSparse, restorable, sparseRuns, unpackSnapshot })`, scope,
);

const PAGE = 4096;

// An image of `pages` pages: a header of `header` bytes (its length at offset 4, as Pyodide writes it),
// then memory where the pages in `filled` hold bytes and the others are zero; and its sparse file.
function imageAndSparse(pages, filled, header = 144) {
  const image = new Uint8Array(pages * PAGE + 100); // not a whole number of pages, as the real one
  let seed = 7;
  for (const page of filled) {
    for (let i = page * PAGE; i < Math.min((page + 1) * PAGE, image.length); i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      image[i] = (seed >>> 16) & 0xff || 1;
    }
  }
  new DataView(image.buffer).setUint32(4, header, true);
  const runs = [];
  for (let at = 0; at < image.length; at += PAGE) {
    const page = image.subarray(at, Math.min(at + PAGE, image.length));
    if (page.every((byte) => byte === 0)) continue;
    const last = runs[runs.length - 1];
    if (last && last.offset + last.length === at) last.length += page.length;
    else runs.push({ offset: at, length: page.length });
  }
  const head = new DataView(new ArrayBuffer(12 + 8 * runs.length));
  head.setUint32(0, 0x314e5343, true);
  head.setUint32(4, image.length, true);
  head.setUint32(8, runs.length, true);
  runs.forEach((run, i) => {
    head.setUint32(12 + 8 * i, run.offset, true);
    head.setUint32(16 + 8 * i, run.length, true);
  });
  const parts = [new Uint8Array(head.buffer), ...runs.map((run) => image.subarray(run.offset, run.offset + run.length))];
  const sparse = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    sparse.set(part, at);
    at += part.length;
  }
  return { image, sparse };
}

for (const [name, filled] of [
  ["runs with gaps, the last page filled", [0, 1, 4, 5, 6, 9, 12]],
  ["one run, zeros to the end", [0, 1, 2]],
  ["a gap right after the header's page", [0, 3, 11]],
]) {
  test(`the heap written from the sparse file is the image's memory (${name})`, () => {
    const { image, sparse } = imageAndSparse(13, filled);
    const runs = sparseRuns(sparse);
    assert.equal(restorable(runs, image.length), true);
    const heap = new Uint8Array(image.length + 4096).fill(0xaa); // what instantiation left there
    const header = restoreSparse(heap, runs);
    assert.deepEqual(header, image.subarray(0, 144));
    assert.deepEqual(heap.subarray(0, image.length - 144), image.subarray(144));
    assert.ok(heap.subarray(image.length - 144).every((byte) => byte === 0xaa), "nothing written past the image");
    // The same image as the unpacked file (the worker's other path).
    const unpacked = new Uint8Array(image.length);
    unpackSnapshot(sparse, unpacked);
    assert.deepEqual(unpacked, image);
  });
}

test("a plain image, another length or a first run past the header is not written directly", () => {
  const { image, sparse } = imageAndSparse(4, [0, 2]);
  assert.equal(sparseRuns(image), null, "a plain image");
  assert.equal(restorable(sparseRuns(image), image.length), false, "a plain image");
  assert.equal(restorable(sparseRuns(sparse), image.length + 1), false, "another length than the page names");
  const moved = sparse.slice();
  new DataView(moved.buffer).setUint32(12, PAGE, true);
  assert.equal(restorable(sparseRuns(moved), image.length), false, "the first run does not start at 0");
});

test("a truncated sparse file is refused, on both paths", () => {
  const { image, sparse } = imageAndSparse(4, [0, 2]);
  const cut = sparse.subarray(0, sparse.length - 10);
  assert.throws(() => sparseRuns(cut), /truncated or damaged/);
  assert.throws(() => unpackSnapshot(cut, new Uint8Array(image.length)), /truncated or damaged/);
});
