// `npm run start:cluster` (scripts/cluster.mjs) and its balancer (scripts/haproxy-config.mjs), for
// real: a taken port fails the start with the reason; a started cluster brings a killed instance
// back by itself, answering through the balancer again, and Ctrl-C stops what it started; and the
// balancer never sends a POST again once an instance received it (a money call carried out by an
// instance that died before answering is not carried out a second time by another).
// Runs in the PostgreSQL step of `npm test` (TEST_POSTGRES_URL); skipped without it, Redis or HAProxy.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { DEMO_SECRETS, sign } from '@app/shared/transport';
import { RetCode } from '@app/shared/contracts';
import { openDatabase } from '../src/db/database';
import { unexplainedWallets } from '../src/wallet/ledger';
import { call, makeTempDir, removeDirs, startTestProvider, writeFakeRelease, type TestProvider } from './helpers/test-provider';
import { dropTestDatabase } from './helpers/test-database';
import { customerWithStock, fundedCustomerForAnotherProcess } from './helpers/wallet-fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
const skipReason = !process.env.TEST_POSTGRES_URL
  ? 'TEST_POSTGRES_URL is not set (the cluster runs on PostgreSQL)'
  : !existsSync('/usr/bin/redis-server') || !existsSync('/usr/sbin/haproxy')
    ? 'redis-server or haproxy is missing (apt-get install -y redis-server haproxy)'
    : null;
if (skipReason) console.log(`cluster-start.test.ts skipped: ${skipReason}`);
const describeCluster = skipReason ? describe.skip : describe;

jest.setTimeout(180_000);

/** The balancer configuration start:cluster writes (scripts/haproxy-config.mjs, root tooling: run, not imported). */
function haproxyConfig(options: { port: number; instancePorts: number[]; checkToken: string; bind: string; retries: boolean }): string {
  const module = path.join(ROOT, 'scripts', 'haproxy-config.mjs');
  const script = `import { haproxyConfig } from ${JSON.stringify(module)}; process.stdout.write(haproxyConfig(${JSON.stringify(options)}));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A base port with the next `count` ports free too. */
async function freePorts(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    let free = true;
    for (let i = 0; i < count && free; i++) free = await portFree(base + i);
    if (free) return base;
  }
}

async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 60_000): Promise<NonNullable<T>> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | string>;
}

function startCluster(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cluster.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? '')));
  return { child, output: () => out, exited };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function get(url: string): Promise<{ status: number; servedBy: string | undefined }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, servedBy: res.headers['x-served-by'] as string | undefined }));
    });
    req.on('error', () => resolve({ status: 0, servedBy: undefined }));
  });
}

describeCluster('npm run start:cluster', () => {
  const dataDir = makeTempDir('cluster-start');
  const releaseDir = makeTempDir('cluster-start-release');
  writeFakeRelease(releaseDir);
  afterAll(async () => {
    await dropTestDatabase(dataDir);
    removeDirs([dataDir, releaseDir]);
  });

  it('fails with the reason when its port is taken', async () => {
    const port = await freePorts(4);
    const other = net.createServer((socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n'));
    await new Promise<void>((resolve) => other.listen(port, '0.0.0.0', resolve));
    try {
      const cluster = startCluster({ PORT: String(port), REDIS_PORT: String(port + 3), DATABASE_URL: 'postgres://unused/none' });
      expect(await cluster.exited).toBe(1);
      expect(cluster.output()).toContain(`port ${port} (the balancer, PORT) is taken by another process`);
      expect(cluster.output()).not.toContain('Cluster running');
    } finally {
      other.close();
    }
  });

  it('brings a killed instance back by itself, answering through the balancer, with every money call of the kill counted once; Ctrl-C stops every part', async () => {
    // A funded customer, written in process before the cluster takes the database.
    const { user, databaseUrl } = await fundedCustomerForAnotherProcess(dataDir, 100_000_000, { prefix: 'drill', releaseDir });
    const { token } = user;
    const port = await freePorts(4);
    const cluster = startCluster({
      PORT: String(port),
      REDIS_PORT: String(port + 3),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      RELEASE_DIR: releaseDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      BROKER_PREFIX: `cluster-start-${port}:`,
    });
    try {
      await until('the cluster to run', () => cluster.output().includes('Cluster running at'), 120_000);
      const pid = (name: string) => Number(new RegExp(`${name}[^\\n]*pid (\\d+)\\)`).exec(cluster.output())![1]);
      const pids = ['app1', 'app2', 'broker', 'HAProxy'].map(pid);
      const app1 = pids[0];
      // Both instances answer through the balancer.
      const served = new Set<string>();
      await until('both instances through the balancer', async () => {
        const answer = await get(`http://127.0.0.1:${port}/`);
        if (answer.status === 200 && answer.servedBy) served.add(answer.servedBy);
        return served.size === 2;
      });

      // Signed transfers through the balancer from 6 lanes, each of its own amount (cents: 1.00 and up,
      // the lane in the last digit) so the ledger tells them apart and a long run cannot drain the
      // wallet; half carry a requestId, half do not (an older app).
      const acknowledged = new Map<number, boolean>();
      const answers = new Map<string, number>();
      const sent = new Set<number>();
      let stop = false;
      const lane = async (n: number) => {
        for (let i = 1; !stop; i++) {
          const cents = 100 + i * 10 + n;
          const fields: Record<string, string> = { from: 'stock', amount: (cents / 100).toFixed(2) };
          if (i % 2 === 0) fields.requestId = `drill-${cents}`;
          sent.add(cents);
          try {
            const answer = await call(`http://127.0.0.1:${port}`, 'user/transferWallet', fields, { token });
            if (answer.body.retCode === RetCode.OK) acknowledged.set(cents, true);
            const seen = `${answer.status} ${answer.body.retCode} ${answer.body.message}`;
            answers.set(seen, (answers.get(seen) ?? 0) + 1);
          } catch (err) {
            answers.set(String(err), (answers.get(String(err)) ?? 0) + 1);
            // The balancer's 502 or a cut connection: not acknowledged.
          }
        }
      };
      const lanes = Promise.all(Array.from({ length: 6 }, (_, n) => lane(n + 1)));
      await until('transfers flowing', () => acknowledged.size >= 30);

      process.kill(app1, 'SIGKILL');
      await until('app1 started again', () => cluster.output().includes('app1 is back'));
      expect(cluster.output()).toContain('app1 exited (SIGKILL); starting it again in 1 s');
      // The balancer sends to it again (its health check saw it come back); app2 was never restarted.
      await until('app1 answering through the balancer', async () => (await get(`http://127.0.0.1:${port}/`)).servedBy === 'app1');
      expect(alive(pids[1])).toBe(true);
      expect(cluster.output()).not.toContain('app2 exited');
      const before = acknowledged.size;
      await until('transfers through both instances again', () => acknowledged.size >= before + 30, 120_000).catch((err: Error) => {
        throw new Error(`${err.message}: ${acknowledged.size} acknowledged (${before} before), answers ${JSON.stringify([...answers])}`);
      });
      stop = true;
      await lanes;

      // The ledger is exact: every acknowledged transfer once, none twice, nothing unexplained.
      const db = await openDatabase(dataDir, databaseUrl);
      try {
        const outs = await db
          .selectFrom('ledger')
          .select('available_delta_minor')
          .where('user_id', '=', user.userId)
          .where('account', '=', 'stock')
          .where('kind', '=', 'transfer_out')
          .execute();
        const counted = new Map<number, number>();
        for (const row of outs) counted.set(-Number(row.available_delta_minor), (counted.get(-Number(row.available_delta_minor)) ?? 0) + 1);
        for (const cents of acknowledged.keys()) expect(counted.get(cents)).toBe(1);
        for (const [cents, times] of counted) {
          expect(times).toBe(1);
          expect(sent.has(cents)).toBe(true);
        }
        expect(await unexplainedWallets(db)).toEqual([]);
        console.log(
          `cluster drill: ${sent.size} transfers sent, ${acknowledged.size} acknowledged, ${outs.length} in the ledger (each once) across a kill -9`,
        );
      } finally {
        await db.destroy();
      }

      cluster.child.kill('SIGINT');
      expect(await cluster.exited).toBe(0);
      const newApp1 = Number(/app1 is back \(pid (\d+)\)/.exec(cluster.output())![1]);
      for (const p of [...pids.slice(1), newApp1]) expect(alive(p)).toBe(false);
      expect(cluster.output()).toMatch(/PostgreSQL (stays running|stopped)/);
    } finally {
      cluster.child.kill('SIGKILL');
    }
  });
});

/**
 * A server that takes a request, has a real instance carry it out, and then dies without
 * answering (closes the connection): what the balancer sees when an instance is killed after
 * doing the work and before its answer.
 */
function dyingInstance(target: string): Promise<{ port: number; close(): void; carriedOut: number }> {
  const state = { carriedOut: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (req.method === 'POST') {
        const headers = { ...req.headers } as Record<string, string>;
        delete headers.host;
        await fetch(`${target}${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) });
        state.carriedOut += 1;
        res.socket?.destroy();
      } else {
        res.end('ok');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => server.close(),
        get carriedOut() {
          return state.carriedOut;
        },
      }),
    ),
  );
}

describeCluster('the balancer and a money call whose instance died before answering', () => {
  let server: TestProvider;
  const haproxies: ChildProcess[] = [];
  afterAll(async () => {
    for (const h of haproxies) h.kill('SIGKILL');
    await server?.close();
  });

  it.each([
    ['with the retries of start:cluster', true],
    ['without any retry', false],
  ])('%s: the transfer is carried out once, never sent to the other instance', async (_name, retries) => {
    server ??= await startTestProvider({ env: { SEED_DEMO: 'false' } });
    const user = await customerWithStock(server, 100_000, 'lb');
    const { token } = user;

    const dying = await dyingInstance(server.baseUrl);
    const port = await freePorts(1);
    const dir = makeTempDir('haproxy');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'haproxy.cfg');
    const instancePort = Number(new URL(server.baseUrl).port);
    // The dying instance first (balance first), the healthy one second: a resend would reach it.
    const config = haproxyConfig({ port, instancePorts: [dying.port, instancePort], checkToken: 'x', bind: '127.0.0.1', retries }).replace(
      'balance roundrobin',
      'balance first',
    );
    writeFileSync(file, config);
    const haproxy = spawn('/usr/sbin/haproxy', ['-db', '-f', file], { stdio: 'ignore' });
    haproxies.push(haproxy);
    try {
      await until('the balancer', async () => (await get(`http://127.0.0.1:${port}/x`)).status === 200, 20_000);
      // Without requestId (an older app): only the balancer stands between the call and a second transfer.
      const answer = await fetch(`http://127.0.0.1:${port}/api/user/transferWallet`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: token,
          time: String(Date.now()),
          sign: sign({ from: 'stock', amount: '1', lang: 'en_US' }, DEMO_SECRETS.main),
        },
        body: 'from=stock&amount=1&lang=en_US',
      });
      expect(answer.status).toBe(502); // the client hears of the failure; it was not resent
      expect(dying.carriedOut).toBe(1);
      const outs = await server.provider.db
        .selectFrom('ledger')
        .select('id')
        .where('user_id', '=', user.userId)
        .where('kind', '=', 'transfer_out')
        .execute();
      expect(outs).toHaveLength(1);
      expect(await unexplainedWallets(server.provider.db)).toEqual([]);
    } finally {
      haproxy.kill('SIGKILL');
      dying.close();
      removeDirs([dir]);
    }
  });
});
