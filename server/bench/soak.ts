// Soak (issue 14): SOAK_SECONDS (default 600; the short form: SOAK_SECONDS=60) of mixed traffic from
// SOAK_CLIENTS (default 50) simulated customers against one real server process (embedded
// database in a temporary folder): quotes, buys, closes and transfers, each money call with its
// idempotency key. Prints per-10 s windows (requests, errors, p50/p99 latency, server RSS) and a
// verdict: zero errors, RSS of the last window within 10 % of the first after warm-up, p99 stable.
//   npx tsx server/bench/soak.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';
import { openDatabase } from '../src/db/database';
import { applyBalanceChange } from '../src/wallet/ledger';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const WINDOW_MS = 10_000;

async function post<T>(base: string, apiPath: string, fields: FormFields, token = ''): Promise<{ retCode: number; data: T }> {
  const body = normalizeFields({ ...fields, lang: 'en_US' });
  const res = await fetch(`${base}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, time: String(Date.now()), sign: sign(body, DEMO_SECRETS.main) },
    body: encodeForm(body),
  });
  return (await res.json()) as { retCode: number; data: T };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0', MARKET_HOURS: 'always' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const port = /localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
  const login = await post<{ token: string; user: { uid: string } }>(base, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
  const token = login.data.token;
  const db = await openDatabase(dataDir);
  const user = await db.selectFrom('users').select('id').where('account', '=', 'demo@example.com').executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => applyBalanceChange(trx, { userId: user.id, account: 'stock', availableDelta: 10_000_000_000, kind: 'deposit', ref: { type: 'soak', id: 'funding' } }, Date.now()));
  await db.destroy();

  const windows: Array<{ latencies: number[]; errors: number; rss: number }> = [];
  let current = { latencies: [] as number[], errors: 0, rss: 0 };
  const rssOf = () => Number(require('node:fs').readFileSync(`/proc/${child.pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  const timer = setInterval(() => {
    current.rss = rssOf();
    windows.push(current);
    const sorted = [...current.latencies].sort((a, b) => a - b);
    console.log(`${windows.length * 10}s\trequests ${sorted.length}\terrors ${current.errors}\tp50 ${percentile(sorted, 50).toFixed(1)} ms\tp99 ${percentile(sorted, 99).toFixed(1)} ms\tRSS ${(current.rss / 1048576).toFixed(0)} MB`);
    current = { latencies: [], errors: 0, rss: 0 };
  }, WINDOW_MS);

  const end = Date.now() + SECONDS * 1000;
  let seq = 0;
  const timed = async (apiPath: string, fields: FormFields, ok: (r: number) => boolean = (r) => r === 0) => {
    const t = performance.now();
    const res = await post<{ id: number }>(base, apiPath, fields, token).catch(() => ({ retCode: -1, data: null as unknown as { id: number } }));
    current.latencies.push(performance.now() - t);
    if (!ok(res.retCode)) current.errors += 1;
    return res;
  };
  const customer = async () => {
    while (Date.now() < end) {
      const roll = Math.random();
      if (roll < 0.5) await timed('product/productList', { page: 1, pageSize: 20 });
      else if (roll < 0.8) {
        const buy = await timed('lever/buy', { code: 'AAPL', direction: 'bullish', leverage: 5, quantity: '1', priceType: 'market', requestId: `soak-buy-${seq++}` }, (r) => r === 0 || (r >= 2200 && r < 2400));
        // The open-order limit is a business answer, not an error.
        if (buy.retCode === 0) await timed('lever/overBySelf', { orderId: buy.data.id, requestId: `soak-close-${seq++}` });
      } else await timed('user/transferWallet', { from: Math.random() < 0.5 ? 'stock' : 'coin', amount: '1', requestId: `soak-transfer-${seq++}` }, (r) => r === 0 || r === 2001 || r === 2003);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, customer));
  clearInterval(timer);
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });

  const settled = windows.slice(1);
  const errors = windows.reduce((n, w) => n + w.errors, 0);
  const rssGrowth = settled.length > 1 ? settled[settled.length - 1].rss / settled[0].rss - 1 : 0;
  const p99s = settled.map((w) => percentile([...w.latencies].sort((a, b) => a - b), 99));
  console.log(`\nsoak ${SECONDS}s, ${CLIENTS} clients: ${windows.reduce((n, w) => n + w.latencies.length, 0)} requests, ${errors} errors, RSS ${(rssGrowth * 100).toFixed(1)} % from the first settled window, p99 ${Math.min(...p99s).toFixed(0)}–${Math.max(...p99s).toFixed(0)} ms`);
  process.exitCode = errors === 0 && Math.abs(rssGrowth) <= 0.1 ? 0 : 1;
}

void main();
