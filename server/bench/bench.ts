// Throughput of the provider on this machine: a real server process (embedded database in a
// temporary folder) and autocannon with 50 connections on loopback. Prints req/s and latency
// percentiles per endpoint; it asserts nothing (figures of record: docs/performance.md).
//   npm run bench -w server            BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default
//   BENCH_SMOKE=1 (or --smoke)         300 requests per endpoint on 10 connections, to prove the benchmark runs
//   BENCH_JSON=<file>                  the figures written there too (e2e/tests/benchmarks.test.ts reads them)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';

const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The smoke run sends a fixed number of requests per endpoint instead of running for SECONDS. */
const SMOKE_REQUESTS = 300;
const CONNECTIONS = SMOKE ? 10 : Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function signed(fields: FormFields, token = '') {
  const body = normalizeFields({ ...fields, lang: 'en_US' });
  return {
    body: encodeForm(body),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token,
      time: String(Date.now()),
      sign: sign(body, DEMO_SECRETS.main),
    },
  };
}

async function post<T>(
  base: string,
  apiPath: string,
  fields: FormFields,
  token = '',
): Promise<{ retCode: number; message: string; data: T }> {
  const { body, headers } = signed(fields, token);
  const res = await fetch(`${base}/api/${apiPath}`, { method: 'POST', headers, body });
  return res.json() as Promise<{ retCode: number; message: string; data: T }>;
}

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  note: string;
}

async function measure(
  name: string,
  base: string,
  apiPath: string,
  fields: FormFields | (() => FormFields),
  token = '',
  note = '',
): Promise<Row> {
  const fixed = typeof fields === 'function' ? null : signed(fields, token);
  const result = await autocannon({
    url: `${base}/api/${apiPath}`,
    method: 'POST',
    connections: CONNECTIONS,
    ...(SMOKE ? { amount: SMOKE_REQUESTS } : { duration: SECONDS }),
    ...(fixed
      ? { headers: fixed.headers, body: fixed.body }
      : {
          requests: [
            {
              setupRequest: (req: Record<string, unknown>) => {
                const s = signed((fields as () => FormFields)(), token);
                return { ...req, method: 'POST', headers: s.headers, body: s.body };
              },
            },
          ],
        }),
  });
  return {
    name,
    note,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: work,
      RELEASE_DIR: path.join(work, 'none'),
      LOG_LEVEL: 'warn',
      REVIEW_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`${base}/api/product/productList`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const loadBefore = loadavg();
    const login = await post<{ token: string }>(base, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
    if (login.retCode !== 0) throw new Error(`demo login failed: ${login.message}`);
    const token = login.data.token;

    const rows: Row[] = [];
    rows.push(await measure('product/productList (20 rows)', base, 'product/productList', { page: 1, pageSize: 20 }));
    rows.push(await measure('user/userInfo', base, 'user/userInfo', {}, token));
    const probe = await post(base, 'lever/buy', {}, token);
    if (probe.retCode === 1404) {
      console.log('lever/buy is not available on this server: skipped');
    } else {
      // Each request a fresh request id, so none is refused as a double submit; once 10 orders are
      // open the rest are refused by the 10-order rule: both paths are measured (see "refused").
      let n = 0;
      rows.push(
        await measure(
          'lever/buy',
          base,
          'lever/buy',
          () => ({
            code: 'AAPL',
            direction: 'bullish',
            leverage: 5,
            quantity: 1,
            priceType: 'market',
            requestId: `bench-${process.pid}-${n++}`,
          }),
          token,
          'mostly refused by the 10-open-orders rule after the first 10',
        ),
      );
    }
    console.log(
      `\n${CONNECTIONS} connections, ${SMOKE ? `${SMOKE_REQUESTS} requests each (smoke run)` : `${SECONDS} s each`}, loopback, ${process.arch} ${cpus().length} cores, Node ${process.version}\n`,
    );
    console.log(['endpoint'.padEnd(32), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7)].join(' '));
    for (const r of rows) {
      console.log(
        [
          r.name.padEnd(32),
          String(r.reqPerSec).padStart(8),
          String(r.p50).padStart(8),
          String(r.p99).padStart(8),
          String(r.errors + r.non2xx).padStart(7),
          r.note,
        ].join(' '),
      );
    }
    const loadAfter = loadavg();
    const fmt = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
    console.log(`\nmachine: load average ${fmt(loadBefore)} before, ${fmt(loadAfter)} after`);
    if (process.env.BENCH_JSON) {
      const figures = {
        bench: 'server',
        smoke: SMOKE,
        load: { before: loadBefore, after: loadAfter },
        rows: rows.map((r) => ({
          label: r.name,
          figures: { reqPerSec: r.reqPerSec, p50Ms: r.p50, p99Ms: r.p99, errors: r.errors + r.non2xx },
        })),
      };
      writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(figures, null, 2)}\n`);
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
