/* global self, caches */
// The signage player's service worker (issue 22): registered only by the player, with the player's address as its
// scope, so the back office is never controlled by it. It keeps the player's page and its built files (and the
// documents it plays) so a wall screen that reloads while offline starts again; the page's data comes from the
// player's own last-known store.
const CACHE = 'signage-player-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('signage-player-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page lists what it loaded before the worker controlled it (its address and its built files).
self.addEventListener('message', (event) => {
  const urls =
    event.data && event.data.type === 'cache' && Array.isArray(event.data.urls) ? event.data.urls : [];
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => cache.add(url).catch(() => undefined)))),
  );
});

function kept(response) {
  return response && (response.ok || response.type === 'opaque');
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (kept(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (kept(response)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The player's page: fresh when online, the last one kept when not.
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
    return;
  }
  // Built files have hashed names: kept as first fetched.
  if (url.origin === self.location.origin && url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  // Media-library documents (Storage download addresses carry alt=media and their token).
  if (url.searchParams.get('alt') === 'media') event.respondWith(cacheFirst(request));
});
