/* global self, caches */
/**
 * The service worker of the mobile pages (registered with the scope /mobile/ only, by modules/mobile/pwa.ts).
 * The build (client/vite.config.ts, mobileServiceWorker) prepends `self.ZHUXIE_BUILD = { version, shell }`: this build's id and the
 * files of the app shell (index.html, the entry and the mobile pages' chunks and styles, the icons).
 *
 * - Install: the shell goes into a cache of this build; activate: older builds' caches go, open pages are taken over.
 * - A page of /mobile/ opens from the cached index.html (fast on a weak network); without one, from the network.
 * - Hashed files (/assets/) and the other static files: the cache, else the network (and kept for next time).
 * - Data (GraphQL, REST, files) and everything not a GET: never cached, always the network.
 * With no network, the shell still opens and the mobile frame shows its offline page (MobileLayout).
 */
const { version, shell } = self.ZHUXIE_BUILD;
const PREFIX = 'zhuxie-mobile-';
const CACHE = `${PREFIX}${version}`;
const DATA = /^\/(graphql|api|files|healthz)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(shell))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** The cached answer, else the network's (a good one is kept). */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** A page of the app: the cached shell (the client routes), else the network. */
async function page(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match('/index.html')) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || DATA.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  event.respondWith(cacheFirst(request));
});
