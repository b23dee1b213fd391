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
    stdlib: at(manifest.stdlib), wheel: at(manifest.wheel), image: manifest.image, lock: manifest.lock,
  };
}

// The browser's standard library zip (stdlib.mjs) holds only modules that nothing had imported when the
// snapshot was made: the engine runs without them. So the start gets an empty zip in its place (no
// request: 83 kB less on the line while the engine's megabytes come), and the real one is fetched
// once the engine is ready and put where Python reads it (engine.bridge.install_stdlib). A request
// that fails before it is in (an import of one of those modules) is answered again once it is
// (bridge requests are pure).
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
let lazyStdlib = null; // a promise while the real zip is on its way, then null

function installStdlib(pyodide, url) {
  lazyStdlib = fetchBuffer(url).then((buffer) => {
    pyodide.FS.writeFile("/tmp/stdlib.zip", new Uint8Array(buffer));
    const bridge = pyodide.pyimport("engine.bridge");
    bridge.install_stdlib("/tmp/stdlib.zip");
    bridge.destroy();
  }, (error) => {
    // offline, or the link failed: the engine runs without them (a request that needs one says so)
    console.warn("engine: the standard library's lazy modules could not be fetched", error);
  }).catch((error) => {
    console.error("engine: the standard library's lazy modules could not be installed", error); // a bug
  }).finally(() => {
    lazyStdlib = null;
  });
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
    answers.set(files.stdlib, () => Promise.resolve(new Response(EMPTY_ZIP)));
    answerFetches();
  }
  // The snapshot's reader, asked for now (a small module) so that it is in before the snapshot is.
  const snapshotCode = stock ? null : import(new URL("engine-snapshot.js", import.meta.url).href);
  snapshotCode?.catch(() => {});
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
      const { imageLength, restorable, restoreSparse, sparseRuns, unpackSnapshot } = await snapshotCode;
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
      const lock = files.lock ? { lockFileContents: { info: files.lock, packages: {} } } : {};
      pyodide = await loadPyodide({
        indexURL, stdLibURL: files.stdlib, _loadSnapshot: image, fsInit, createPyodideModule, ...lock,
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
  if (usedSnapshot) installStdlib(pyodide, files.stdlib);
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
    answer(msg);
  }
});

function answer(msg) {
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
  const pending = lazyStdlib;
  if (pending && reply.includes('"internal-error"')) {
    pending.then(() => answer(msg)); // once the standard library's last modules are in (see installStdlib)
    return;
  }
  self.postMessage({ type: "reply", id: msg.id, reply, took: performance.now() - began });
}

const named = (() => {
  try {
    return self.name ? JSON.parse(self.name) : null;
  } catch {
    return null; // a name that is not ours: the start message comes
  }
})();
if (named && named.type === "start") begin(named);
