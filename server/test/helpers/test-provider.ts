// Starts a real provider on a free port with a fresh data folder and a tiny fake release, and
// offers a signed `call` that behaves like the front end's transport.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Envelope } from '@app/shared/contracts';
import { DEMO_SECRETS, encodeForm, sign, type FormFields } from '@app/shared/transport';
import { buildServer, type Provider } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { isStorableText } from '../../src/http/form-fields';
import { createCaptcha } from '../../src/account/captchas';
import { createVerifyCode } from '../../src/account/verify-codes';
import { watchDemoLog } from '../../src/account/demo-log';
import { lookupKeyOfAccount } from '../../src/auth/account-rules';
import { dropTestDatabase, testDatabaseUrl } from './test-database';

export const INDEX_HTML = '<!doctype html><html><head><title>Trading app</title></head><body><div id="root"></div></body></html>';
export const REMOTES_JSON = JSON.stringify({
  market: {
    version: '1.0.0',
    entry: '/remotes/market/1.0.0/remoteEntry.js',
    routes: [
      {
        path: '/pages/market/list',
        auth: false,
        // Answered into index.html: a public call, a private one (never answered) and a malformed one.
        data: [
          { api: 'websitebanner/queryBannerList', fields: {} },
          { api: 'user/userInfo', fields: {} },
          { api: '../x', fields: {} },
        ],
      },
      // A product page: its call takes the page's own query parameter (`$query.code`).
      { path: '/pages/home/listdetail', auth: false, data: [{ api: 'product/queryProductPrice', fields: { code: '$query.code' } }] },
      // Its page's own chunks are preloaded too (page-chunks.json, as webpack.common.js writes it).
      { path: '/pages/mylist/mylist', auth: true, chunks: ['page-watchlist'] },
    ],
  },
});
/** The parts of a remote's mf-manifest.json the server reads for its preload hints. */
export const MARKET_MANIFEST = {
  id: 'market',
  name: 'market',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './widgets', assets: { js: { sync: ['widgets.1a2b3c4d.js'], async: [] } } },
    { path: './routes', assets: { js: { sync: ['quotes.1a2b3c4d.js', 'routes.1a2b3c4d.js'], async: ['chart.1a2b3c4d.js'] } } },
  ],
};
/** Large enough to be worth compressing. */
export const HASHED_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

export interface TestProvider {
  provider: Provider;
  config: Config;
  baseUrl: string;
  /** The staff listener's base URL (STAFF_PORT set, e.g. '0'), or null. */
  staffUrl: string | null;
  wsUrl: string;
  dataDir: string;
  releaseDir: string;
  close(): Promise<void>;
}

export function makeTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `provider-${prefix}-`));
}

export function writeFakeRelease(releaseDir: string): void {
  const write = (relative: string, content: string) => {
    const file = path.join(releaseDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  write('shell/index.html', INDEX_HTML);
  write('shell/main.1a2b3c4d.js', HASHED_SCRIPT);
  // As the build writes it (webpack.common.js PrecompressAssets); marked, to tell it from a live one.
  fs.mkdirSync(path.join(releaseDir, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(releaseDir, 'shell/main.1a2b3c4d.js.br'), zlib.brotliCompressSync(`${HASHED_SCRIPT}//prebuilt`));
  write('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('remotes.json', REMOTES_JSON);
  write('remotes/market/1.0.0/mf-manifest.json', JSON.stringify(MARKET_MANIFEST));
  write('remotes/market/1.0.0/remoteEntry.js', 'var market = {};');
  write(
    'remotes/market/1.0.0/page-chunks.json',
    JSON.stringify({
      'page-watchlist': { css: ['page-watchlist.1a2b3c4d.css'], js: ['split-9f8e7d.1a2b3c4d.js', 'page-watchlist.1a2b3c4d.js'] },
    }),
  );
}

export interface StartOptions {
  /** Reuse a data folder (restart scenarios). */
  dataDir?: string;
  /** null: no release at all. */
  releaseDir?: string | null;
  env?: Record<string, string>;
  /** The domains' clock (DomainContext.now); default Date.now. */
  now?: () => number;
}

/** Removes temp folders; for the ones a test made itself with makeTempDir. */
export function removeDirs(dirs: readonly string[]): void {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

export async function startTestProvider(options: StartOptions = {}): Promise<TestProvider> {
  // Folders made here are removed by close(); folders passed in belong to the caller.
  const owned: string[] = [];
  const own = (dir: string) => (owned.push(dir), dir);
  const dataDir = options.dataDir ?? own(makeTempDir('data'));
  let releaseDir: string;
  if (options.releaseDir === null) {
    releaseDir = path.join(own(makeTempDir('norelease')), 'missing');
  } else if (options.releaseDir) {
    releaseDir = options.releaseDir;
  } else {
    releaseDir = own(makeTempDir('release'));
    writeFakeRelease(releaseDir);
  }
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RELEASE_DIR: releaseDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    QUOTE_INTERVAL_MS: '50',
    // Every test logs in from 127.0.0.1: no per-address login budget unless a test sets one.
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
    DATABASE_URL: await testDatabaseUrl(dataDir),
    ...options.env,
  });
  let provider: Provider;
  try {
    provider = await buildServer(config, { now: options.now });
  } catch (err) {
    removeDirs(owned);
    throw err;
  }
  const port = await provider.listen();
  const baseUrl = `http://127.0.0.1:${port}`;
  running.set(baseUrl, { provider, now: options.now ?? Date.now });
  const staffPort = provider.staffPort();
  return {
    provider,
    config,
    baseUrl,
    staffUrl: staffPort === null ? null : `http://127.0.0.1:${staffPort}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    dataDir,
    releaseDir,
    close: async () => {
      running.delete(baseUrl);
      await provider.close();
      if (owned.includes(dataDir)) await dropTestDatabase(dataDir);
      removeDirs(owned);
    },
  };
}

/** Providers started by this file's tests, by base URL (so `call` can reach their database). */
const running = new Map<string, { provider: Provider; now: () => number }>();

/**
 * A valid verification code (purpose 'register') and a solved captcha for this account, written
 * straight into the provider's database: no SMS, no picture, no send limits. For tests that
 * register users on the way to something else; the real flow is tested in account-*.test.ts.
 */
export async function registrationProof(baseUrl: string, account: string): Promise<{ code: string; captchaId: string; captcha: string }> {
  const target = running.get(baseUrl);
  if (!target) throw new Error(`registrationProof: no test provider at ${baseUrl}`);
  const { provider, now } = target;
  const code = await createVerifyCode(
    provider.db,
    { account: lookupKeyOfAccount(account.trim()), purpose: 'register', clientIp: 'test-helper' },
    now(),
  );
  const captcha = await createCaptcha(provider.db, 'test-helper', now());
  return { code, captchaId: captcha.id, captcha: captcha.answer };
}

/** What the demo SMS/mail sender and captcha logger wrote (demo-log.ts), for tests of the real flow. */
export interface DemoOutbox {
  lines: string[];
  /** The last code sent to this account (as stored: emails lower-case) for this purpose, or undefined. */
  lastCode(account: string, purpose?: 'register' | 'reset'): string | undefined;
  /** The answer of this captcha, if it was logged. */
  captchaAnswer(captchaId: string): string | undefined;
  stop(): void;
}

export function watchDemoOutbox(): DemoOutbox {
  const lines: string[] = [];
  const stop = watchDemoLog((line) => lines.push(line));
  const last = (pattern: RegExp) => {
    for (let i = lines.length - 1; i >= 0; i--) {
      const match = pattern.exec(lines[i]);
      if (match) return match[1];
    }
    return undefined;
  };
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    lines,
    lastCode: (account, purpose = 'register') =>
      last(new RegExp(`^\\[verify-code\\] account=${escape(account)} purpose=${purpose} code=(\\d+)$`)),
    captchaAnswer: (id) => last(new RegExp(`^\\[captcha\\] id=${escape(id)} answer=(\\w+)$`)),
    stop,
  };
}

export interface CallOptions {
  token?: string;
  lang?: 'en_US' | 'zh_CN' | string;
  /** Replace the computed signature; null leaves the header out. */
  sign?: string | null;
  /** Replace the time header; null leaves it out. */
  time?: string | null;
  /** Appended to the encoded body after signing (e.g. a repeated key). */
  extraBody?: string;
  secret?: string;
  /** The content language header (en, zh-Hans, zh-Hant, ja), as the app sends it beside `lang`. */
  acceptLanguage?: string;
  /** More request headers (e.g. X-Forwarded-For as a balancer would add it). */
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

/** POST /api/<path> the way the front end does: form body with lang, signed, with time and token headers. */
export async function call<T = unknown>(
  baseUrl: string,
  endpoint: string,
  fields: FormFields = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  // user/register needs a code and a captcha: filled in here unless the test sends its own.
  // Accounts the server refuses as a form anyway (NUL, broken surrogates) get no proof: writing
  // them to the database would fail in this helper, not in the server.
  const account = String(fields.account ?? '');
  if (
    endpoint === 'user/register' &&
    isStorableText(account) &&
    !['code', 'captchaId', 'captcha'].some((k) => Object.hasOwn(fields, k)) &&
    running.has(baseUrl)
  ) {
    fields = { ...fields, ...(await registrationProof(baseUrl, account)) };
  }
  const body: FormFields = { ...fields, lang: options.lang ?? 'en_US' };
  const secret = options.secret ?? (endpoint.startsWith('chat/') ? DEMO_SECRETS.chat : DEMO_SECRETS.main);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: options.token ?? '',
  };
  if (options.acceptLanguage !== undefined) headers['accept-language'] = options.acceptLanguage;
  Object.assign(headers, options.headers);
  const signature = options.sign === undefined ? sign(body, secret) : options.sign;
  if (signature !== null) headers.sign = signature;
  const time = options.time === undefined ? String(requestTime(baseUrl)) : options.time;
  if (time !== null) headers.time = time;
  const response = await fetch(`${baseUrl}/api/${endpoint}`, {
    method: 'POST',
    headers,
    body: encodeForm(body) + (options.extraBody ?? ''),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The last `time` sent to each provider. */
const lastTimes = new Map<string, number>();

/**
 * The `time` of the next call, as the app's transport picks it: the provider's own clock (a test
 * may move it), and after the previous call's time, so that two calls with the same fields are
 * two signed requests (the provider accepts each once) even on a clock a test holds still. A
 * clock moved back by more than a minute starts again from its new time.
 */
export function requestTime(baseUrl: string): number {
  const now = running.get(baseUrl)?.now() ?? Date.now();
  const last = lastTimes.get(baseUrl);
  const time = last !== undefined && now <= last && last - now < 60_000 ? last + 1 : now;
  lastTimes.set(baseUrl, time);
  return time;
}

let counter = 0;
/** A fresh, valid email account per call, so tests do not collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}
