// Module Web Worker: loads Pyodide (self-hosted) and the engine wheel, then answers JSON requests.
// Fast path: a memory snapshot taken at build time with the engine imported and its catalogs
// loaded; fallback: the stock start, then loadPackage(wheel).
let handle = null;
const marks = {};
const mark = (name) => {
  marks[name] = Math.round(performance.timeOrigin + performance.now());
};
mark("worker");

async function fetchBytes(url, gzip) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (!gzip) return response.arrayBuffer();
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

async function start(base) {
  // The manifest, Pyodide's module and the snapshot are fetched side by side.
  const indexURL = new URL("pyodide/", base).href;
  const pyodideModule = import(new URL("pyodide.mjs", indexURL).href);
  const manifest = await (await fetch(new URL("engine/manifest.json", base))).json();
  mark("manifest");
  const useSnapshot = Boolean(manifest.snapshot) && typeof DecompressionStream === "function";
  const snapshot = useSnapshot
    ? fetchBytes(new URL(`engine/${manifest.snapshot}`, base), true).then((bytes) => {
        mark("snapshot-fetched");
        return bytes;
      })
    : null;
  snapshot?.catch(() => {}); // a failed snapshot is handled below (stock start), never unhandled
  const { loadPyodide } = await pyodideModule;
  mark("pyodide.mjs");
  let pyodide = null;
  let usedSnapshot = false;
  if (snapshot) {
    try {
      pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
      mark("pyodide-loaded");
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
    await pyodide.loadPackage(new URL(`engine/${manifest.wheel}`, base).href, { messageCallback: () => {} });
    handle = pyodide.pyimport("engine.bridge").handle;
  }
  const hello = JSON.parse(handle(JSON.stringify({ op: "hello" })));
  if (!hello.ok) throw new Error("engine: hello failed");
  mark("ready");
  return { version: hello.result.version, snapshot: usedSnapshot, marks };
}

self.addEventListener("message", async (event) => {
  const msg = event.data;
  if (msg.type === "start") {
    try {
      const info = await start(msg.base);
      self.postMessage({ type: "ready", ...info });
    } catch (error) {
      self.postMessage({ type: "failed", detail: String(error && error.message ? error.message : error) });
    }
  } else if (msg.type === "request") {
    let reply;
    try {
      reply = handle(msg.request);
    } catch (error) {
      reply = JSON.stringify({ ok: false, error: { code: "engine-crashed", message: String(error) } });
    }
    self.postMessage({ type: "reply", id: msg.id, reply });
  }
});
