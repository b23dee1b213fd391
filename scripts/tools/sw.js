// The site's service worker (template: scripts/tools/offline.py writes site/sw.js with this build's
// id and file list). One cache per build, filled whole at install; a new build's worker replaces it
// and deletes every older one, so a reader never gets one build's engine with another's pages.
//
// - content-hashed files (runtime, engine, Material's bundles): from the cache, else the network;
// - everything else (pages, the site's scripts and styles, the search index): from the network when
//   there is one (the server revalidates them), else from this build's cache. Online, a reader
//   always gets the newest build; offline, the last complete one.
const BUILD = "__BUILD__";
const FILES = ["__FILES__"];
const HASHED = new RegExp("__HASHED__");
const PREFIX = "cards-";
const CACHE = `${PREFIX}${BUILD}`;
const scope = new URL(self.registration.scope);

function relative(url) {
  return `/${url.pathname.slice(scope.pathname.length)}`;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(FILES.map(async (path) => {
      const url = new URL(path, scope);
      // Unhashed files are revalidated: the HTTP cache may still hold a previous build's copy.
      const response = await fetch(url, { cache: HASHED.test(relative(url)) ? "default" : "no-cache" });
      if (!response.ok) throw new Error(`precache ${url.pathname}: HTTP ${response.status}`);
      await cache.put(url, response);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const options = { ignoreSearch: true, ignoreVary: true };
  const url = new URL(request.url);
  url.hash = "";
  let hit = await cache.match(url.href, options);
  if (!hit && !url.pathname.endsWith("/")) hit = await cache.match(`${url.href}/`, options);
  if (!hit && url.pathname.endsWith("/index.html")) hit = await cache.match(url.href.slice(0, -10), options);
  if (!hit && request.mode === "navigate") hit = await cache.match(new URL("404.html", scope).href, options);
  return hit;
}

async function cacheFirst(request) {
  const hit = await fromCache(request);
  return hit || fetch(request);
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const hit = await fromCache(request);
    if (hit) return hit;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  event.respondWith(HASHED.test(relative(url)) ? cacheFirst(request) : networkFirst(request));
});

// For the tests and the curious: which build this worker serves.
self.addEventListener("message", (event) => {
  if (event.data === "build" && event.ports[0]) event.ports[0].postMessage(BUILD);
});
