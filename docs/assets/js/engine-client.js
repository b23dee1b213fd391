// The one engine of the site: a module Web Worker running Pyodide, started once and kept across
// Material's instant navigation. Requests and replies are JSON text; no Python object crosses.
let worker = null;
let nextId = 1;
const pending = new Map();
let readyPromise = null;

function assetsBase() {
  // This module lives at <site>/assets/js/engine-client.js.
  return new URL("../../", import.meta.url);
}

export function startEngine() {
  if (readyPromise) return readyPromise;
  const requested = Math.round(performance.timeOrigin + performance.now());
  readyPromise = new Promise((resolve, reject) => {
    if (typeof WebAssembly !== "object" || typeof Worker !== "function") {
      reject(new Error("WebAssembly or Web Workers are not available"));
      return;
    }
    try {
      worker = new Worker(new URL("engine-worker.js", import.meta.url), { type: "module" });
    } catch (error) {
      reject(error);
      return;
    }
    worker.addEventListener("message", (event) => {
      const msg = event.data;
      if (msg.type === "ready") {
        // Start-up phases (epoch ms), for ./scripts/bench and the curious.
        self.__engineStart = {
          page: Math.round(performance.timeOrigin), requested, ...msg.marks, snapshot: msg.snapshot,
        };
        resolve(msg);
      }
      else if (msg.type === "failed") reject(new Error(msg.detail));
      else if (msg.type === "reply") {
        const entry = pending.get(msg.id);
        pending.delete(msg.id);
        if (entry) entry.resolve(JSON.parse(msg.reply));
      }
    });
    worker.addEventListener("error", (event) => {
      reject(new Error(event.message || "the engine worker failed"));
      for (const entry of pending.values()) entry.reject(new Error("engine worker failed"));
      pending.clear();
    });
    worker.postMessage({ type: "start", base: assetsBase().href });
  });
  return readyPromise;
}

// For tools (./scripts/bench, the browser console): the same JSON door the widgets use.
self.__cardsEngine = { call: (request) => call(request) };

export async function call(request) {
  await startEngine();
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ type: "request", id, request: JSON.stringify(request) });
  });
}
