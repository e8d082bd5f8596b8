// The cost of a running canary on the two answers that carry each visitor's registry: index.html
// (Home, with its inline data) and /remotes.json. A real server process on a temporary embedded
// database and a copy of the built release (`npm run build` first), with trade 1.0.1 (a copy of
// 1.0.0) in a 50 % canary started through the release API; autocannon, 50 connections on
// loopback. Each scenario runs with one returning visitor (one cookie) and with a new visitor on
// every request (a fresh cookie: the worst case for counting visitors). Prints req/s, latency and
// the server's CPU time per request (steadier than req/s on a shared machine); asserts nothing (figures of record: docs/performance.md).
//   npx tsx server/bench/canary-serving.ts     BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const newCookie = () => `vid=${randomBytes(16).toString('base64url')}`;

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answered request (user + system), the steadier figure on a shared machine. */
  cpuUs: number;
}

/** CPU time of a process so far, in µs (Linux: /proc/<pid>/stat, clock ticks of 10 ms). */
function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function measure(name: string, url: string, freshVisitor: boolean, pid: number): Promise<Row> {
  const fixed = newCookie();
  const cpuBefore = cpuTimeUs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          headers: { cookie: freshVisitor ? newCookie() : fixed, 'accept-encoding': 'br' },
        }),
      },
    ],
  });
  return {
    name,
    cpuUs: Math.round((cpuTimeUs(pid) - cpuBefore) / Math.max(result.requests.total ?? 0, 1)),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'releases', 'shell', 'index.html'))) throw new Error('run npm run build first');
  const work = mkdtempSync(path.join(tmpdir(), 'bench-canary-'));
  const releaseDir = path.join(work, 'releases');
  cpSync(path.join(ROOT, 'releases'), releaseDir, { recursive: true });
  cpSync(path.join(releaseDir, 'remotes', 'trade', '1.0.0'), path.join(releaseDir, 'remotes', 'trade', '1.0.1'), { recursive: true });
  const dataDir = path.join(work, 'data');
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RELEASE_DIR: releaseDir, LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/remotes.json`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (i > 150) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows: Row[] = [];
    const scenarios = async (label: string) => {
      rows.push(await measure(`${label} index.html, one visitor`, `${base}/`, false, server.pid!));
      rows.push(await measure(`${label} index.html, new visitors`, `${base}/`, true, server.pid!));
      rows.push(await measure(`${label} remotes.json, one visitor`, `${base}/remotes.json`, false, server.pid!));
      rows.push(await measure(`${label} remotes.json, new visitors`, `${base}/remotes.json`, true, server.pid!));
    };
    await scenarios('no canary:');

    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'release', 'token-cli.ts'), 'create', '--release-manager', '--name', 'bench'],
      { cwd: ROOT, encoding: 'utf8', env },
    );
    if (created.status !== 0) throw new Error(`release-token failed: ${created.stdout}${created.stderr}`);
    const token = created.stdout.trim().split('\n').pop()!;
    const canary = await fetch(`${base}/release-api/remotes/trade/canary`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: '1.0.1', percent: 50 }),
    });
    if (!canary.ok) throw new Error(`canary refused: ${await canary.text()}`);
    await scenarios('canary:');

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, ${cpus().length} cores, Node ${process.version}\n`);
    const columns = ['req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'errors'];
    console.log(['scenario'.padEnd(40), ...columns.map((c) => c.padStart(10))].join(' '));
    for (const r of rows)
      console.log([r.name.padEnd(40), ...[r.reqPerSec, r.p50, r.p99, r.cpuUs, r.errors].map((v) => String(v).padStart(10))].join(' '));
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
