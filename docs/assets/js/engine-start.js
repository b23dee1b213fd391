// A classic script at the top of the <head> of pages with a widget (overrides/main.html): it starts
// the engine's worker before the page is parsed (an async module would wait for the parser, about a
// third of a second on a busy machine). engine-client.js adopts this worker, and the messages it sent
// meanwhile, when it starts the engine. The files are those named by the meta just above.
(function () {
  "use strict";
  if (typeof WebAssembly !== "object" || typeof Worker !== "function" || !document.currentScript) return;
  var meta = document.querySelector('meta[name="cards-engine"]');
  if (!meta) return;
  var files = {};
  ["pyodide", "wasm", "snapshot", "stdlib"].forEach(function (name) {
    if (meta.dataset[name]) files[name] = new URL(meta.dataset[name], document.baseURI).href;
  });
  var here = document.currentScript.src;
  var requested = Math.round(performance.timeOrigin + performance.now());
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
  worker.postMessage({ type: "start", base: new URL("../../", here).href, files: files });
  self.__engineBoot = { worker: worker, early: early, keep: keep, files: files, requested: requested };
})();
