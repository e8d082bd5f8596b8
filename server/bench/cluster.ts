// The scaled-out shape's figures, on this machine. Starts its own PostgreSQL database
// (bench_cluster, recreated), redis-server, provider instances and HAProxy, as
// `npm run start:cluster` does, and prints:
//   1. product/productList req/s through HAProxy with 1 and with 2 instances (autocannon,
//      BENCH_CONNECTIONS=50 for BENCH_SECONDS=10), and straight to one instance for reference;
//   2. websocket clients held with ticks flowing: BENCH_SOCKETS (default 10,000) sockets across
//      the 2 instances, each subscribed to 5 codes, held for BENCH_HOLD_SECONDS (default 20); how
//      many are connected, how many received ticks in the last 5 s, ticks per socket per second, and
//      the tick delay (arrival − the quote's step time) p50/p99/max. Clients run in 2 processes.
//      BENCH_SOCKETS_VIA=balancer connects them through HAProxy instead of to the instances
//      (HAProxy then needs two descriptors per socket: the hard limit of this machine is 20,000).
//   BENCH_CPU_PROF=<dir> profiles both instances (node --cpu-prof) and prints, for the time the
//      sockets were held, where each instance's CPU went: by part (the socket library, the app's own
//      code, Node's internals, garbage collection) and its busiest functions. The req/s figures are
//      skipped then, so the profile holds the sockets' work only.
// Not part of `npm test`. Run: npx tsx server/bench/cluster.ts (as root: it uses Debian's PostgreSQL).
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';

const ROOT = path.resolve(__dirname, '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const HOLD_SECONDS = Number(process.env.BENCH_HOLD_SECONDS ?? 20);
const VIA_BALANCER = process.env.BENCH_SOCKETS_VIA === 'balancer';
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
/** Wall-clock start and end of the hold, for cutting the instances' profiles to it. */
const holdWindow = { start: 0, end: 0 };
const CLIENT_PROCESSES = 2;
const CODES = [
  'AAPL',
  'MSFT',
  'TSLA',
  'NVDA',
  'AMZN',
  'GOOGL',
  'META',
  'NFLX',
  'AMD',
  'INTC',
  '00700',
  '09988',
  '03690',
  '600519',
  '000858',
  '7203',
  '6758',
  '9984',
];

const children: ChildProcess[] = [];
function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function psql(sql: string): string {
  return execFileSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -tAc "${sql}"`], { encoding: 'utf8' }).trim();
}

function freshDatabase(): string {
  const admin = new URL(execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'postgres.mjs')], { encoding: 'utf8' }).trim());
  psql('drop database if exists bench_cluster with (force)');
  psql('create database bench_cluster owner app');
  admin.pathname = '/bench_cluster';
  return admin.toString();
}

async function startInstance(port: number, name: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = track(
    spawn(process.execPath, [...profileArgs(name), '--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', INSTANCE_ID: name, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitForPort(port);
  return child;
}

function profileArgs(name: string): string[] {
  if (!CPU_PROF_DIR) return [];
  // One folder per instance: tsx's module loader runs in a thread of its own, which writes a profile
  // too; the main thread's is the one whose name carries thread id 0.
  return ['--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROF_DIR, name)}`];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Which part of the program a frame belongs to. */
function partOf(frame: ProfileNode['callFrame']): string {
  if (frame.functionName === '(garbage collector)') return 'garbage collection';
  if (frame.functionName === '(idle)') return 'idle';
  if (frame.functionName === '(program)') return 'V8 itself (compiling, stubs)';
  if (frame.url.includes('/node_modules/ws/')) return 'ws (frames, masks, socket writes)';
  if (frame.url.includes('/node_modules/')) return 'other libraries';
  if (frame.url.includes('/server/src/') || frame.url.includes('/shared/src/')) return "the app's own code";
  if (frame.url.startsWith('node:') || frame.url === '') return 'Node internals (streams, net, timers, native)';
  return 'other';
}

/**
 * The instance's CPU during the hold, from its profile: samples between the hold's start and end.
 * The profile's clock is the process's own, so the window is placed back from the profile's end,
 * which is when the instance exited (`exitedAt`).
 */
function summariseProfile(name: string, exitedAt: number): void {
  const folder = path.join(CPU_PROF_DIR!, name);
  const main = readdirSync(folder).find((file) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(file));
  if (!main) throw new Error(`no main-thread profile in ${folder}: ${readdirSync(folder).join(', ')}`);
  const profile = JSON.parse(readFileSync(path.join(folder, main), 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const from = profile.endTime - (exitedAt - holdWindow.start) * 1000;
  const to = profile.endTime - (exitedAt - holdWindow.end) * 1000;
  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if (t < from || t > to) continue;
    const frame = nodes.get(profile.samples[i])!.callFrame;
    const part = partOf(frame);
    byPart.set(part, (byPart.get(part) ?? 0) + delta);
    if (part === 'idle') continue;
    busy += delta;
    const where = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules|server|shared)\//, '$1/')}:${frame.lineNumber + 1}`;
    byFunction.set(where, (byFunction.get(where) ?? 0) + delta);
  }
  const seconds = (to - from) / 1e6;
  const ms = (us: number) => `${(us / 1000 / seconds).toFixed(1)} ms/s`;
  console.log(`\n  ${name}: ${ms(busy)} busy (${((busy / 1e6 / seconds) * 100).toFixed(0)} % of a core) over ${seconds.toFixed(1)} s`);
  for (const [part, us] of [...byPart].filter(([p]) => p !== 'idle').sort((a, b) => b[1] - a[1])) {
    console.log(`    ${part.padEnd(48)} ${ms(us).padStart(12)}  ${((us / busy) * 100).toFixed(0).padStart(3)} %`);
  }
  console.log('    busiest functions (self time):');
  for (const [where, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`      ${ms(us).padStart(12)}  ${where}`);
  }
}

async function stopAndSummarise(instances: { name: string; child: ChildProcess }[]): Promise<void> {
  // A profile ends when its process exits: the exit's wall-clock time places the hold inside it.
  const exitedAt = await Promise.all(
    instances.map(({ child }) => {
      const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now())));
      child.kill('SIGTERM');
      return exited;
    }),
  );
  console.log(`\nwhere the instances' CPU went while the sockets were held (node --cpu-prof, ${CPU_PROF_DIR})`);
  instances.forEach(({ name }, i) => summariseProfile(name, exitedAt[i]));
}

async function startHaproxy(port: number, instancePorts: number[]): Promise<ChildProcess> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-haproxy-')), 'haproxy.cfg');
  writeFileSync(
    file,
    [
      'global',
      '  maxconn 9500',
      'defaults',
      '  mode http',
      '  option redispatch',
      '  retries 3',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      ...instancePorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check inter 1s`),
      '',
    ].join('\n'),
  );
  const child = track(spawn('/usr/sbin/haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] }));
  await waitForPort(port);
  return child;
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

/**
 * autocannon against productList; also the CPU the given processes (instances, HAProxy) spent per
 * request, a figure the other work on this shared machine does not distort the way it does req/s.
 */
async function productListRate(base: string, processes: ChildProcess[]): Promise<string> {
  const { body, headers } = signed({ page: 1, pageSize: 20 });
  const before = processes.map((p) => cpuMs(p.pid!));
  const result = await autocannon({
    url: `${base}/api/product/productList`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    body,
  });
  const spent = processes.map((p, i) => cpuMs(p.pid!) - before[i]);
  const perRequest = (ms: number) =>
    `${((ms * 1000) / Math.max(1, (result.requests as unknown as { total: number }).total)).toFixed(0)} µs`;
  const errors = result.errors + result.timeouts + result.non2xx;
  return `${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}  CPU/request ${spent.map(perRequest).join(' + ')}`;
}

// ---- socket client process ------------------------------------------------------------------

interface ClientReport {
  opened: number;
  failed: number;
  open: number;
  /** Sockets that received a quotes message in the last 5 s of the hold. */
  fresh: number;
  messages: number;
  delays: number[];
}

async function clientProcess(): Promise<void> {
  const { default: WebSocket } = await import('ws');
  const urls = JSON.parse(process.env.BENCH_URLS!) as string[];
  const count = Number(process.env.BENCH_COUNT);
  const sockets: Array<{ socket: InstanceType<typeof WebSocket>; lastAt: number; lastTs: number }> = [];
  const report: ClientReport = { opened: 0, failed: 0, open: 0, fresh: 0, messages: 0, delays: [] };
  let measuring = false;
  const openOne = (i: number) =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(`${urls[i % urls.length]}`);
      const entry = { socket, lastAt: 0, lastTs: 0 };
      socket.on('open', () => {
        report.opened += 1;
        const codes = [
          CODES[i % CODES.length],
          CODES[(i + 3) % CODES.length],
          CODES[(i + 7) % CODES.length],
          CODES[(i + 11) % CODES.length],
          CODES[(i + 13) % CODES.length],
        ];
        socket.send(JSON.stringify({ op: 'sub', codes }));
        sockets.push(entry);
        resolve();
      });
      socket.on('error', () => {
        report.failed += 1;
        resolve();
      });
      const sampled = i % 10 === 0;
      socket.on('message', (data: Buffer) => {
        const now = Date.now();
        // Quotes messages only (a pong is shorter): `{"type":"quotes"…`, the 10th byte is the q.
        if (data[9] !== 0x71) return;
        entry.lastAt = now;
        if (!measuring) return;
        report.messages += 1;
        // Delays are sampled on every 10th socket (parsing every message would load this machine's
        // 2 cores more than the servers). The newest quote of the message carries the step's time;
        // a step that moved none of the socket's codes repeats older quotes and says nothing.
        if (!sampled) return;
        let ts = 0;
        for (const match of data.toString().matchAll(/"ts":(\d+)/g)) ts = Math.max(ts, Number(match[1]));
        if (ts > entry.lastTs) {
          if (entry.lastTs !== 0) report.delays.push(now - ts);
          entry.lastTs = ts;
        }
      });
    });
  for (let i = 0; i < count; i += 250) await Promise.all(Array.from({ length: Math.min(250, count - i) }, (_, k) => openOne(i + k)));
  process.send!({ phase: 'connected', opened: report.opened, failed: report.failed });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  measuring = true;
  await new Promise((r) => setTimeout(r, HOLD_SECONDS * 1000));
  const now = Date.now();
  report.open = sockets.filter((s) => s.socket.readyState === s.socket.OPEN).length;
  report.fresh = sockets.filter((s) => now - s.lastAt < 5000).length;
  process.send!({ phase: 'done', report });
  for (const s of sockets) s.socket.terminate();
  setTimeout(() => process.exit(0), 500);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU time (user + system) of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function socketsHeld(urls: string[], servers: ChildProcess[]): Promise<void> {
  const clients = Array.from({ length: CLIENT_PROCESSES }, (_, c) =>
    track(
      fork(__filename, [], {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          BENCH_CLIENT: '1',
          BENCH_URLS: JSON.stringify(urls),
          BENCH_COUNT: String(Math.floor(SOCKETS / CLIENT_PROCESSES) + (c < SOCKETS % CLIENT_PROCESSES ? 1 : 0)),
        },
      }),
    ),
  );
  const started = Date.now();
  const connected = await Promise.all(
    clients.map((child) => new Promise<{ opened: number; failed: number }>((resolve) => child.once('message', resolve as never))),
  );
  const opened = connected.reduce((n, c) => n + c.opened, 0);
  const failed = connected.reduce((n, c) => n + c.failed, 0);
  console.log(`  ${opened} sockets open, ${failed} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s; holding ${HOLD_SECONDS} s…`);
  const cpuBefore = servers.map((s) => cpuMs(s.pid!));
  const holdStarted = Date.now();
  holdWindow.start = holdStarted;
  const reports = await Promise.all(
    clients.map((child) => {
      const done = new Promise<ClientReport>((resolve) =>
        child.on('message', (m: { phase: string; report: ClientReport }) => m.phase === 'done' && resolve(m.report)),
      );
      child.send('go');
      return done;
    }),
  );
  holdWindow.end = Date.now();
  const held = (Date.now() - holdStarted) / 1000;
  const cpu = servers.map((s, i) => `${(((cpuMs(s.pid!) - cpuBefore[i]) / 1000 / held) * 100).toFixed(0)} %`);
  const delays = reports.flatMap((r) => r.delays).sort((x, y) => x - y);
  const open = reports.reduce((n, r) => n + r.open, 0);
  const fresh = reports.reduce((n, r) => n + r.fresh, 0);
  const messages = reports.reduce((n, r) => n + r.messages, 0);
  console.log(
    `  CPU of the instances while holding: ${cpu.join(', ')} of one core; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log(`  still open at the end: ${open}; received ticks in the last 5 s: ${fresh}`);
  console.log(
    `  quotes messages: ${(messages / HOLD_SECONDS).toFixed(0)}/s in total, ${(messages / HOLD_SECONDS / Math.max(1, open)).toFixed(2)}/s per socket`,
  );
  console.log(
    `  tick delay (arrival − step time, ${delays.length} sampled): p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${delays.at(-1)} ms`,
  );
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
  const databaseUrl = freshDatabase();
  const redisPort = await freePort();
  track(
    spawn(
      '/usr/bin/redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxclients', '10000'],
      { stdio: 'ignore' },
    ),
  );
  await waitForPort(redisPort);
  const env = {
    DATABASE_URL: databaseUrl,
    BROKER_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: work,
    RELEASE_DIR: path.join(work, 'none'),
    REVIEW_DELAY_MS: '0',
    // Thousands of sockets of one session from one address stand for as many customers: no caps.
    SOCKETS_PER_TOKEN: '1000000',
    SOCKETS_PER_ADDRESS: '1000000',
  };
  const [p1, p2, lb1, lb2] = [await freePort(), await freePort(), await freePort(), await freePort()];
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log(`cluster bench: ${SECONDS} s × ${CONNECTIONS} connections per figure; ${SOCKETS} sockets held ${HOLD_SECONDS} s`);
  const app1 = await startInstance(p1, 'app1', env);
  const login = (await (
    await fetch(`http://127.0.0.1:${p1}/api/user/login`, {
      method: 'POST',
      ...signed({ account: 'demo@example.com', password: 'Demo1234' }),
    })
  ).json()) as { retCode: number; data: { token: string } };
  if (login.retCode !== 0) throw new Error('demo login failed');
  const token = login.data.token;

  if (CPU_PROF_DIR) {
    console.log('\nproduct/productList: skipped while profiling (BENCH_CPU_PROF)');
  } else {
    console.log('\nproduct/productList (20 rows)');
    console.log(`  1 instance, direct:           ${await productListRate(`http://127.0.0.1:${p1}`, [app1])}`);
    const haproxy1 = await startHaproxy(lb1, [p1]);
    console.log(
      `  1 instance behind HAProxy:    ${await productListRate(`http://127.0.0.1:${lb1}`, [app1, haproxy1])}  (instance + HAProxy)`,
    );
  }
  const app2 = await startInstance(p2, 'app2', env);
  const haproxy2 = await startHaproxy(lb2, [p1, p2]);
  await new Promise((r) => setTimeout(r, 2500)); // health checks mark app2 up
  if (!CPU_PROF_DIR) {
    console.log(
      `  2 instances behind HAProxy:   ${await productListRate(`http://127.0.0.1:${lb2}`, [app1, app2, haproxy2])}  (app1 + app2 + HAProxy)`,
    );
  }

  console.log(
    `\nwebsocket clients, ${VIA_BALANCER ? 'through HAProxy' : 'straight to the 2 instances'} (5 codes each, ticks every 250 ms)`,
  );
  const urls = VIA_BALANCER ? [`ws://127.0.0.1:${lb2}/websocket/${token}`] : [p1, p2].map((p) => `ws://127.0.0.1:${p}/websocket/${token}`);
  await socketsHeld(urls, [app1, app2]);
  if (CPU_PROF_DIR) {
    await stopAndSummarise([
      { name: 'app1', child: app1 },
      { name: 'app2', child: app2 },
    ]);
  }
}

if (process.env.BENCH_CLIENT === '1') {
  void clientProcess();
} else {
  main()
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => {
      for (const child of children) child.kill('SIGKILL');
      setTimeout(() => process.exit(), 300);
    });
}
