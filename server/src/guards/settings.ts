// Settings of the provider's guards (upload bytes per day, login attempts per address, the trusted
// balancers that name a client's address, the replay window of signed calls), read from the
// environment by loadConfig.
// Malformed values stop the start, like every other setting.

export interface GuardSettings {
  /** UPLOAD_BYTES_PER_DAY (default 100 MiB): total bytes one account may upload per 24 hours. */
  uploadBytesPerDay: number;
  /**
   * UPLOAD_LEASE_SECONDS (default 60): how long an upload in flight holds its daily slot without
   * bringing a byte. Renewed as the bytes arrive; an upload that dies with its provider frees its
   * slot after this at the latest (at once when the provider starts again).
   */
  uploadLeaseMs: number;
  /**
   * LOGIN_ATTEMPTS_PER_IP_PER_MINUTE (default 30): login attempts one client address may make per
   * minute, whatever the accounts (0 turns the limit off). The end-to-end suite logs in many
   * times from 127.0.0.1 and raises it (e2e/lib/app-server.ts).
   */
  loginAttemptsPerIpPerMinute: number;
  /**
   * TRUST_PROXY (default off): the balancers whose `X-Forwarded-For` names the client, as a comma
   * list of addresses or CIDR ranges (e.g. `127.0.0.1` for the cluster's HAProxy on this machine).
   * Off, the client is the connection's peer and the header is ignored — a direct client cannot
   * pick its own address to dodge the per-address login limit. Behind a balancer it must be set,
   * or every customer shares the balancer's one address budget.
   */
  trustProxy: string[] | false;
  /**
   * SIGNED_REQUEST_WINDOW_SECONDS (default 300): how far a signed call's `time` header may be from
   * the provider's clock, either way, and so how long each signed request is remembered to be
   * accepted once. The app corrects its own clock from a refusal's `serverTime`, so a phone with a
   * wrong clock still works; a wire-contract client must send its clock in ms, within the window.
   */
  signedRequestWindowMs: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

const ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

function trustProxy(env: Env): string[] | false {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.find((a) => !ADDRESS.test(a));
  if (bad !== undefined) throw new Error(`TRUST_PROXY must be a comma list of IP addresses or CIDR ranges, got "${bad}"`);
  return list;
}

export function loadGuardSettings(env: Env): GuardSettings {
  return {
    trustProxy: trustProxy(env),
    uploadBytesPerDay: integer(env, 'UPLOAD_BYTES_PER_DAY', 100 * 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    uploadLeaseMs: integer(env, 'UPLOAD_LEASE_SECONDS', 60, 3, 3600) * 1000,
    loginAttemptsPerIpPerMinute: integer(env, 'LOGIN_ATTEMPTS_PER_IP_PER_MINUTE', 30, 0, 1_000_000),
    signedRequestWindowMs: integer(env, 'SIGNED_REQUEST_WINDOW_SECONDS', 300, 1, 86_400) * 1000,
  };
}
