// A classic script at the top of the <head> of pages with a widget (overrides/main.html): it starts
// the engine's worker before the page is parsed (an async module would wait for the parser, about a
// third of a second on a busy machine). engine-client.js adopts this worker, and the messages it sent
// meanwhile, when it starts the engine. The files are those named by the meta just above.
//
// The wasm is requested from here too, at once: the worker itself runs only 100–300 ms later (its
// script is fetched and evaluated while the page is parsed). It is compiled here (compileStreaming:
// compiled as it downloads, off the main thread, and kept in the browser's code cache) and the
// compiled module is posted to the worker, which fetches the wasm itself only if this failed. The
// snapshot is left to the worker: fetched by the page, its 12 MB went through the page's busy main
// thread and reached the worker later than the worker's own fetch.
//
// The start request travels in the worker's name (read by the worker as its script runs): a message
// posted to a worker still loading waits for the page's main thread to hand it over, 30–160 ms later
// on a busy page. It is posted too (the worker starts once).
//
// Material's search worker builds its index as the page loads, a few hundred ms of a core that the
// engine's start needs on a two-core machine: on these pages it is created only once the engine is
// ready (or failed), or at once when the reader goes to the search field.
//
// A page with an answer book (meta cards-book, scripts/tools/book_hook.py) fetches it first: its
// widgets' first answers are in it, and on a slow link the engine's megabytes would share the line
// with it. The engine starts once the book has arrived (or failed) and the widgets' scripts are in
// (widgets.js calls self.__cardsWidgetsBound); engine-client.js waits for that start
// (self.__engineBooting) rather than starting a second worker, and reuses the book (self.__bookBoot).
(function () {
  "use strict";
  if (!document.currentScript) return;
  var here = document.currentScript.src;
  var hold = __cardsHoldSearch(); // at once: Material may create its search worker before the engine starts
  var bookMeta = document.querySelector('meta[name="cards-book"]');
  if (bookMeta) {
    var url = new URL(bookMeta.content, document.baseURI).href;
    var book = fetch(url).then(function (response) {
      return response.ok ? response.json() : null;
    }).catch(function () {
      return null;
    });
    self.__bookBoot = { url: url, promise: book };
    // ... and once the page's widgets are bound (widgets.js: their scripts are in), so that the
    // engine's megabytes never share the line with what the first answers need.
    var bound = new Promise(function (resolve) {
      self.__cardsWidgetsBound = resolve;
    });
    self.__engineBooting = Promise.all([book, bound]).then(function () {
      __cardsEngineBoot(here, hold);
    });
  } else {
    __cardsEngineBoot(here, hold);
  }
})();

// The engine's start itself (in a function of its own name: a classic script's declarations are global).
function __cardsEngineBoot(here, hold) {
  "use strict";
  if (typeof WebAssembly !== "object" || typeof Worker !== "function") return hold.release();
  var meta = document.querySelector('meta[name="cards-engine"]');
  if (!meta) return hold.release();
  var files = {};
  ["pyodide", "wasm", "snapshot", "stdlib"].forEach(function (name) {
    if (meta.dataset[name]) files[name] = new URL(meta.dataset[name], document.baseURI).href;
  });
  if (meta.dataset.image) files.image = Number(meta.dataset.image);
  if (meta.dataset.lock) files.lock = JSON.parse(meta.dataset.lock);
  var requested = Math.round(performance.timeOrigin + performance.now());
  var prefetched = Boolean(files.wasm && typeof WebAssembly.compileStreaming === "function");
  var start = { type: "start", base: new URL("../../", here).href, files: files, prefetched: prefetched };
  var worker;
  try {
    worker = new Worker(new URL("engine-worker.js", here), { type: "module", name: JSON.stringify(start) });
  } catch (error) {
    return hold.release(); // engine-client.js will try again and say why
  }
  var early = [];
  var keep = function (event) {
    if (event.data && event.data.type === "progress") __cardsEngineProgress(event.data.file, event.data.loaded);
    else early.push(event);
  };
  worker.addEventListener("message", keep);
  worker.addEventListener("error", keep);
  worker.postMessage(start);
  if (prefetched) {
    var wasm = fetch(files.wasm).then(function (response) {
      __cardsCount(response.clone(), "wasm");
      return response;
    });
    WebAssembly.compileStreaming(wasm).then(function (module) {
      worker.postMessage({ type: "runtime", module: module });
    }, function (error) {
      worker.postMessage({ type: "runtime", error: String(error && error.message ? error.message : error) });
    });
  }
  self.__engineBoot = { worker: worker, early: early, keep: keep, files: files, requested: requested };
  hold.watch(worker);
}

// The engine's download, for a widget waiting for it (dom.js says it: "2.1 of 5.8 megabytes"): the
// decoded bytes each counted file has received (the wasm here, the snapshot in the worker, which posts
// them), as the bytes served (meta cards-progress: each file's [decoded, served] sizes, from the build).
// Each change is the event cards:engine-progress on the document, {got, total} in bytes as served.
function __cardsEngineProgress(file, loaded) {
  "use strict";
  var meta = document.querySelector('meta[name="cards-progress"]');
  var state = self.__engineProgress || (self.__engineProgress = { loaded: {}, got: 0, total: 0 });
  var sizes = meta ? JSON.parse(meta.content).sizes || {} : {};
  state.loaded[file] = loaded;
  state.got = 0;
  state.total = 0;
  Object.keys(sizes).forEach(function (name) {
    var raw = sizes[name][0];
    var served = sizes[name][1];
    state.total += served;
    state.got += raw > 0 ? Math.min(1, (state.loaded[name] || 0) / raw) * served : 0;
  });
  document.dispatchEvent(new CustomEvent("cards:engine-progress", { detail: { got: state.got, total: state.total } }));
}

// Counts a response's bytes as they arrive (a clone: the original goes on untouched).
function __cardsCount(response, file) {
  "use strict";
  if (!response.body || !response.body.getReader) return;
  var reader = response.body.getReader();
  var loaded = 0;
  var pump = function () {
    return reader.read().then(function (part) {
      if (part.done) return;
      loaded += part.value.byteLength;
      __cardsEngineProgress(file, loaded);
      return pump();
    });
  };
  pump().catch(function () {});
}

// Material creates its search worker with `new Worker(url)` and then only posts to it and listens to
// its messages: until the engine has started, it gets a stand-in that keeps what is posted and
// hands it to the real worker when that is created.
function __cardsHoldSearch() {
  "use strict";
  if (typeof Worker !== "function") return { watch: function () {}, release: function () {} };
  var RealWorker = self.Worker;
  var waiting = [];
  var released = false;
  var release = function () {
    if (released) return;
    released = true;
    waiting.forEach(function (create) {
      create();
    });
    waiting = null;
  };
  var watch = function (engine) {
    engine.addEventListener("message", function (event) {
      if (event.data && (event.data.type === "ready" || event.data.type === "failed")) release();
    });
    engine.addEventListener("error", release);
  };
  document.addEventListener("focusin", function (event) {
    var target = event.target;
    if (target && target.closest && target.closest("[data-md-component=search-query]")) release();
  });
  var Held = function (url, options) {
    if (released || !/\/workers\/search\.[0-9a-f]+\.min\.js$/.test(String(url))) {
      return new RealWorker(url, options);
    }
    var standIn = new EventTarget();
    var posted = [];
    var real = null;
    standIn.postMessage = function (data) {
      if (real) real.postMessage(data);
      else if (posted) posted.push(data);
    };
    standIn.terminate = function () {
      if (real) real.terminate();
      posted = null;
    };
    waiting.push(function () {
      if (!posted) return;
      real = new RealWorker(url, options);
      real.addEventListener("message", function (event) {
        standIn.dispatchEvent(new MessageEvent("message", { data: event.data }));
      });
      real.addEventListener("error", function (event) {
        console.error("search worker failed:", event.message);
      });
      posted.forEach(function (data) {
        real.postMessage(data);
      });
      posted = null;
    });
    return standIn;
  };
  Held.prototype = RealWorker.prototype;
  self.Worker = Held;
  return { watch: watch, release: release };
}
