// Binds the interactive widgets on every page (Material's document$ fires after each instant
// navigation) and starts the engine early, off the main thread.
import { call, firstAnswers, startEngine } from "./engine-client.js";
import { bindExample } from "./example.js";

const engine = { call, ready: startEngine };
// A worked example's every step is in its page's answer book: it is ready as soon as the book is; so
// are the lessons' steps and the first drills (scripts/tools/book_requests.py).
const examples = { call, ready: firstAnswers };
const FROM_BOOK = new Set(["learn", "practice"]);

// Other widgets: <div data-widget="NAME"> is bound by docs/assets/js/widgets/NAME.js (export bind).
async function bindWidget(element) {
  if (element.dataset.bound === "true") return;
  element.dataset.bound = "true";
  const name = element.dataset.widget;
  if (!/^[a-z0-9-]+$/.test(name)) return;
  const module = await import(`./widgets/${name}.js`);
  module.bind(element, FROM_BOOK.has(name) ? examples : engine);
}

// Material wraps wide tables in a scrolling box: make it reachable with the keyboard (Tab, then arrows).
function scrollablesFocusable() {
  for (const box of document.querySelectorAll(".md-typeset__scrollwrap, .example__body, .lesson__table, .drill__table")) {
    if (box.scrollWidth > box.clientWidth && !box.hasAttribute("tabindex")) box.tabIndex = 0;
  }
}

function bindAll() {
  scrollablesFocusable();
  // The path map and the drills due are read from this browser's progress: no engine needed.
  if (document.querySelector("[data-path], [data-due-game], [data-review-now]")) {
    import("./path-map.js").then((module) => module.bind()).catch((error) => console.error(error));
  }
  const found = document.querySelectorAll("[data-example]");
  const widgets = document.querySelectorAll("[data-widget]");
  if (found.length || widgets.length) startEngine().catch(() => {});
  for (const element of found) bindExample(element, examples);
  const bound = [...widgets].map((element) => bindWidget(element).catch((error) => console.warn(error)));
  // The widgets' scripts are in: on a page with an answer book, engine-start.js starts the engine now
  // (its megabytes would otherwise share a slow line with these scripts, before the first answers).
  Promise.all(bound).then(() => {
    reaim();
    if (self.__cardsWidgetsBound) self.__cardsWidgetsBound();
  });
}

// A link to a section of another page ("../#play", "learn/#lesson-deal"): Material's instant navigation
// scrolls to it before the page's widgets have drawn their controls, which then push it out of view, and
// its anchor tracking rewrites the address to whatever section is in view. Once the widgets are bound the
// section is brought back into view and the address says it again.
let aimed = null;
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || !link.hash || link.origin !== location.origin || link.pathname === location.pathname) return;
  aimed = { path: link.pathname, hash: link.hash };
}, true);

function reaim() {
  const target = aimed && aimed.path === location.pathname ? aimed.hash : null;
  aimed = null;
  const element = target && document.getElementById(decodeURIComponent(target.slice(1)));
  if (!element) return;
  element.scrollIntoView();
  history.replaceState(history.state, "", target);
}

function warmOnIdle() {
  // Pages without widgets still warm the engine when the browser is idle, so the next page with an
  // example is ready at once; readers who asked to save data only pay for it where it is used.
  if (navigator.connection && navigator.connection.saveData) return;
  const idle = self.requestIdleCallback || ((fn) => setTimeout(fn, 1500));
  idle(() => startEngine().catch(() => {}));
}

// Switching language loads the whole page: instant navigation would keep the other language's
// header, search index and <html lang>. A link into a workbench position (#wb=…) does too: the
// workbench reads its position from the address as it starts.
document.addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target ? target.closest(".md-select a[hreflang], .workbench-link a") : null;
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
addEventListener("resize", () => requestAnimationFrame(scrollablesFocusable));
