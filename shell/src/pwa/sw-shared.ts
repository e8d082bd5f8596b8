// What the service worker (sw.ts) and the page (register.ts) agree on.

export const CACHE_NAMES = {
  pages: 'pages-v1',
  registry: 'registry-v1',
  remotes: 'remotes-v1',
  assets: 'shell-assets-v1',
  images: 'images-v1',
} as const;

/** /remotes/<name>/<version>/<file…>: a released remote version's file (immutable). */
export const REMOTE_FILE = /^\/remotes\/[\w-]+\/[\w.+-]+\/.+/;

/**
 * From the page once the worker is active: the registry it started with, and its own address (the
 * page loaded before the worker existed: its index.html is cached now, for an offline start).
 */
export type SwMessage = { type: 'cache-remotes'; registry: unknown; page: string };

/** The entry URL and folder of every remote the registry names (same-origin /remotes/ paths only). */
export function liveRemoteFiles(registry: unknown): { entries: Array<{ entry: string; folder: string }>; folders: string[] } {
  const entries: Array<{ entry: string; folder: string }> = [];
  if (typeof registry === 'object' && registry !== null) {
    for (const value of Object.values(registry as Record<string, unknown>)) {
      const entry = (value as { entry?: unknown } | null)?.entry;
      if (typeof entry !== 'string' || !REMOTE_FILE.test(entry) || entry.includes('..')) continue;
      entries.push({ entry, folder: entry.slice(0, entry.lastIndexOf('/') + 1) });
    }
  }
  return { entries, folders: entries.map((e) => e.folder) };
}
