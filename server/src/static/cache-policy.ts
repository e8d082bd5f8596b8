// How long browsers may keep each released file. Anything whose URL changes with its content is
// cached for a year; the pointers that choose which content to load (index.html, remotes.json)
// are never cached, so a release or a rollback reaches users on their next load.
import { CACHE_CONTROL } from '../constants';

/** A hex content hash of 8+ characters between separators, as webpack's [contenthash] writes. */
const CONTENT_HASH = /[.-](?=[0-9a-f]*\d)[0-9a-f]{8,}[.-]/i;

export function hasContentHash(fileName: string): boolean {
  return CONTENT_HASH.test(fileName);
}

/**
 * The service worker's script: the browser checks it for a new version on every start, and must
 * get the latest (a stale worker would keep serving an old shell). Same origin, like the app.
 */
export const SERVICE_WORKER_FILE = 'sw.js';
/** Kept, but asked again (revalidated) on every use. */
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache';

/** Cache-Control for a file of shell/, given its path relative to that folder ("assets/x.js"). */
export function shellCacheControl(relativePath: string): string {
  const fileName = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  if (fileName === 'index.html') return CACHE_CONTROL.noStore;
  if (relativePath === SERVICE_WORKER_FILE) return SERVICE_WORKER_CACHE_CONTROL;
  if (relativePath.startsWith('assets/') || hasContentHash(fileName)) return CACHE_CONTROL.immutable;
  return CACHE_CONTROL.shortLived;
}
