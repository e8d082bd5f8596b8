// What the once-only rule of signed calls costs (guards/signed-requests.ts): one primary-key insert
// into `signed_requests` per state-changing call. Prints, for the embedded database (or the
// PostgreSQL of DATABASE_URL):
//   1. the insert alone, on an empty table and on one holding a busy window's rows;
//   2. one signed call over HTTP (product/collect, sequential, one client), with the rule and with
//      the call counted as a read (no insert): the difference is what a call pays.
// It asserts nothing (figures of record: docs/performance.md).
//   npx tsx server/bench/signed-requests.ts          BENCH_CALLS=2000 BENCH_WINDOW_ROWS=100000
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EndpointPath } from '@app/shared/contracts';
import { DEMO_SECRETS, encodeForm, sign } from '@app/shared/transport';
import { createCaptcha } from '../src/account/captchas';
import { createVerifyCode } from '../src/account/verify-codes';
import { buildServer } from '../src/app';
import { lookupKeyOfAccount } from '../src/auth/account-rules';
import { loadConfig } from '../src/config';
import { REPLAYABLE_PATHS, acceptOnce } from '../src/guards/signed-requests';

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const WINDOW_ROWS = Number(process.env.BENCH_WINDOW_ROWS ?? 100_000);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = ms.reduce((s, x) => s + x, 0) / ms.length;
  return `mean ${(mean * 1000).toFixed(0)} µs, p50 ${(percentile(sorted, 50) * 1000).toFixed(0)} µs, p99 ${(percentile(sorted, 99) * 1000).toFixed(0)} µs`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-signed-'));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
  });
  const provider = await buildServer(config);
  const base = `http://127.0.0.1:${await provider.listen()}`;
  console.log(`database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded (SQLite)'}`);
  try {
    const { db } = provider;
    const inserts = async (n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        await acceptOnce(db, randomBytes(32).toString('hex'), Date.now() + 300_000);
        times.push(performance.now() - started);
      }
      return times;
    };
    console.log(`insert, empty table:        ${summary(await inserts(CALLS))}`);
    for (let done = 0; done < WINDOW_ROWS; done += 1000)
      await db
        .insertInto('signed_requests')
        .values(Array.from({ length: 1000 }, () => ({ id: randomBytes(32).toString('hex'), expires_at: Date.now() + 300_000 })))
        .execute();
    console.log(`insert, ${WINDOW_ROWS} rows in window: ${summary(await inserts(CALLS))}`);

    let time = Date.now();
    const post = async (apiPath: string, fields: Record<string, string>, token = '') => {
      const body = { ...fields, lang: 'en_US' };
      time = Math.max(Date.now(), time + 1);
      const res = await fetch(`${base}/api/${apiPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: token,
          time: String(time),
          sign: sign(body, DEMO_SECRETS.main),
        },
        body: encodeForm(body),
      });
      return (await res.json()) as { retCode: number; data: { token: string } };
    };
    const account = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const code = await createVerifyCode(db, { account: lookupKeyOfAccount(account), purpose: 'register', clientIp: 'bench' }, Date.now());
    const captcha = await createCaptcha(db, 'bench', Date.now());
    const registered = await post('user/register', {
      account,
      password: 'Bench1234',
      confirmPassword: 'Bench1234',
      code,
      captchaId: captcha.id,
      captcha: captcha.answer,
    });
    const token = registered.data.token;
    const calls = async () => {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        const { retCode } = await post('product/collect', { code: i % 2 ? 'AAPL' : 'MSFT' }, token);
        if (retCode !== 0) throw new Error(`product/collect answered ${retCode}`);
        times.push(performance.now() - started);
      }
      return times;
    };
    await calls(); // warm-up
    const once = await calls();
    (REPLAYABLE_PATHS as Set<EndpointPath>).add('product/collect');
    const read = await calls();
    console.log(`product/collect over HTTP, once-only rule: ${summary(once)}`);
    console.log(`product/collect over HTTP, as a read:      ${summary(read)}`);
  } finally {
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
