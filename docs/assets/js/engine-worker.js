// Module Web Worker: loads Pyodide (self-hosted) and the engine wheel, then answers JSON requests.
// Fast path: a memory snapshot taken at build time with the engine imported and its catalogs
// loaded; fallback: the stock start, then loadPackage(wheel).
let handle = null;

async function fetchBytes(url, gzip) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (!gzip) return response.arrayBuffer();
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

async function start(base) {
  const manifest = await (await fetch(new URL("engine/manifest.json", base))).json();
  const indexURL = new URL("pyodide/", base).href;
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  let pyodide = null;
  if (manifest.snapshot && typeof DecompressionStream === "function") {
    try {
      pyodide = await loadPyodide({
        indexURL,
        _loadSnapshot: fetchBytes(new URL(`engine/${manifest.snapshot}`, base), true),
      });
      handle = pyodide.pyimport("engine.bridge").handle;
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
  return { version: hello.result.version, snapshot: Boolean(manifest.snapshot) };
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
