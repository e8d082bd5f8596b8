// Canary releases, per visitor. The release registry (release/registry.ts, changed by
// `npm run release -- canary` through the release API) names, per remote, a candidate version and
// the share of visitors who get it. Every visitor
// carries a random id in a cookie the server sets on their first page; hash(visitor, remote)
// places them in one of 10,000 buckets, and buckets below percent × 100 get the candidate. The
// same visitor keeps the same version on every load (sticky) until the canary ends or its share
// changes across their bucket; each remote's canary splits visitors independently.
import { createHash, randomBytes } from 'node:crypto';

export const VISITOR_COOKIE = 'vid';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const BUCKETS = 10_000;
const ONE_YEAR_S = 365 * 24 * 3600;

export interface CanaryRecord {
  version: string;
  entry: string;
  routes: unknown[];
  percent: number;
  /** When the canary started (ms): its visitors and failures are counted from then (release/health.ts). */
  since?: number;
}

/** The visitor id from a Cookie header, or null when absent or malformed. */
export function visitorFromCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === VISITOR_COOKIE) {
      const id = v.join('=');
      return VISITOR_ID.test(id) ? id : null;
    }
  }
  return null;
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function visitorCookie(id: string, secure = false): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** 0 … 9,999: where a visitor falls for a remote's canary. */
export function bucketOf(visitor: string, remote: string): number {
  return createHash('sha256').update(`${visitor}\0${remote}`).digest().readUInt32BE(0) % BUCKETS;
}

export function inCanary(visitor: string, remote: string, percent: number): boolean {
  return bucketOf(visitor, remote) < Math.round(percent * (BUCKETS / 100));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Keeps well-formed records only: a malformed record never breaks a page (everyone gets the live registry). */
export function parseCanaries(json: unknown): Record<string, CanaryRecord> {
  const out: Record<string, CanaryRecord> = {};
  if (!isObject(json)) return out;
  for (const [name, c] of Object.entries(json)) {
    if (!isObject(c)) continue;
    const { version, entry, routes, percent } = c;
    if (typeof version !== 'string' || typeof entry !== 'string' || !entry.startsWith('/remotes/') || !Array.isArray(routes)) continue;
    if (typeof percent !== 'number' || !(percent > 0) || percent > 100) continue;
    out[name] = { version, entry, routes, percent };
  }
  return out;
}

/** The registry this visitor gets: the live one, with the candidate for every canary they fall in. */
export function visitorRegistry(registry: unknown, canaries: Record<string, CanaryRecord>, visitor: string | null): unknown {
  if (!isObject(registry) || !visitor) return registry;
  let out: Record<string, unknown> | null = null;
  for (const [name, c] of Object.entries(canaries)) {
    if (!(name in registry) || !inCanary(visitor, name, c.percent)) continue;
    out ??= { ...registry };
    out[name] = { version: c.version, entry: c.entry, routes: c.routes };
  }
  return out ?? registry;
}
