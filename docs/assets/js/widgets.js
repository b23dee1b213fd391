// Binds the interactive widgets on every page (Material's document$ fires after each instant
// navigation) and starts the engine early, off the main thread.
import { call, startEngine } from "./engine-client.js";
import { bindExample } from "./example.js";

const WIDGETS = "[data-example]";

function bindAll() {
  const examples = document.querySelectorAll(WIDGETS);
  if (examples.length) startEngine().catch(() => {});
  for (const element of examples) bindExample(element, { call, ready: startEngine });
}

function warmOnIdle() {
  // Pages without widgets still warm the engine when the browser is idle, so the next page with an
  // example is ready at once; readers who asked to save data only pay for it where it is used.
  if (navigator.connection && navigator.connection.saveData) return;
  const idle = self.requestIdleCallback || ((fn) => setTimeout(fn, 1500));
  idle(() => startEngine().catch(() => {}));
}

// Switching language loads the whole page: instant navigation would keep the other language's
// header, search index and <html lang>.
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element ? event.target.closest(".md-select a[hreflang]") : null;
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    location.assign(link.href);
  },
  true,
);

if (self.document$ && typeof self.document$.subscribe === "function") {
  self.document$.subscribe(() => bindAll());
} else {
  bindAll();
}
warmOnIdle();
