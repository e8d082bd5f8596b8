// The remote registry (/remotes.json): the only mutable pointer of a release. It names each
// remote's version, its manifest URL and the routes it owns, so a team can add a page or roll
// back its remote without a shell release.
import { INLINE_DATA_IDS } from '@app/shared';
import { DOMAINS, type DomainName, type Registry, type RemoteEntry, type RouteMeta } from '@app/shared/routes';
import { readInlineJson } from '../inline-json';

// The registry's shape is shared with the server (shared/src/routes/registry-types.ts).
export type { Registry, RemoteEntry, RouteMeta };

function isRouteMeta(v: unknown): v is RouteMeta {
  const r = v as RouteMeta;
  return typeof r === 'object' && r !== null && typeof r.path === 'string' && r.path.startsWith('/') && typeof r.auth === 'boolean';
}

/** Keeps only well-formed entries of known domains; a broken entry disables one domain, not the app. */
export function parseRegistry(json: unknown): Registry {
  const out: Registry = {};
  if (typeof json !== 'object' || json === null) return out;
  for (const name of DOMAINS) {
    const e = (json as Record<string, unknown>)[name] as RemoteEntry | undefined;
    if (!e || typeof e.version !== 'string' || typeof e.entry !== 'string' || !Array.isArray(e.routes)) continue;
    out[name] = { version: e.version, entry: e.entry, routes: e.routes.filter(isRouteMeta) };
  }
  return out;
}

/**
 * The registry as index.html carries it (no round trip), or null when the page has none or it
 * cannot be read, and the shell fetches /remotes.json instead.
 */
export function readInlineRegistry(doc: Pick<Document, 'getElementById'> = document): Registry | null {
  const json = readInlineJson(doc, INLINE_DATA_IDS.registry);
  return json === undefined ? null : parseRegistry(json);
}

/** null when the registry cannot be read: the shell then offers a reload instead of routes. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry | null> {
  try {
    const res = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!res.ok) return null;
    return parseRegistry(await res.json());
  } catch {
    return null;
  }
}

/** path → owning domain and its route meta. */
export function routeTable(registry: Registry): Array<RouteMeta & { domain: DomainName }> {
  const rows: Array<RouteMeta & { domain: DomainName }> = [];
  for (const domain of DOMAINS) {
    for (const route of registry[domain]?.routes ?? []) rows.push({ ...route, domain });
  }
  return rows;
}
