// The release directory's mutable files, each replaced atomically (write a temporary file, then
// rename): remotes.json (the live registry), canary.json (candidates and their share) and
// history.json (every step a release manager took). Everything else in RELEASE_DIR is immutable.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FILES = { registry: 'remotes.json', canary: 'canary.json', history: 'history.json', shellProvides: 'shell-shared.json' };

export function readJsonIn(releaseDir, file, fallback) {
  const full = path.join(releaseDir, file);
  if (!existsSync(full)) return fallback;
  return JSON.parse(readFileSync(full, 'utf8'));
}

export function writeJsonAtomic(releaseDir, file, value) {
  mkdirSync(releaseDir, { recursive: true });
  const full = path.join(releaseDir, file);
  const tmp = `${full}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, full); // a reader sees the old file or the new one, never half of one
}

/** Versions of a remote still hosted (a folder with its mf-manifest.json), oldest first. */
export function hostedVersions(releaseDir, name) {
  const dir = path.join(releaseDir, 'remotes', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => existsSync(path.join(dir, v, 'mf-manifest.json')))
    .sort(compareVersions);
}

export function compareVersions(a, b) {
  const pa = a.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  const pb = b.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === pb[i]) continue;
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    return typeof pa[i] === 'number' && typeof pb[i] === 'number' ? pa[i] - pb[i] : String(pa[i]).localeCompare(String(pb[i]));
  }
  return 0;
}

/** The registry entry of a hosted version: what the shell needs to load it. */
export function entryFor(releaseDir, name, version) {
  const folder = path.join(releaseDir, 'remotes', name, version);
  return {
    version,
    entry: `/remotes/${name}/${version}/remoteEntry.js`,
    routes: JSON.parse(readFileSync(path.join(folder, 'routes.json'), 'utf8')),
  };
}
