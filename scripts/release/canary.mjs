// Canary records (RELEASE_DIR/canary.json): { <remote>: { version, percent, entry, routes, since, by } }.
// The server reads them per request and gives `percent` % of visitors the candidate, sticky per
// visitor (server/src/static/canary.ts).
import { FILES, readJsonIn, writeJsonAtomic } from './store.mjs';

export function readCanaries(releaseDir) {
  const c = readJsonIn(releaseDir, FILES.canary, {});
  return c && typeof c === 'object' && !Array.isArray(c) ? c : {};
}

export function writeCanaries(releaseDir, canaries) {
  writeJsonAtomic(releaseDir, FILES.canary, canaries);
}

/** A share of visitors: a number in (0, 100]. */
export function parsePercent(text) {
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(String(text)) || !(n > 0) || n > 100)
    throw new Error(`percent must be a number above 0 and at most 100, got "${text}"`);
  return n;
}
