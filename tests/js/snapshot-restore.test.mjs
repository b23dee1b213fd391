// node --test: the engine worker writes the sparse snapshot (scripts/tools/snapshot.mjs) straight into
// Pyodide's heap (docs/assets/js/engine-snapshot.js restoreSparse) exactly as Pyodide's own restore
// would write the whole image, whatever the heap held before; a file that leaves out the static data
// the wasm module itself wrote (CSN2) is written only over a heap that holds that data.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  restorable, restoreSparse, sparseRuns, staticChecksum, unpackSnapshot,
} from "../../docs/assets/js/engine-snapshot.js";

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
  return { image, sparse: fileOf(head, runs, image) };
}

// A sparse file: its header (a DataView), then the bytes of `image` in each run, in order.
function fileOf(head, runs, image) {
  const parts = [new Uint8Array(head.buffer), ...runs.map((run) => image.subarray(run.offset, run.offset + run.length))];
  const file = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
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

// The CSN2 file of `image`: the bytes in `statics` ({offset, length}, in the image, past its header)
// left out and named with their checksum, the rest of each page that holds anything sent in runs.
function withStatics(image, statics) {
  const left = new Uint8Array(image.length);
  for (const { offset, length } of statics) left.fill(1, offset, offset + length);
  const runs = [];
  for (let at = 0; at < image.length; at++) {
    const page = image.subarray(at - (at % PAGE), at - (at % PAGE) + PAGE);
    if (left[at] || page.every((byte) => byte === 0)) continue;
    const last = runs[runs.length - 1];
    if (last && last.offset + last.length === at) last.length += 1;
    else runs.push({ offset: at, length: 1 });
  }
  const head = new DataView(new ArrayBuffer(20 + 8 * (runs.length + statics.length)));
  head.setUint32(0, 0x324e5343, true);
  head.setUint32(4, image.length, true);
  head.setUint32(8, runs.length, true);
  head.setUint32(12, statics.length, true);
  head.setUint32(16, staticChecksum(image, statics), true);
  [...runs, ...statics].forEach((part, i) => {
    head.setUint32(20 + 8 * i, part.offset, true);
    head.setUint32(24 + 8 * i, part.length, true);
  });
  return fileOf(head, runs, image);
}

const STATICS = [{ offset: PAGE + 100, length: 800 }, { offset: 4 * PAGE, length: PAGE }, { offset: 9 * PAGE - 64, length: 64 }];

// A heap as instantiation leaves it: garbage, but the static spans hold the image's bytes there.
function instantiatedHeap(image, header = 144) {
  const heap = new Int8Array(image.length + PAGE).fill(-86); // Pyodide's HEAP8 is signed
  for (const { offset, length } of STATICS) heap.set(new Int8Array(image.buffer, offset, length), offset - header);
  return heap;
}

test("a file without the static data is written over a heap that holds it: the image's memory", () => {
  const { image } = imageAndSparse(13, [0, 1, 4, 5, 8, 9, 12]);
  const file = withStatics(image, STATICS);
  const runs = sparseRuns(file);
  assert.equal(runs.statics.length, 3);
  assert.equal(restorable(runs, image.length), true);
  const heap = instantiatedHeap(image);
  const header = restoreSparse(heap, runs);
  assert.deepEqual(header, image.subarray(0, 144));
  const bytes = new Uint8Array(heap.buffer);
  assert.deepEqual(bytes.subarray(0, image.length - 144), image.subarray(144));
  assert.ok(bytes.subarray(image.length - 144).every((byte) => byte === 0xaa), "nothing written past the image");
  assert.throws(() => unpackSnapshot(file, new Uint8Array(image.length)), /only into the heap/);
});

test("a heap whose static data is not the snapshot's is refused and left as it was", () => {
  const { image } = imageAndSparse(13, [0, 1, 4, 5, 8, 9, 12]);
  const runs = sparseRuns(withStatics(image, STATICS));
  const heap = instantiatedHeap(image);
  heap[4 * PAGE + 10 - 144] ^= 1; // another build's data
  const before = heap.slice();
  assert.throws(() => restoreSparse(heap, runs), /static data/);
  assert.deepEqual(heap, before);
});

test("a file whose static spans reach into the header is not written directly", () => {
  const { image } = imageAndSparse(4, [0, 2]);
  assert.equal(restorable(sparseRuns(withStatics(image, [{ offset: 100, length: 100 }])), image.length), false);
});

test("a truncated file without static data is refused", () => {
  const { image } = imageAndSparse(13, [0, 1, 4, 5, 8, 9, 12]);
  const file = withStatics(image, STATICS);
  assert.throws(() => sparseRuns(file.subarray(0, file.length - 1)), /truncated or damaged/);
  assert.throws(() => sparseRuns(file.subarray(0, 30)), /truncated or damaged/);
});

test("static spans that are not whole words of the heap are refused", () => {
  const { image } = imageAndSparse(13, [0, 1, 4, 5, 8, 9, 12]);
  const runs = sparseRuns(withStatics(image, STATICS));
  runs.statics[0] = { offset: PAGE + 102, length: 800 };
  assert.throws(() => restoreSparse(instantiatedHeap(image), runs), /not whole words/);
});
