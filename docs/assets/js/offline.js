// Registers the site's service worker (sw.js at the site's root, scope: the whole site, both
// languages), which keeps this build's pages and engine for reading offline (scripts/tools/sw.js).
// Registered once the engine's first start is over, so that its precache never competes with the
// runtime's first download; hashed files then come from the HTTP cache, not the network.
import { engineSettled } from "./engine-client.js";

const root = new URL("../../", import.meta.url);
const IDLE_PAGE_DELAY_MS = 10000; // a page where the engine never starts (Save-Data) still registers

function register() {
  navigator.serviceWorker
    .register(new URL("sw.js", root), { scope: root.pathname })
    .catch((error) => console.warn("offline reading unavailable:", error && error.message));
}

if ("serviceWorker" in navigator && self.isSecureContext) {
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  const late = loaded.then(() => new Promise((resolve) => setTimeout(resolve, IDLE_PAGE_DELAY_MS)));
  Promise.race([engineSettled, late]).then(register);
}
