// A classic script at the top of the <head> of pages with a widget (overrides/main.html): it starts
// the engine's worker before the page is parsed (an async module would wait for the parser, about a
// third of a second on a busy machine). engine-client.js adopts this worker, and the messages it sent
// meanwhile, when it starts the engine. The files are those named by the meta just above.
//
// The wasm is requested from here too, at once: the worker itself runs only 100–300 ms later (its
// script is fetched and evaluated while the page is parsed). It is compiled here (compileStreaming:
// compiled as it downloads, off the main thread, and kept in the browser's code cache) and the
// compiled module is posted to the worker, which fetches the wasm itself only if this failed. The
// snapshot is left to the worker: fetched by the page, its 14 MB went through the page's busy main
// thread and reached the worker later than the worker's own fetch.
(function () {
  "use strict";
  if (typeof WebAssembly !== "object" || typeof Worker !== "function" || !document.currentScript) return;
  var meta = document.querySelector('meta[name="cards-engine"]');
  if (!meta) return;
  var files = {};
  ["pyodide", "wasm", "snapshot", "stdlib"].forEach(function (name) {
    if (meta.dataset[name]) files[name] = new URL(meta.dataset[name], document.baseURI).href;
  });
  if (meta.dataset.image) files.image = Number(meta.dataset.image);
  var here = document.currentScript.src;
  var requested = Math.round(performance.timeOrigin + performance.now());
  var prefetched = Boolean(files.wasm && typeof WebAssembly.compileStreaming === "function");
  var worker;
  try {
    worker = new Worker(new URL("engine-worker.js", here), { type: "module" });
  } catch (error) {
    return; // engine-client.js will try again and say why
  }
  var early = [];
  var keep = function (event) {
    early.push(event);
  };
  worker.addEventListener("message", keep);
  worker.addEventListener("error", keep);
  worker.postMessage({ type: "start", base: new URL("../../", here).href, files: files, prefetched: prefetched });
  if (prefetched) {
    WebAssembly.compileStreaming(fetch(files.wasm)).then(function (module) {
      worker.postMessage({ type: "runtime", module: module });
    }, function (error) {
      worker.postMessage({ type: "runtime", error: String(error && error.message ? error.message : error) });
    });
  }
  self.__engineBoot = { worker: worker, early: early, keep: keep, files: files, requested: requested };
})();
