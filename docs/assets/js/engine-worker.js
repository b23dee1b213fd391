// Module Web Worker: loads Pyodide (self-hosted) and the engine, then answers JSON requests.
// Fast path: a memory snapshot taken at build time with the engine imported and its catalogs loaded,
// over the standard library precompiled to .pyc (the same zip as when the snapshot was made).
// Fallback (and the bench's "stock" start): Pyodide's own start and standard library, then
// loadPackage(wheel). Every file comes from a content-hashed folder named by the page's <head>
// (engine-client.js passes the names) or, without them, by engine/manifest.json.
let handle = null;
const marks = {};
const mark = (name, at) => {
  marks[name] = Math.round(at ?? performance.timeOrigin + performance.now());
};
mark("worker");

// Pyodide fetches the wasm, then calls instantiateStreaming, only once the snapshot is in. Here the
// wasm is compiled from the start instead (compileStreaming: compiled while it downloads and kept in
// the browser's code cache; the server sends application/wasm), in parallel with the snapshot;
// Pyodide's own fetch of that URL gets an empty answer (no second download and decoding of 9.6 MB),
// and its instantiateStreaming call instantiates the module compiled here (or, if that compile
// failed, compiles the real file). The stock start (the fallback, the bench's comparison) goes
// through untouched.
let compiledRuntime = null;
const instantiateStreaming = WebAssembly.instantiateStreaming;
const realFetch = self.fetch;
const answers = new Map(); // URL -> () => Promise<Response>, used once
function answerFetches() {
  self.fetch = (input, init) => {
    const answer = answers.get(String(input));
    if (!answer) return realFetch(input, init);
    answers.delete(String(input));
    return answer();
  };
}
// `module`: a promise of the compiled module when the page compiles it (engine-start.js), else the
// worker compiles it here.
function compileRuntime(url, module) {
  if (typeof WebAssembly.compileStreaming !== "function" || typeof instantiateStreaming !== "function") return;
  compiledRuntime = (module || WebAssembly.compileStreaming(realFetch(url))).then((compiled) => {
    mark("compiled");
    return compiled;
  });
  compiledRuntime.catch(() => {});
  const empty = () => Promise.resolve(new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } }));
  answers.set(url, empty);
  WebAssembly.instantiateStreaming = async (source, imports) => {
    WebAssembly.instantiateStreaming = instantiateStreaming;
    try {
      const compiled = await compiledRuntime;
      const instance = await WebAssembly.instantiate(compiled, imports);
      mark("instantiated");
      return { instance, module: compiled };
    } catch {
      return instantiateStreaming.call(WebAssembly, realFetch(url), imports);
    }
  };
}

// The wasm as the page compiled it for this worker (engine-start.js): {type: "runtime", module}, or
// {type: "runtime", error} if the page's fetch failed (the worker then fetches and compiles it).
let fromPage = null;
const pageRuntime = new Promise((resolve) => {
  fromPage = resolve;
});

// `counted`: the page is told the decoded bytes received so far ({type: "progress", file, loaded}), for
// a widget waiting for the engine (engine-start.js turns them into the bytes served).
async function fetchBuffer(url, counted) {
  const response = await realFetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (counted && response.body) {
    const reader = response.clone().body.getReader();
    let loaded = 0;
    const pump = async () => {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        loaded += part.value.byteLength;
        self.postMessage({ type: "progress", file: counted, loaded });
      }
    };
    pump().catch(() => {});
  }
  return response.arrayBuffer();
}

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
function sparseFormat(bytes) {
  const magic = bytes.length >= 12 ? new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) : 0;
  return magic === CSN1 || magic === CSN2 ? magic : 0;
}

function sparseRuns(bytes) {
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
function staticChecksum(bytes, spans, shift = 0) {
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
function unpackSnapshot(bytes, image) {
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
function restoreSparse(heap, sparse) {
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
function restorable(sparse, length) {
  if (!sparse || sparse.length !== length || !sparse.runs.length) return false;
  const [first] = sparse.runs;
  if (first.offset !== 0 || first.data.length < 8) return false;
  const header = headerLength(sparse);
  return header > 0 && header <= first.data.length && sparse.statics.every(({ offset }) => offset >= header);
}

function imageLength(bytes) {
  return sparseFormat(bytes) ? new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true) : bytes.length;
}

async function snapshotBytes(buffer) {
  let bytes = new Uint8Array(buffer);
  // The server sends the snapshot with Content-Encoding (the browser decodes it). A host that serves
  // the compressed file as it is gives gzip's magic bytes: decode it here then.
  if (bytes[0] === 0x1f && bytes[1] === 0x8b && typeof DecompressionStream === "function") {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  }
  return bytes;
}

async function manifestFiles(base) {
  // Its paths are relative to itself.
  const url = new URL("engine/manifest.json", base);
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const manifest = await response.json();
  const at = (path) => new URL(path, url).href;
  return {
    pyodide: at(`${manifest.pyodide}pyodide.mjs`), snapshot: at(manifest.snapshot),
    stdlib: at(manifest.stdlib), wheel: at(manifest.wheel), image: manifest.image,
  };
}

function resourceEnd(url) {
  const entry = performance.getEntriesByName(url).find((e) => e.responseEnd > 0);
  return entry ? performance.timeOrigin + entry.responseEnd : undefined;
}

// The snapshot start overlaps what can be: Pyodide sizes its memory from the snapshot and waits for
// it before it instantiates the wasm and installs the standard library. Given the image's length (the
// page names it), it gets a zeroed buffer of that length at once, and the bytes are written into it in
// `fsInit`, the last step before the restore: the runtime is set up while the snapshot downloads.
async function start(base, given, stock, prefetched) {
  const files = given && given.pyodide && given.snapshot && given.stdlib ? { ...given } : await manifestFiles(base);
  const indexURL = new URL(".", files.pyodide).href;
  const pyodideModule = import(files.pyodide);
  // Pyodide imports its second module only once loadPyodide runs: requested now, in parallel (the
  // same module record then serves Pyodide's own import).
  import(new URL("pyodide.asm.mjs", indexURL).href).catch(() => {});
  if (!stock) {
    const wasm = new URL("pyodide.asm.wasm", indexURL).href;
    const module = prefetched
      ? pageRuntime.then((msg) => (msg.error ? WebAssembly.compileStreaming(realFetch(wasm)) : msg.module))
      : null;
    compileRuntime(wasm, module);
    answerFetches();
  }
  let fetchFailed = null;
  const snapshot = stock ? null : fetchBuffer(files.snapshot, "snapshot").then(snapshotBytes).then((bytes) => {
    mark("snapshot-fetched");
    return bytes;
  }, (error) => {
    fetchFailed = error;
    throw error;
  });
  snapshot?.catch(() => {});
  const { loadPyodide } = await pyodideModule;
  mark("pyodide.mjs");
  let pyodide = null;
  let usedSnapshot = false;
  if (snapshot) {
    let unpacked = null;
    try {
      const length = Number(files.image) > 0 ? Number(files.image) : imageLength(await snapshot);
      // Pyodide only reads this image's length (to size the heap) before the restore: the restore
      // below writes the snapshot into the heap itself, and the image is filled only if it cannot.
      const image = new Uint8Array(length);
      let api = null;
      let direct = null;
      const fsInit = async () => {
        mark("runtime-set-up");
        try {
          const bytes = await snapshot;
          const sparse = sparseRuns(bytes);
          if (api && typeof api.restoreSnapshot === "function" && restorable(sparse, length)) direct = sparse;
          else unpackSnapshot(bytes, image);
        } catch (error) {
          unpacked = error; // the zeroed image then fails to restore: reported below
        }
      };
      const factory = (await import(new URL("pyodide.asm.mjs", indexURL).href)).default;
      const createPyodideModule = async (settings) => {
        api = settings.API;
        const module = await factory(settings);
        if (direct) {
          const restore = api.restoreSnapshot;
          api.restoreSnapshot = () => restore.call(api, restoreSparse(module.HEAP8, direct));
        }
        return module;
      };
      pyodide = await loadPyodide({
        indexURL, stdLibURL: files.stdlib, _loadSnapshot: image, fsInit, createPyodideModule,
      });
      mark("restored");
      handle = pyodide.pyimport("engine.bridge").handle;
      usedSnapshot = true;
    } catch (error) {
      // A snapshot that could not be fetched fails the start at once (the stock start would need the
      // same server); one that was fetched but did not restore falls back to the stock start.
      if (fetchFailed) throw fetchFailed;
      console.warn("engine: snapshot start failed, falling back to the stock start", unpacked || error);
      pyodide = null;
      handle = null;
    }
  }
  if (!handle) {
    self.fetch = realFetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
    pyodide = await loadPyodide({ indexURL });
    mark("restored");
    const wheel = files.wheel || (await manifestFiles(base)).wheel;
    await pyodide.loadPackage(wheel, { messageCallback: () => {} });
    handle = pyodide.pyimport("engine.bridge").handle;
  }
  self.fetch = realFetch;
  mark("runtime-fetched", resourceEnd(new URL("pyodide.asm.wasm", indexURL).href) ?? marks.compiled);
  const hello = JSON.parse(handle(JSON.stringify({ op: "hello" })));
  if (!hello.ok) throw new Error("engine: hello failed");
  mark("ready");
  // The worker's own requests (start, first byte, end; ms from the page's navigation), for the bench.
  const resources = performance.getEntriesByType("resource").map((e) => ({
    name: e.name.slice(e.name.lastIndexOf("/") + 1),
    start: Math.round(performance.timeOrigin + e.startTime),
    firstByte: Math.round(performance.timeOrigin + e.responseStart),
    end: Math.round(performance.timeOrigin + e.responseEnd),
    bytes: e.transferSize,
  }));
  return { version: hello.result.version, snapshot: usedSnapshot, marks, files, resources };
}

// The start request comes in the worker's name (engine-start.js: it is there as soon as this script
// runs, when a posted message may wait for the page's busy main thread) and as a message; the first
// one starts the engine, once.
let starting = null;
function begin(msg) {
  if (starting) return;
  starting = start(msg.base, msg.files, Boolean(msg.stock), Boolean(msg.prefetched)).then(
    (info) => self.postMessage({ type: "ready", ...info }),
    (error) => {
      console.error("engine: the start failed", error);
      self.postMessage({ type: "failed", detail: String(error && error.message ? error.message : error) });
    },
  );
}

self.addEventListener("message", (event) => {
  const msg = event.data;
  if (msg.type === "runtime") {
    fromPage(msg);
  } else if (msg.type === "start") {
    begin(msg);
  } else if (msg.type === "request") {
    let reply;
    const began = performance.now();
    try {
      reply = handle(msg.request);
    } catch (error) {
      // Not an answer from the engine (those are JSON, even for its bugs): Pyodide itself failed, and
      // may not run again. The client rejects the call, says so in the console and starts a new worker.
      self.postMessage({ type: "crashed", id: msg.id, detail: String(error && error.stack ? error.stack : error) });
      self.close();
      return;
    }
    self.postMessage({ type: "reply", id: msg.id, reply, took: performance.now() - began });
  }
});

const named = (() => {
  try {
    return self.name ? JSON.parse(self.name) : null;
  } catch {
    return null; // a name that is not ours: the start message comes
  }
})();
if (named && named.type === "start") begin(named);
