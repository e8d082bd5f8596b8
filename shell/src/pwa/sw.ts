// The service worker (installable app): built by Workbox's InjectManifest from this
// file (shell/webpack.config.js) into /sw.js, served same-origin and never cached by the browser
// (server/src/static/cache-policy.ts), so a new shell build is picked up on the next start.
//
//   - the shell's own files (content-hashed): precached at install, served from the cache;
//   - index.html (every navigation) and the remote registry (/remotes.json): network first, the
//     last copy when the network fails. The registry is the one mutable pointer of a release: a
//     rollback reaches an installed app on its next start, online;
//   - the remotes' files (/remotes/<name>/<version>/…, immutable): cache first. The page sends the
//     registry it started with ('cache-remotes' message): every file of each live version (its
//     mf-manifest.json lists them) is fetched in the background, so every page starts offline,
//     and the files of versions no longer live are dropped;
//   - other hashed shell assets (fonts) and the server's images (/static/): cache first, bounded.
// API calls (POST) are not cached here: the shell keeps the last quotes itself (last-answers.ts).
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES, REMOTE_FILE, liveRemoteFiles, type SwMessage } from './sw-shared';

interface ExtendableEventLike extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface SwScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}
declare const self: SwScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new worker takes over at once: the files it serves are content-hashed, so pages of the old
// shell keep finding theirs on the network or in the runtime caches.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** The Vary of index.html (Accept-Language, Cookie) would hide the copy from a later visit. */
const matchOptions = { ignoreVary: true };

// Every page visited is kept (a product's Detail per code…): the last 30.
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  matchOptions,
  networkTimeoutSeconds: 10,
  plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'), pages);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/remotes.json',
  new NetworkFirst({ cacheName: CACHE_NAMES.registry, matchOptions, networkTimeoutSeconds: 10 }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && REMOTE_FILE.test(url.pathname),
  new CacheFirst({ cacheName: CACHE_NAMES.remotes, matchOptions }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/static/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 86400, purgeOnQuotaError: true })],
  }),
);

// Offline, a page never opened before starts from the last index.html of any page (history
// routing: the same shell; the inline registry and data are the last the app saw).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const cache = await caches.open(CACHE_NAMES.pages);
    const any =
      (await cache.match('/', matchOptions)) ??
      (await cache.keys().then((keys) => (keys[0] ? cache.match(keys[0], matchOptions) : undefined)));
    if (any) return any;
  }
  return Response.error();
});

/** The page that registered the worker, loaded before the worker existed: its index.html, kept now. */
async function cachePage(page: unknown): Promise<void> {
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//')) return;
  const cache = await caches.open(CACHE_NAMES.pages);
  if (await cache.match(page, matchOptions)) return;
  try {
    const res = await fetch(page, { credentials: 'same-origin' });
    if (res.ok && (res.headers.get('Content-Type') ?? '').startsWith('text/html')) await cache.put(page, res);
  } catch {
    /* offline: the next navigation caches it */
  }
}

/** Fetches every file of the live remote versions not cached yet; drops other versions' files. */
async function cacheRemotes(registry: unknown): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.remotes);
  const { entries, folders } = liveRemoteFiles(registry);
  if (folders.length === 0) return;
  const files = new Set<string>();
  await Promise.all(
    entries.map(async ({ entry, folder }) => {
      files.add(entry);
      try {
        const res = await fetch(`${folder}mf-manifest.json`);
        if (!res.ok) return;
        for (const file of manifestFiles(await res.json())) files.add(`${folder}${file}`);
      } catch {
        /* offline or not published: the files are cached as they are used */
      }
    }),
  );
  for (const url of files) {
    if (await cache.match(url)) continue;
    try {
      const res = await fetch(url);
      if (res.ok) await cache.put(url, res);
    } catch {
      return;
    } // offline: try again on the next start
  }
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!folders.some((f) => path.startsWith(f))) await cache.delete(request);
  }
}

function manifestFiles(manifest: unknown): string[] {
  const out: string[] = [];
  const exposes = (manifest as { exposes?: unknown })?.exposes;
  if (!Array.isArray(exposes)) return out;
  for (const e of exposes as Array<{ assets?: Record<string, Record<string, unknown>> }>) {
    for (const kind of ['js', 'css']) {
      for (const when of ['sync', 'async']) {
        const list = e?.assets?.[kind]?.[when];
        if (Array.isArray(list)) for (const f of list) if (typeof f === 'string' && /^[\w.\-/]+$/.test(f) && !f.includes('..')) out.push(f);
      }
    }
  }
  return out;
}

self.addEventListener('message', (event) => {
  const data = event.data as SwMessage | null;
  if (data?.type === 'cache-remotes') event.waitUntil(Promise.all([cachePage(data.page), cacheRemotes(data.registry)]));
});
