// Soak: SOAK_SECONDS (default 600; `npm test` runs 30 with a 10 s warm-up) of mixed traffic
// from SOAK_CLIENTS (default 50) simulated customers, each its own account, against one real
// server process (embedded database in a temporary folder): quotes (product list), market buys
// and their closes, and wallet transfers, every money call with its idempotency key.
//   npx tsx server/bench/soak.ts                  the 10-minute form
//   SOAK_SECONDS=30 SOAK_WARMUP_SECONDS=10 npx tsx server/bench/soak.ts  the short form (a step of npm test)
//   SOAK_SECONDS=60 SOAK_WARMUP_SECONDS=20 npx tsx server/bench/soak.ts  the minute-long form
//
// Prints a line per 10 s window, then memory at the start and end of the measured period, p50/p99
// per call kind, the error count, and a verdict; exits 1 when:
//   - any call fails (transport error, 5xx, or an answer other than success; the open-order limit
//     of a customer is a business answer and counts as success);
//   - memory grows more than 10 % after the warm-up (SOAK_WARMUP_SECONDS, default a quarter of the
//     run, at most 60 s). Memory is the server's V8 heap in use right after a full garbage
//     collection, read over the inspector protocol (the server runs with --inspect on a free
//     loopback port): what a leak would grow. The process RSS is printed too but is no verdict:
//     it holds pages V8 and the allocator keep after a collection and climbs towards a plateau
//     for minutes without anything leaking;
//   - p99 drifts: the p99 of the second half of the measured period may be at most twice that of
//     the first half plus 50 ms (2 cores shared with other work make single windows noisy; a
//     degradation such as a growing table scan or a queue doubles it).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase } from '../src/db/database';
import { Users } from '../src/users/users';
import { applyBalanceChange } from '../src/wallet/ledger';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(60, Math.round(SECONDS / 4)));
const WINDOW_MS = 10_000;
const MEMORY_GROWTH_LIMIT = 0.1;
const P99_DRIFT = { factor: 2, plusMs: 50 };
const PASSWORD = 'soak1234';

type Kind = 'quotes' | 'buy' | 'close' | 'transfer';
const KINDS: Kind[] = ['quotes', 'buy', 'close', 'transfer'];

async function post<T>(base: string, apiPath: string, fields: FormFields, token = ''): Promise<{ retCode: number; data: T }> {
  const body = normalizeFields({ ...fields, lang: 'en_US' });
  const res = await fetch(`${base}/api/${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token,
      time: String(Date.now()),
      sign: sign(body, DEMO_SECRETS.main),
    },
    body: encodeForm(body),
  });
  if (res.status >= 500) return { retCode: -res.status, data: null as T };
  return (await res.json()) as { retCode: number; data: T };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** The server's heap over the inspector protocol: a full collection, then the bytes in use. */
class Inspector {
  private seq = 0;
  private readonly pending = new Map<number, (result: unknown) => void>();
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as { id?: number; result?: unknown };
      if (msg.id !== undefined) this.pending.get(msg.id)?.(msg.result);
    });
  }
  static async connect(url: string): Promise<Inspector> {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Inspector(ws);
  }
  private send<T>(method: string): Promise<T> {
    const id = ++this.seq;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (r: unknown) => void);
      this.ws.send(JSON.stringify({ id, method }));
    });
  }
  async heapAfterGc(): Promise<number> {
    await this.send('HeapProfiler.collectGarbage');
    return (await this.send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
  }
  close() {
    this.ws.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', '--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
      MARKET_HOURS: 'always',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const [base, inspectorUrl] = await new Promise<[string, string]>((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /localhost:(\d+)/.exec(out)?.[1];
      const inspector = /Debugger listening on (ws:\/\/\S+)/.exec(out)?.[1];
      if (port && inspector) {
        clearInterval(timer);
        resolve([`http://127.0.0.1:${port}`, inspector]);
      }
    }, 50);
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  const inspector = await Inspector.connect(inspectorUrl);
  const rss = () => Number(readFileSync(`/proc/${child.pid}/statm`, 'utf8').split(' ')[1]) * 4096;

  // The customers: accounts written straight into the database (registration needs a captcha and
  // a code), each funded in its stock wallet through the ledger; then each logs in over HTTP.
  const db = await openDatabase(dataDir);
  const users = new Users(db);
  const passwordHash = await hashPassword(PASSWORD);
  const accounts: string[] = [];
  const runId = Date.now().toString(36);
  for (let i = 0; i < CLIENTS; i++) {
    const account = `soak-${runId}-${i}@example.com`;
    const user = await users.create({
      account,
      account_type: 'email',
      password_hash: passwordHash,
      nickname: `soak${i}`,
      referrer_user_id: null,
      created_at: Date.now(),
    });
    await db
      .transaction()
      .execute((trx) =>
        applyBalanceChange(
          trx,
          { userId: user.id, account: 'stock', availableDelta: 100_000_000, kind: 'deposit', ref: { type: 'soak', id: `funding-${i}` } },
          Date.now(),
        ),
      );
    accounts.push(account);
  }
  await db.destroy();
  const tokens: string[] = [];
  for (const account of accounts) {
    const login = await post<{ token: string }>(base, 'user/login', { account, password: PASSWORD });
    if (login.retCode !== 0) throw new Error(`login failed: ${login.retCode}`);
    tokens.push(login.data.token);
  }

  const startedAt = Date.now();
  const warmupEnd = startedAt + WARMUP_SECONDS * 1000;
  const end = startedAt + SECONDS * 1000;
  const measuredMid = warmupEnd + (end - warmupEnd) / 2;
  type Sample = { kind: Kind; at: number; ms: number };
  const samples: Sample[] = [];
  const errors: Array<{ kind: Kind; retCode: number }> = [];
  let window = { requests: 0, errors: 0, latencies: [] as number[] };
  let windows = 0;
  const memory: { startHeap?: number; startRss?: number; endHeap?: number; endRss?: number } = {};

  const ticker = setInterval(() => {
    windows += 1;
    const sorted = sortedOf(window.latencies);
    console.log(
      `${windows * 10}s\trequests ${window.requests}\terrors ${window.errors}\tp50 ${percentile(sorted, 50).toFixed(1)} ms\tp99 ${percentile(sorted, 99).toFixed(1)} ms\tRSS ${mb(rss())}`,
    );
    window = { requests: 0, errors: 0, latencies: [] };
  }, WINDOW_MS);
  const warmupTimer = setTimeout(() => {
    void inspector.heapAfterGc().then((heap) => {
      memory.startHeap = heap;
      memory.startRss = rss();
    });
  }, WARMUP_SECONDS * 1000);

  let seq = 0;
  const timed = async <T>(kind: Kind, apiPath: string, fields: FormFields, token: string, ok: (r: number) => boolean = (r) => r === 0) => {
    const t = performance.now();
    const res = await post<T>(base, apiPath, fields, token).catch(() => ({ retCode: -1, data: null as T }));
    const ms = performance.now() - t;
    const at = Date.now();
    window.requests += 1;
    window.latencies.push(ms);
    if (at >= warmupEnd) samples.push({ kind, at, ms });
    if (!ok(res.retCode)) {
      window.errors += 1;
      errors.push({ kind, retCode: res.retCode });
    }
    return res;
  };
  const customer = async (token: string) => {
    const open: number[] = [];
    while (Date.now() < end) {
      const roll = Math.random();
      if (roll < 0.5) await timed('quotes', 'product/productList', { page: 1, pageSize: 20 }, token);
      else if (roll < 0.8) {
        // Holds up to three positions, closing the oldest first: buys and closes interleave.
        if (open.length >= 3) await timed('close', 'lever/overBySelf', { orderId: open.shift()!, requestId: `soak-close-${seq++}` }, token);
        const buy = await timed<{ id: number }>(
          'buy',
          'lever/buy',
          {
            code: 'AAPL',
            direction: Math.random() < 0.5 ? 'bullish' : 'bearish',
            leverage: 5,
            quantity: '1',
            priceType: 'market',
            requestId: `soak-buy-${seq++}`,
          },
          token,
        );
        if (buy.retCode === 0) open.push(buy.data.id);
      } else
        await timed(
          'transfer',
          'user/transferWallet',
          { from: Math.random() < 0.5 ? 'stock' : 'coin', amount: '1', requestId: `soak-transfer-${seq++}` },
          token,
          (r) => r === 0 || r === 2001 || r === 2003,
        );
    }
    // Before the end reading: the run's positions closed, as a customer would.
    for (const orderId of open) await timed('close', 'lever/overBySelf', { orderId, requestId: `soak-close-${seq++}` }, token);
  };
  const last = new Promise<void>((resolve) => {
    setTimeout(
      () => {
        void inspector.heapAfterGc().then((heap) => {
          memory.endHeap = heap;
          memory.endRss = rss();
          resolve();
        });
      },
      Math.max(0, end - Date.now() - 500),
    );
  });
  await Promise.all(tokens.map(customer));
  await last;
  clearInterval(ticker);
  clearTimeout(warmupTimer);
  inspector.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\nsoak ${SECONDS} s, ${CLIENTS} customers, warm-up ${WARMUP_SECONDS} s; measured: ${samples.length} requests (${(samples.length / (SECONDS - WARMUP_SECONDS)).toFixed(0)}/s)`,
  );
  for (const kind of KINDS) {
    const all = sortedOf(samples.filter((s) => s.kind === kind).map((s) => s.ms));
    console.log(
      `  ${kind.padEnd(8)} ${String(all.length).padStart(7)} calls   p50 ${percentile(all, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(all, 99).toFixed(1).padStart(7)} ms`,
    );
  }
  const firstHalf = sortedOf(samples.filter((s) => s.at < measuredMid).map((s) => s.ms));
  const secondHalf = sortedOf(samples.filter((s) => s.at >= measuredMid).map((s) => s.ms));
  const p99First = percentile(firstHalf, 99);
  const p99Second = percentile(secondHalf, 99);
  const p99Bound = p99First * P99_DRIFT.factor + P99_DRIFT.plusMs;
  const growth = memory.startHeap && memory.endHeap ? memory.endHeap / memory.startHeap - 1 : Number.NaN;
  console.log(
    `  memory   heap after GC ${mb(memory.startHeap ?? 0)} → ${mb(memory.endHeap ?? 0)} (${(growth * 100).toFixed(1)} %, limit ${MEMORY_GROWTH_LIMIT * 100} %); RSS ${mb(memory.startRss ?? 0)} → ${mb(memory.endRss ?? 0)} (not a verdict)`,
  );
  console.log(
    `  p99 drift  first half ${p99First.toFixed(1)} ms → second half ${p99Second.toFixed(1)} ms (bound ${p99Bound.toFixed(1)} ms = ${P99_DRIFT.factor}× + ${P99_DRIFT.plusMs} ms)`,
  );
  const byKind = KINDS.map((k) => [k, errors.filter((e) => e.kind === k)] as const)
    .filter(([, e]) => e.length)
    .map(([k, e]) => `${k} ${e.length} (retCodes ${[...new Set(e.map((x) => x.retCode))].join(', ')})`);
  console.log(`  errors   ${errors.length}${byKind.length ? `: ${byKind.join('; ')}` : ''}`);

  const failures = [
    errors.length > 0 && `${errors.length} errors`,
    !(growth <= MEMORY_GROWTH_LIMIT) && `heap grew ${(growth * 100).toFixed(1)} %`,
    p99Second > p99Bound && `p99 drifted ${p99First.toFixed(0)} → ${p99Second.toFixed(0)} ms`,
  ].filter(Boolean);
  console.log(failures.length ? `✗ soak: ${failures.join('; ')}` : '✓ soak: no errors, memory flat, p99 stable');
  process.exitCode = failures.length ? 1 : 0;
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
