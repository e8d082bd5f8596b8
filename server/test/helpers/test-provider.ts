// Starts a real provider on a free port with a fresh data folder and a tiny fake release, and
// offers a signed `call` that behaves like the front end's transport.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '@app/shared/contracts';
import { DEMO_SECRETS, encodeForm, sign, type FormFields } from '@app/shared/transport';
import { buildServer, type Provider } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { dropTestDatabase, testDatabaseUrl } from './test-database';

export const INDEX_HTML = '<!doctype html><html><head><title>Trading app</title></head><body><div id="root"></div></body></html>';
export const REMOTES_JSON = JSON.stringify({ market: { version: '1.0.0', entry: '/remotes/market/1.0.0/mf-manifest.json' } });
/** Large enough to be worth compressing. */
export const HASHED_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

export interface TestProvider {
  provider: Provider;
  config: Config;
  baseUrl: string;
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
  write('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('remotes.json', REMOTES_JSON);
  write('remotes/market/1.0.0/mf-manifest.json', JSON.stringify({ id: 'market', name: 'market' }));
  write('remotes/market/1.0.0/remoteEntry.js', 'var market = {};');
}

export interface StartOptions {
  /** Reuse a data folder (restart scenarios). */
  dataDir?: string;
  /** null: no release at all. */
  releaseDir?: string | null;
  env?: Record<string, string>;
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
    LOG_LEVEL: 'silent',
    QUOTE_INTERVAL_MS: '50',
    DATABASE_URL: await testDatabaseUrl(dataDir),
    ...options.env,
  });
  let provider: Provider;
  try {
    provider = await buildServer(config);
  } catch (err) {
    removeDirs(owned);
    throw err;
  }
  const port = await provider.listen();
  return {
    provider,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    dataDir,
    releaseDir,
    close: async () => {
      await provider.close();
      if (owned.includes(dataDir)) await dropTestDatabase(dataDir);
      removeDirs(owned);
    },
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
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

/** POST /api/<path> the way the front end does: form body with lang, signed, with time and token headers. */
export async function call<T = unknown>(baseUrl: string, endpoint: string, fields: FormFields = {}, options: CallOptions = {}): Promise<CallResult<T>> {
  const body: FormFields = { ...fields, lang: options.lang ?? 'en_US' };
  const secret = options.secret ?? (endpoint.startsWith('chat/') ? DEMO_SECRETS.chat : DEMO_SECRETS.main);
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: options.token ?? '',
  };
  const signature = options.sign === undefined ? sign(body, secret) : options.sign;
  if (signature !== null) headers.sign = signature;
  const time = options.time === undefined ? String(Date.now()) : options.time;
  if (time !== null) headers.time = time;
  const response = await fetch(`${baseUrl}/api/${endpoint}`, { method: 'POST', headers, body: encodeForm(body) + (options.extraBody ?? '') });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

let counter = 0;
/** A fresh, valid email account per call, so tests do not collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}
