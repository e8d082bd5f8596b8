// Settings of the provider, read from the environment with demo defaults so that `npm start`
// works on a fresh clone. Tests call loadConfig with their own env object.
import path from 'node:path';
import { DEMO_SECRETS, type Variant } from '@app/shared/transport';
import { APP_VERSION } from '@app/shared/constants';
import { loadWalletSettings, type WalletSettings } from './wallet/settings';
import { loadStaffSettings, type StaffSettings } from './staff/settings';
import { loadAccountSettings, type AccountSettings } from './account/settings';
import { loadMarketSettings, type MarketSettings } from './market/settings';
import { loadGuardSettings, type GuardSettings } from './guards/settings';
import { loadClusterSettings, type ClusterSettings } from './cluster/settings';
import { loadReleaseSettings, type ReleaseSettings } from './release/settings';
import { loadSocketSettings, type SocketSettings } from './ws/settings';
import { loadRequestLogSettings, type RequestLogSettings } from './logging/settings';
import { loadCanaryHealthSettings, type CanaryHealthSettings } from './release/health-settings';

export interface Config {
  port: number;
  host: string;
  /**
   * TLS_CERT_FILE + TLS_KEY_FILE (PEM files): serve HTTPS with HTTP/2 (HTTP/1.1 still accepted,
   * for old clients and the socket's upgrade); null: plain HTTP/1.1, for a balancer that
   * terminates TLS in front (a page's dozen small files and calls share one connection).
   */
  tls: { certFile: string; keyFile: string } | null;
  /** Holds app.db (the embedded database) and uploads; created on first start. */
  dataDir: string;
  /** postgres://… to use PostgreSQL instead of the embedded database; null for the embedded one. */
  databaseUrl: string | null;
  /** Built front end: shell/, remotes/<name>/<version>/, remotes.json. */
  releaseDir: string;
  signSecrets: Record<Variant, string>;
  latestVersion: { name: string; code: number };
  seedDemo: boolean;
  /** SHUTDOWN_GRACE_MS: how long a stop (SIGTERM, Ctrl-C) waits for requests in flight before it exits anyway. */
  shutdownGraceMs: number;
  quoteIntervalMs: number;
  /** Seed of the market simulator's random walk, so a run can be replayed. */
  marketSeed: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_REQUEST_SAMPLE, LOG_SLOW_REQUEST_MS (logging/settings.ts). */
  requestLog: RequestLogSettings;
  /** Withdrawal hours switch, tax mode, demo review delay, deposit address (wallet/settings.ts). */
  wallet: WalletSettings;
  /** DEMO_LOG_CAPTCHA (account/settings.ts). */
  account: AccountSettings;
  /** MARKET_HOURS (market/settings.ts). */
  market: MarketSettings;
  /** UPLOAD_BYTES_PER_DAY, LOGIN_ATTEMPTS_PER_IP_PER_MINUTE, TRUST_PROXY, SIGNED_REQUEST_WINDOW_SECONDS (guards/settings.ts). */
  guards: GuardSettings;
  /** SOCKETS_PER_TOKEN, SOCKETS_PER_ADDRESS (ws/settings.ts). */
  sockets: SocketSettings;
  /** BROKER_URL, INSTANCE_ID, CLUSTER_LEASE_POLL_MS, BROKER_PREFIX (cluster/settings.ts). */
  cluster: ClusterSettings;
  /** Upload limits, source maps, the gate's browser checks (release/settings.ts). */
  release: ReleaseSettings;
  /** RELEASE_CANARY_MARGIN, RELEASE_CANARY_MIN_VISITORS, RELEASE_HEALTH_CHECK_MS, RELEASE_HEALTH_REPORTS_PER_IP_PER_MINUTE (release/health-settings.ts). */
  canaryHealth: CanaryHealthSettings;
  /** STAFF_PORT, STAFF_HOST, STAFF_SIGN_SECRET, STAFF_REVIEW, STAFF_OPERATIONS, STAFF_SECOND_APPROVAL_ABOVE, STAFF_SESSION_HOURS (staff/settings.ts). */
  staff: StaffSettings;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = present(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new Error(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new Error(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = present(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

const LOG_LEVELS: readonly Config['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): Config['logLevel'] {
  const raw = present(env, 'LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

function tlsFiles(env: Env): Config['tls'] {
  const certFile = present(env, 'TLS_CERT_FILE');
  const keyFile = present(env, 'TLS_KEY_FILE');
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}

/** Throws on a malformed value: a typo in production should stop the start, not be guessed. */
export function loadConfig(env: Env = process.env): Config {
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: present(env, 'HOST') ?? '0.0.0.0',
    tls: tlsFiles(env),
    dataDir: path.resolve(present(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: present(env, 'DATABASE_URL') ?? null,
    releaseDir: path.resolve(present(env, 'RELEASE_DIR') ?? path.join(REPO_ROOT, 'releases')),
    signSecrets: {
      main: present(env, 'SIGN_SECRET_MAIN') ?? DEMO_SECRETS.main,
      chat: present(env, 'SIGN_SECRET_CHAT') ?? DEMO_SECRETS.chat,
    },
    latestVersion: {
      name: present(env, 'APP_LATEST_VERSION') ?? APP_VERSION.name,
      code: integer(env, 'APP_LATEST_VERSION_CODE', APP_VERSION.code, 0, Number.MAX_SAFE_INTEGER),
    },
    seedDemo: flag(env, 'SEED_DEMO', true),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 100, 600_000),
    quoteIntervalMs: integer(env, 'QUOTE_INTERVAL_MS', 250, 10, 60_000),
    marketSeed: integer(env, 'MARKET_SEED', 20240601, 0, 0xffffffff),
    logLevel: logLevel(env),
    requestLog: loadRequestLogSettings(env),
    wallet: loadWalletSettings(env),
    account: loadAccountSettings(env),
    market: loadMarketSettings(env),
    guards: loadGuardSettings(env),
    sockets: loadSocketSettings(env),
    cluster: loadClusterSettings(env),
    release: loadReleaseSettings(env),
    canaryHealth: loadCanaryHealthSettings(env),
    staff: loadStaffSettings(env),
  };
}
