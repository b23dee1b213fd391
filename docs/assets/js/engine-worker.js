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

// Pyodide compiles its wasm with WebAssembly.instantiateStreaming (the server sends application/wasm,
// so the browser compiles while it downloads and keeps the compiled code in its cache): wrapped only to
// note when that is done, for ./scripts/bench.
const instantiateStreaming = WebAssembly.instantiateStreaming;
if (typeof instantiateStreaming === "function") {
  WebAssembly.instantiateStreaming = async (...args) => {
    const result = await instantiateStreaming.apply(WebAssembly, args);
    mark("compiled");
    return result;
  };
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The server sends the snapshot with Content-Encoding (the browser decodes it). A host that serves
  // the compressed file as it is gives gzip's magic bytes: decode it here then.
  if (bytes[0] === 0x1f && bytes[1] === 0x8b && typeof DecompressionStream === "function") {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
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
    stdlib: at(manifest.stdlib), wheel: at(manifest.wheel),
  };
}

function resourceEnd(url) {
  const entry = performance.getEntriesByName(url).find((e) => e.responseEnd > 0);
  return entry ? performance.timeOrigin + entry.responseEnd : undefined;
}

async function start(base, given, stock) {
  const files = given && given.pyodide && given.snapshot && given.stdlib ? { ...given } : await manifestFiles(base);
  const indexURL = new URL(".", files.pyodide).href;
  const pyodideModule = import(files.pyodide);
  const snapshot = stock ? null : fetchBytes(files.snapshot).then((bytes) => {
    mark("snapshot-fetched");
    return bytes;
  });
  // A snapshot that cannot be fetched fails the start at once (the stock start would need the same
  // server); one that is fetched but does not restore falls back to the stock start below.
  snapshot?.catch(() => {});
  const { loadPyodide } = await pyodideModule;
  if (snapshot) await snapshot;
  mark("pyodide.mjs");
  let pyodide = null;
  let usedSnapshot = false;
  if (snapshot) {
    try {
      pyodide = await loadPyodide({ indexURL, stdLibURL: files.stdlib, _loadSnapshot: snapshot });
      mark("restored");
      handle = pyodide.pyimport("engine.bridge").handle;
      usedSnapshot = true;
    } catch (error) {
      console.warn("engine: snapshot start failed, falling back to the stock start", error);
      pyodide = null;
      handle = null;
    }
  }
  if (!handle) {
    pyodide = await loadPyodide({ indexURL });
    mark("restored");
    const wheel = files.wheel || (await manifestFiles(base)).wheel;
    await pyodide.loadPackage(wheel, { messageCallback: () => {} });
    handle = pyodide.pyimport("engine.bridge").handle;
  }
  mark("runtime-fetched", resourceEnd(new URL("pyodide.asm.wasm", indexURL).href));
  const hello = JSON.parse(handle(JSON.stringify({ op: "hello" })));
  if (!hello.ok) throw new Error("engine: hello failed");
  mark("ready");
  return { version: hello.result.version, snapshot: usedSnapshot, marks, files };
}

self.addEventListener("message", async (event) => {
  const msg = event.data;
  if (msg.type === "start") {
    try {
      const info = await start(msg.base, msg.files, Boolean(msg.stock));
      self.postMessage({ type: "ready", ...info });
    } catch (error) {
      console.error("engine: the start failed", error);
      self.postMessage({ type: "failed", detail: String(error && error.message ? error.message : error) });
    }
  } else if (msg.type === "request") {
    let reply;
    try {
      reply = handle(msg.request);
    } catch (error) {
      // Not an answer from the engine (those are JSON, even for its bugs): Pyodide itself failed, and
      // may not run again. The client rejects the call, says so in the console and starts a new worker.
      self.postMessage({ type: "crashed", id: msg.id, detail: String(error && error.stack ? error.stack : error) });
      self.close();
      return;
    }
    self.postMessage({ type: "reply", id: msg.id, reply });
  }
});
