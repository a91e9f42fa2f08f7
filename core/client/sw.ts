/// <reference lib="webworker" />
// The service worker of the app shell, built to dist/public/sw.js (not hashed, so its URL is stable).
// - Navigations: network first (the server injects the enabled modules into index.html), the cached
//   shell when offline.
// - Hashed assets under /assets/: cache first; their names change with their content.
// - /api is never cached: answers depend on the user and must be fresh.
// A new build has a new build id, so a new cache; the new worker takes over at once
// (skipWaiting + clients.claim) and deletes the caches of older builds.

declare const __SIAKAD_BUILD_ID__: string;
declare const __SIAKAD_SHELL_ASSETS__: string[];

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE_PREFIX = 'siakad-shell-';
const CACHE_NAME = `${CACHE_PREFIX}${__SIAKAD_BUILD_ID__}`;
const SHELL_URL = '/index.html';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll([SHELL_URL, ...__SIAKAD_SHELL_ASSETS__]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE_NAME).map((k) => caches.delete(k))))
      .then(() => worker.clients.claim()),
  );
});

async function networkFirstShell(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstShell(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

export {};
