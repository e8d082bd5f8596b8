// Throughput of the market endpoints on this machine: a real server process (embedded database in
// a temporary folder, the market stepping every 250 ms) and autocannon on loopback. Prints req/s
// and latency percentiles after a 2 s warm-up per endpoint; asserts nothing (figures of record:
// docs/performance.md).
//   npx tsx server/bench/market.ts        BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function signed(fields: FormFields) {
  const body = normalizeFields({ ...fields, lang: 'en_US' });
  return {
    body: encodeForm(body),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: '',
      time: String(Date.now()),
      sign: sign(body, DEMO_SECRETS.main),
    },
  };
}

async function measure(name: string, base: string, apiPath: string, fields: FormFields) {
  const { body, headers } = signed(fields);
  // Warm-up (JIT, caches) is not measured.
  await autocannon({ url: `${base}/api/${apiPath}`, method: 'POST', connections: CONNECTIONS, duration: 2, headers, body });
  const result = await autocannon({
    url: `${base}/api/${apiPath}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    body,
  });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-market-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: work, RELEASE_DIR: path.join(work, 'none'), LOG_LEVEL: 'warn' },
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
    const rows = [
      await measure('product/productList (20 rows)', base, 'product/productList', { page: 1, pageSize: 20 }),
      await measure('productList HK by change', base, 'product/productList', { country: 'HK', sort: 'changeDesc', pageSize: 20 }),
      await measure('product/selectProduct "a"', base, 'product/selectProduct', { keyword: 'a' }),
      await measure('product/queryProductPrice', base, 'product/queryProductPrice', { code: 'AAPL' }),
      await measure('product/kline 1m × 200', base, 'product/kline', { code: 'AAPL', period: '1m' }),
    ];
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, ${process.arch} ${cpus().length} cores, Node ${process.version}\n`,
    );
    console.log(['endpoint'.padEnd(32), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7)].join(' '));
    for (const r of rows) {
      console.log(
        [
          r.name.padEnd(32),
          String(r.reqPerSec).padStart(8),
          String(r.p50).padStart(8),
          String(r.p99).padStart(8),
          String(r.errors).padStart(7),
        ].join(' '),
      );
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
