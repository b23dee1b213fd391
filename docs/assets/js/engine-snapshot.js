// The engine's memory snapshot as the build writes it and the worker restores it (an ES module: the
// worker imports it as it starts; scripts/tools/snapshot.mjs writes and checks the file with these same
// functions, and tests/js/snapshot-restore.test.mjs tests them).

// The build writes the snapshot sparse (scripts/tools/snapshot.mjs), little-endian uint32s:
// - "CSN1", the image's length, the run count, (offset, length) per run, then the runs' bytes: the
//   image is those runs, zeros elsewhere;
// - "CSN2", the image's length, the run count, the count of static spans, their checksum, (offset,
//   length) per run, (offset, length) per static span, then the runs' bytes: the image is the runs, the
//   static spans, zeros elsewhere. A static span holds what the wasm module's own data segments put in
//   the heap when it is instantiated: the heap has those bytes already, they are not sent. The
//   checksum (staticChecksum) is of the image's bytes there, compared with the heap's before anything
//   is written.
// Returns its image's length, runs ({offset, data}) and static spans ({offset, length}, none for
// CSN1) and their checksum; null for a plain image; an error for a file whose parts do not add up.
const CSN1 = 0x314e5343;
const CSN2 = 0x324e5343;
// The file's format (CSN1 or CSN2), or 0 for a plain image.
export function sparseFormat(bytes) {
  const magic = bytes.length >= 12 ? new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) : 0;
  return magic === CSN1 || magic === CSN2 ? magic : 0;
}

export function sparseRuns(bytes) {
  const magic = sparseFormat(bytes);
  if (!magic) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = magic === CSN2 ? 20 : 12;
  const count = view.getUint32(8, true);
  const staticCount = magic === CSN2 && bytes.length >= head ? view.getUint32(12, true) : 0;
  const runs = [];
  const statics = [];
  let at = head + 8 * (count + staticCount);
  if (at > bytes.length) throw new Error("engine: the snapshot file is truncated or damaged");
  for (let i = 0; i < count && at <= bytes.length; i++) {
    const offset = view.getUint32(head + 8 * i, true);
    const size = view.getUint32(head + 4 + 8 * i, true);
    runs.push({ offset, data: bytes.subarray(at, at + size) });
    at += size;
  }
  for (let i = 0; i < staticCount; i++) {
    const entry = head + 8 * (count + i);
    statics.push({ offset: view.getUint32(entry, true), length: view.getUint32(entry + 4, true) });
  }
  if (at !== bytes.length) throw new Error("engine: the snapshot file is truncated or damaged");
  return { length: view.getUint32(4, true), runs, statics, checksum: magic === CSN2 ? view.getUint32(16, true) : 0 };
}

// A hash (FNV-1a's, by 32-bit words) of the spans' bytes, in order; `shift` maps a span's offset to
// the array's index. The build makes each span whole words of the heap; any other is an error.
export function staticChecksum(bytes, spans, shift = 0) {
  const words = new Int32Array(bytes.buffer, 0, bytes.buffer.byteLength >> 2);
  let hash = 0x811c9dc5;
  for (const { offset, length } of spans) {
    const start = bytes.byteOffset + offset - shift;
    if (start % 4 || length % 4) throw new Error("engine: a static span of the snapshot is not whole words");
    const end = (start + length) >> 2;
    for (let i = start >> 2; i < end; i++) hash = Math.imul(hash ^ words[i], 16777619);
  }
  return hash >>> 0;
}

// The snapshot written into `image`, a zeroed buffer of the image's length (made before the bytes are
// in: see start()). Only for a file that holds all its bytes: a CSN2 file needs the heap (restoreSparse).
export function unpackSnapshot(bytes, image) {
  const sparse = sparseRuns(bytes);
  if ((sparse ? sparse.length : bytes.length) !== image.length) {
    throw new Error("engine: the snapshot is not the size the page names");
  }
  if (sparse && sparse.statics.length) throw new Error("engine: this snapshot is restored only into the heap");
  if (!sparse) image.set(bytes);
  else for (const run of sparse.runs) image.set(run.data, run.offset);
}

// The length of the image's own header, at its offset 4 (the first run holds it: see restorable).
function headerLength(sparse) {
  const head = sparse.runs[0].data;
  return new DataView(head.buffer, head.byteOffset, 8).getUint32(4, true);
}

// The image as Pyodide's own restore writes it into the heap (heap[i] = image[header + i]), written from
// the sparse runs straight into the heap: the gaps are zero-filled, the static spans are left as the
// module's instantiation wrote them (checked first: a heap that differs there is refused, untouched),
// and no 31 MB image is filled and copied. Returns the image's header, for Pyodide's restore to read
// (and to check the build id of).
export function restoreSparse(heap, sparse) {
  const header = headerLength(sparse);
  const bytes = new Uint8Array(heap.buffer, heap.byteOffset, heap.byteLength); // HEAP8 is signed
  if (sparse.statics.length && staticChecksum(bytes, sparse.statics, header) !== sparse.checksum) {
    throw new Error("engine: the heap does not hold the snapshot's static data (another Pyodide build?)");
  }
  const parts = [
    ...sparse.runs.map(({ offset, data }) => ({ offset, length: data.length, data })),
    ...sparse.statics.map(({ offset, length }) => ({ offset, length, data: null })),
  ].sort((a, b) => a.offset - b.offset);
  let cursor = header;
  for (const { offset, length, data } of parts) {
    const from = Math.max(offset, header);
    if (from > cursor) heap.fill(0, cursor - header, from - header);
    if (data && offset + length > from) heap.set(data.subarray(from - offset), from - header);
    cursor = Math.max(cursor, offset + length);
  }
  if (sparse.length > cursor) heap.fill(0, cursor - header, sparse.length - header);
  return sparse.runs[0].data.subarray(0, header);
}

// Written straight into the heap only a sparse snapshot of the length the page names, whose first run
// holds the image's header and whose static spans lie past it.
export function restorable(sparse, length) {
  if (!sparse || sparse.length !== length || !sparse.runs.length) return false;
  const [first] = sparse.runs;
  if (first.offset !== 0 || first.data.length < 8) return false;
  const header = headerLength(sparse);
  return header > 0 && header <= first.data.length && sparse.statics.every(({ offset }) => offset >= header);
}

export function imageLength(bytes) {
  return sparseFormat(bytes) ? new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true) : bytes.length;
}
