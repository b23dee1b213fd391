// Registers the site's service worker (sw.js at the site's root, scope: the whole site, both
// languages), which keeps this build's pages and engine for reading offline (scripts/tools/sw.js).
// Registered once the engine's first start is over, so that its precache never competes with the
// runtime's first download; hashed files then come from the HTTP cache, not the network.
//
// A reader who asked to save data (Save-Data: navigator.connection.saveData) is not sent the whole
// engine for later: the page offers to keep the site offline (a button at the end of the page, in the
// page's language: meta cards-offline), and the worker is registered only when they press it (or if
// they did on an earlier visit: its registration is then kept up to date).
import { engineSettled } from "./engine-client.js";

const root = new URL("../../", import.meta.url);
const IDLE_PAGE_DELAY_MS = 10000; // a page without widgets where the engine never starts still registers

function register() {
  return navigator.serviceWorker
    .register(new URL("sw.js", root), { scope: root.pathname })
    .catch((error) => console.warn("offline reading unavailable:", error && error.message));
}

let kept = false;
function offer() {
  const meta = document.querySelector('meta[name="cards-offline"]');
  if (kept || !meta || document.querySelector("[data-offline-offer]")) return;
  const box = document.createElement("p");
  box.className = "offline-offer";
  box.dataset.offlineOffer = "";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "md-button";
  button.dataset.action = "keep-offline";
  button.textContent = meta.dataset.offer;
  button.addEventListener("click", () => {
    kept = true;
    box.replaceChildren(meta.dataset.saving);
    box.setAttribute("role", "status");
    register();
  }, { once: true });
  box.append(button);
  (document.querySelector(".md-content__inner") || document.body).append(box);
}

async function saveData() {
  if (!(navigator.connection && navigator.connection.saveData)) return false;
  const registration = await navigator.serviceWorker.getRegistration(root.href).catch(() => null);
  return !registration;
}

if ("serviceWorker" in navigator && self.isSecureContext) {
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  saveData().then((asked) => {
    if (asked) {
      offer();
      // Material's instant navigation replaces the content: the offer is put back on each page.
      if (self.document$ && typeof self.document$.subscribe === "function") self.document$.subscribe(offer);
      return;
    }
    // A page with a widget starts the engine (widgets.js): the worker waits for that start however long
    // it takes (half a minute on a slow phone link, where the precache would share the line with it).
    const starts = document.querySelector("[data-example], [data-widget]");
    const late = starts ? new Promise(() => {})
      : loaded.then(() => new Promise((resolve) => setTimeout(resolve, IDLE_PAGE_DELAY_MS)));
    Promise.race([engineSettled, late]).then(register);
  });
}
