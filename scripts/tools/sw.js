// The site's service worker (template: scripts/tools/offline.py writes site/sw.js with this build's
// id and file list). One cache per build, filled whole at install; a new build's worker replaces it
// and deletes every older one, so a reader never gets one build's engine with another's pages.
//
// - content-hashed files (runtime, engine, Material's bundles): from the cache, else the network;
// - pages: from the network when there is one (the server revalidates them), else from this build's
//   cache. Online, a reader always gets the newest build; offline, the last complete one;
// - the other files a page asks for (the site's scripts and styles, the search index, the pages
//   fetched by instant navigation): from the cache when the page itself is this build's (the
//   network's copy is the cached one), else like pages.
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
  if (!hit && request.mode === "navigate") {
    // An address that leads nowhere: the 404 page of its language's folder (es/404.html), else the root's.
    const folder = url.pathname.slice(scope.pathname.length).split("/")[0];
    if (folder) hit = await cache.match(new URL(`${folder}/404.html`, scope).href, options);
    if (!hit) hit = await cache.match(new URL("404.html", scope).href, options);
  }
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

// Pages whose copy from the network is byte for byte this build's cached copy: the page is of this
// build, so its own requests can come from the cache without asking the server (a warm visit). Kept
// in memory only: when the browser stops this worker, the next requests simply ask the network.
const current = new Set();

async function navigate(event) {
  const request = event.request;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const hit = await fromCache(request);
    if (!hit) throw error;
    if (event.resultingClientId) current.add(event.resultingClientId);
    return hit;
  }
  // Compared before the page gets it (a page is a few tens of kB), so that its first requests already
  // know whether they may come from the cache.
  if (response.ok && event.resultingClientId) {
    const cached = await fromCache(request);
    if (cached) {
      const [mine, theirs] = await Promise.all([response.clone().arrayBuffer(), cached.arrayBuffer()]);
      const a = new Uint8Array(mine);
      const b = new Uint8Array(theirs);
      if (a.length === b.length && a.every((byte, i) => byte === b[i])) current.add(event.resultingClientId);
    }
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  if (HASHED.test(relative(url))) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(navigate(event));
  else if (current.has(event.clientId)) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request));
});

// For the tests and the curious: which build this worker serves.
self.addEventListener("message", (event) => {
  if (event.data === "build" && event.ports[0]) event.ports[0].postMessage(BUILD);
});
