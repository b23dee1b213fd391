// The one engine of the site: a module Web Worker running Pyodide, started once and kept across
// Material's instant navigation. Requests and replies are JSON text; no Python object crosses.
//
// Failures are never silent and never hang: an engine bug answers internal-error (the reader's
// message for the page, the Python traceback to the console); a worker that dies (crash, terminate)
// rejects every call it had pending, and the next call starts a new worker (at most MAX_RESTARTS
// times in a page's life; after that, calls fail at once).
const MAX_RESTARTS = 3;
let engine = null; // { worker, ready, pending, id } of the running worker
let nextId = 1;
let starts = 0;
let settled = null;
// The last calls' timings (ms: from the call to its reply parsed, and inside the engine) and sizes
// (characters of the request, `asked`, and of the reply, `bytes`), for ./scripts/bench: how much of a
// widget's step is the engine's, and what each click moves between the page and the worker.
const TIMINGS_KEPT = 500;
const timings = [];

// Resolves (never rejects) once the first engine start has succeeded or failed: offline.js waits for
// it so that the service worker's precache never competes with the runtime's first download.
export const engineSettled = new Promise((resolve) => {
  settled = resolve;
});

// The worker stopped. Its message is a code for the console, never text for the reader: a page says
// what it says in its own language (data-msg-failed) when a call rejects.
export class EngineStopped extends Error {
  constructor(reason) {
    super(`engine-crashed: ${reason}`);
    this.name = "EngineStopped";
    this.code = "engine-crashed";
  }
}

function assetsBase() {
  // This module lives at <site>/assets/js/engine-client.js.
  return new URL("../../", import.meta.url);
}

// The runtime's content-hashed files, named by the page's <head> (overrides/main.html), read once:
// after an instant navigation, relative addresses would resolve against another page.
function runtimeFiles() {
  const files = {};
  for (const link of document.querySelectorAll("link[data-runtime]")) files[link.dataset.runtime] = link.href;
  const meta = document.querySelector('meta[name="cards-engine"]');
  for (const name of ["pyodide", "wasm", "snapshot", "stdlib"]) {
    if (meta && meta.dataset[name]) files[name] = new URL(meta.dataset[name], document.baseURI).href;
  }
  if (meta && meta.dataset.image) files.image = Number(meta.dataset.image);
  if (meta && meta.dataset.lock) files.lock = JSON.parse(meta.dataset.lock);
  return files;
}
const FILES = runtimeFiles();

// The page's answer book (scripts/tools/book_hook.py): the engine's own replies, recorded by the build, to the
// requests its widgets make first. A request found there is answered at once, with no runtime; any
// other waits for the engine. Read once per book (engine-start.js fetched the first page's already).
const books = new Map(); // the book's address -> { loaded: Promise, map: Map (request text -> reply text) | null }

function bookEntry() {
  const meta = document.querySelector('meta[name="cards-book"]');
  if (!meta) return null;
  const url = new URL(meta.content, document.baseURI).href;
  if (!books.has(url)) {
    const early = self.__bookBoot && self.__bookBoot.url === url ? self.__bookBoot.promise : null;
    const fetched = early || fetch(url).then((response) => (response.ok ? response.json() : null));
    const entry = { map: undefined };
    entry.loaded = fetched
      .then((entries) => (Array.isArray(entries) ? new Map(entries) : null), () => null)
      .then((map) => {
        entry.map = map;
        return map;
      });
    books.set(url, entry);
  }
  return books.get(url);
}

// The current page's book (null: it has none, or it could not be read).
export function currentBook() {
  const entry = bookEntry();
  return entry ? entry.loaded : Promise.resolve(null);
}

// A request as the bridge writes it (engine/core/serial.py dumps): keys sorted, no spaces; the book's key.
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// Resolves once the page can answer its widgets' first requests: at once from its book, else when the
// engine has started.
export async function firstAnswers() {
  const book = await currentBook();
  return book && book.size ? book : startEngine();
}

// The worker is gone: every call it had is rejected; the next call starts a new one.
function stop(current, error) {
  if (engine !== current || current.stopped) return;
  current.stopped = true;
  engine = null;
  if (current.worker) current.worker.terminate();
  for (const entry of current.pending.values()) entry.reject(error);
  current.pending.clear();
  if (current.rejectReady) current.rejectReady(error);
}

function onReply(current, msg) {
  const entry = current.pending.get(msg.id);
  current.pending.delete(msg.id);
  if (!entry) return;
  let reply;
  try {
    reply = JSON.parse(msg.reply);
  } catch (error) {
    entry.reject(error);
    return;
  }
  timings.push({
    op: entry.op, total: performance.now() - entry.sent, engine: msg.took, bytes: msg.reply.length, asked: entry.asked,
  });
  if (timings.length > TIMINGS_KEPT) timings.shift();
  const problem = reply && reply.ok === false ? reply.error : null;
  if (problem && problem.traceback) {
    // An engine bug: the page shows the reader's message; the developer gets the Python traceback.
    console.error(`engine bug (${problem.code}): ${problem.message}\n${problem.traceback}`);
  }
  entry.resolve(reply);
}

function launch() {
  starts += 1;
  const current = { worker: null, pending: new Map(), stopped: false, ready: null, rejectReady: null };
  // The first start may already be running, or about to run once the page's book is in: engine-start.js
  // starts the worker from the <head>.
  const booting = starts === 1 && self.__engineBooting ? self.__engineBooting : Promise.resolve();
  self.__engineBooting = null;
  current.ready = booting.then(() => (current.stopped ? Promise.reject(new EngineStopped("stopped")) : start(current)));
  current.ready.then(() => settled(), () => settled());
  // A start that failed (a file out of reach on a poor link) is not kept: the next call starts again.
  current.ready.catch((error) => stop(current, error));
  return current;
}

function start(current) {
  const boot = starts === 1 ? self.__engineBoot : null;
  self.__engineBoot = null;
  const requested = boot ? boot.requested : Math.round(performance.timeOrigin + performance.now());
  return new Promise((resolve, reject) => {
    current.rejectReady = reject;
    if (typeof WebAssembly !== "object" || typeof Worker !== "function") {
      reject(new Error("WebAssembly or Web Workers are not available"));
      return;
    }
    const onMessage = (event) => {
      const msg = event.data;
      if (msg.type === "reply") onReply(current, msg);
      else if (msg.type === "progress") {
        if (typeof self.__cardsEngineProgress === "function") self.__cardsEngineProgress(msg.file, msg.loaded);
      } else if (msg.type === "ready") {
        // Start-up phases (epoch ms), for ./scripts/bench and the curious.
        // The wasm is fetched by the page when engine-start.js compiled it: its end is in the page's timing.
        const wasm = FILES.wasm && performance.getEntriesByName(FILES.wasm).find((e) => e.responseEnd > 0);
        const fetched = wasm ? { "runtime-fetched": Math.round(performance.timeOrigin + wasm.responseEnd) } : {};
        self.__engineStart = {
          page: Math.round(performance.timeOrigin), requested, ...msg.marks, ...fetched, snapshot: msg.snapshot,
          files: msg.files, resources: msg.resources, starts, early: Boolean(boot),
        };
        current.up = true;
        resolve(msg);
      } else if (msg.type === "failed") {
        reject(new Error(msg.detail));
      } else if (msg.type === "crashed") {
        console.error(`engine crashed: ${msg.detail}`);
        const entry = current.pending.get(msg.id);
        current.pending.delete(msg.id);
        if (entry) entry.reject(new EngineStopped("crashed-while-answering"));
        stop(current, new EngineStopped("crashed"));
      }
    };
    const onError = (event) => {
      event.preventDefault();
      console.error(`engine worker failed: ${event.message || "(no message)"}`);
      stop(current, new EngineStopped(event.message || "worker-error"));
    };
    if (boot) {
      current.worker = boot.worker;
      boot.worker.removeEventListener("message", boot.keep);
      boot.worker.removeEventListener("error", boot.keep);
    } else {
      try {
        current.worker = new Worker(new URL("engine-worker.js", import.meta.url), { type: "module" });
      } catch (error) {
        reject(error);
        return;
      }
    }
    current.worker.addEventListener("message", onMessage);
    current.worker.addEventListener("error", onError);
    if (boot) {
      for (const event of boot.early) (event.type === "error" ? onError : onMessage)(event);
    } else {
      current.worker.postMessage({ type: "start", base: assetsBase().href, files: FILES });
    }
  });
}

export function startEngine() {
  if (engine) return engine.ready;
  if (starts > MAX_RESTARTS) return Promise.reject(new EngineStopped("stopped-too-often"));
  engine = launch();
  return engine.ready;
}

// `waiting()` (optional) is called when the request has to wait for the engine to start: it is not in
// the page's book (dom.js then says the engine's download).
export async function call(request, { waiting } = {}) {
  const entry = bookEntry();
  if (entry && entry.map === undefined) await entry.loaded; // only while the book is on its way
  const answer = entry && entry.map ? entry.map.get(canonical(request)) : undefined;
  if (answer !== undefined) {
    timings.push({ op: request.op, total: 0, engine: 0, bytes: answer.length, book: true });
    if (timings.length > TIMINGS_KEPT) timings.shift();
    return JSON.parse(answer); // a fresh copy: what a caller does with it never reaches the book
  }
  if (waiting && !(engine && engine.up)) waiting();
  await startEngine();
  const current = engine;
  if (!current) throw new EngineStopped("stopped");
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const text = JSON.stringify(request);
    current.pending.set(id, { resolve, reject, op: request.op, sent: performance.now(), asked: text.length });
    current.worker.postMessage({ type: "request", id, request: text });
  });
}

// For tools (./scripts/bench, the browser tests, the console): the same JSON door the widgets use;
// terminate() stops the running worker as a crash would (pending calls reject, the next call restarts).
self.__cardsEngine = {
  call: (request) => call(request),
  timings: () => timings.slice(),
  terminate: () => {
    if (engine) stop(engine, new EngineStopped("terminated"));
  },
};
