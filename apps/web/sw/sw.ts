/**
 * The storefront's service worker (/sw.js): the installable app's offline cache and the
 * receiver of push notifications.
 *
 * - Hashed /assets/ files: cache first (their names change with their content). The whole
 *   build's scripts and styles are cached at install, so every screen opens offline.
 * - Page navigations: network first, falling back to the page as last seen, else the app shell.
 * - Catalogue reads (products, categories, sellers, promotions, /metadata/*): network first,
 *   falling back to the last answer; the catalogue POSTs are keyed by URL and body.
 * - /media/ images: stale while revalidate.
 * Nothing carrying an Authorization header and no other API answer is ever cached. Every cache
 * is named after the build, so a deploy replaces them all. Caches are bounded.
 */
import type { PushMessage } from '@krishi/contract';

declare const self: ServiceWorkerGlobalScope;

/** Written into the built file by vite.config.ts: the build's id and its scripts and styles. */
declare const __SW_BUILD__: { version: string; precache: string[] };
const BUILD = __SW_BUILD__;

const PREFIX = 'krishi-';
const SHELL = `${PREFIX}shell-${BUILD.version}`;
const PAGES = `${PREFIX}pages-${BUILD.version}`;
const DATA = `${PREFIX}data-${BUILD.version}`;
const MEDIA = `${PREFIX}media-${BUILD.version}`;
const LIMITS: Record<string, number> = { [PAGES]: 40, [DATA]: 150, [MEDIA]: 300 };
/**
 * Un-hashed files the shell shows: the app's empty page (the built index.html, which the app
 * renders itself; a page the server rendered holds one page's content and data, and another
 * address hydrated from it would not match) and the logo broken images fall back to.
 */
const APP_SHELL = '/index.html';
const SHELL_FILES = [APP_SHELL, '/logo.svg', '/favicon.svg'];

/**
 * The catalogue's public reads (spec section 7); the POSTs are keyed by their body. The place
 * search is left out: every keystroke of an address would push catalogue pages out of the cache.
 */
const CATALOGUE_GETS = [/^\/api\/eproduct\/\d+$/, /^\/api\/promotion\/get-all$/, /^\/metadata\/(?!places)/];
const CATALOGUE_POSTS = [
  '/api/eproduct/products',
  '/api/ecategory/storeFrontcategories',
  '/api/seller/getStoreFrontSellers',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll([...SHELL_FILES, ...BUILD.precache]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL, PAGES, DATA, MEDIA]);
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && !current.has(n)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Another site's files, a logged-in call, or a deliberate trip to the network (the page's
  // connectivity check) are none of the cache's business.
  if (url.origin !== self.location.origin || request.headers.has('authorization') || request.cache === 'no-store') {
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (request.method === 'GET' && url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.method === 'GET' && SHELL_FILES.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.href, SHELL));
  } else if (request.method === 'GET' && url.pathname.startsWith('/media/')) {
    event.respondWith(staleWhileRevalidate(request, event));
  } else if (request.method === 'GET' && CATALOGUE_GETS.some((p) => p.test(url.pathname))) {
    event.respondWith(networkFirst(request, getKey(url), DATA));
  } else if (request.method === 'POST' && CATALOGUE_POSTS.includes(url.pathname)) {
    event.respondWith(postKey(request).then((key) => networkFirst(request, key, DATA)));
  }
});

/** The locale call carries a cache-busting `_t`; offline, any copy of that locale will do. */
function getKey(url: URL): string {
  const key = new URL(url);
  key.searchParams.delete('_t');
  return key.href;
}

/** A POST cannot be a cache key: a GET of the same URL plus a digest of the body stands in. */
async function postKey(request: Request): Promise<string> {
  const body = await request.clone().arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__body', hex);
  return url.href;
}

/** Only whole, successful answers of our own origin are kept. */
function cacheable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic';
}

async function put(cacheName: string, key: Request | string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const limit = LIMITS[cacheName];
  if (limit === undefined) return;
  // Keys come back oldest first: drop the oldest beyond the limit.
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
}

async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (cacheable(response)) await put(PAGES, request.url, response.clone());
    return response;
  } catch (error) {
    const cached =
      (await caches.match(request.url, { cacheName: PAGES })) ?? (await caches.match(APP_SHELL, { cacheName: SHELL }));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: SHELL });
  if (cached) return cached;
  const response = await fetch(request);
  if (cacheable(response)) await put(SHELL, request, response.clone());
  return response;
}

async function networkFirst(request: Request, key: string, cacheName: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (cacheable(response)) await put(cacheName, key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

async function staleWhileRevalidate(request: Request, event: FetchEvent): Promise<Response> {
  const cached = await caches.match(request, { cacheName: MEDIA });
  const fresh = fetch(request).then(async (response) => {
    if (cacheable(response)) await put(MEDIA, request, response.clone());
    return response;
  });
  if (!cached) return fresh;
  // The refresh finishes in the background; a failed one leaves the cached copy in place.
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

/** A path of our own site to open, never another origin. */
function localPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

function readMessage(event: PushEvent): PushMessage | null {
  try {
    const data: unknown = event.data?.json();
    if (typeof data !== 'object' || data === null) return null;
    const { title, body, url } = data as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string') return null;
    return { title, body, url: localPath(url) };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(localPath((event.notification.data as { url?: unknown } | null)?.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === target.pathname);
      if (open) return void (await open.focus());
      await self.clients.openWindow(target.href);
    })(),
  );
});
