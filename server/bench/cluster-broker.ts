// Redis pub/sub against PostgreSQL LISTEN/NOTIFY for the cluster's fan-out, on this
// machine: round-trip latency (publish → a subscriber on another connection receives) of an account
// event (~120 bytes) and of one market step (every product, ~28 KB, what a standby needs to mirror
// the market), and the rate of a burst of 20,000 events. Not part of `npm test`.
//   npx tsx server/bench/cluster-broker.ts      (as root: Debian's PostgreSQL and redis-server)
import { execFileSync, spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { CATALOGUE } from '../src/market/catalogue';
import { MarketSimulator } from '../src/market/simulator';

const ROOT = path.resolve(__dirname, '..', '..');
const ROUNDS = 500;
const BURST = 20_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => (socket.destroy(), resolve(false)));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

interface Transport {
  name: string;
  publish(message: string): Promise<void>;
  onMessage(handler: (message: string) => void): void;
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(2);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

async function roundTrips(t: Transport, message: string): Promise<string> {
  let resolveOne: () => void = () => undefined;
  t.onMessage(() => resolveOne());
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const received = new Promise<void>((resolve) => (resolveOne = resolve));
    const started = performance.now();
    try {
      await t.publish(message);
    } catch (err) {
      return `refused: ${(err as Error).message}`;
    }
    await received;
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

async function burst(t: Transport): Promise<string> {
  let count = 0;
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  t.onMessage(() => {
    count += 1;
    if (count === BURST) done();
  });
  const started = performance.now();
  const message = JSON.stringify([12345, 'balance', null]);
  await Promise.all(Array.from({ length: BURST }, () => t.publish(message)));
  await all;
  return `${Math.round(BURST / ((performance.now() - started) / 1000))} events/s`;
}

async function main(): Promise<void> {
  const event = JSON.stringify([
    12345,
    'orders',
    {
      domain: 'trade',
      kind: 'closed',
      orderId: 991,
      code: 'AAPL',
      direction: 'bullish',
      quantity: 10,
      reason: 'stopLoss',
      price: '201.35',
      totalPnl: '-12.40',
    },
  ]);
  const market = new MarketSimulator({ catalogue: CATALOGUE, seed: 1, intervalMs: 250 });
  market.step();
  const step = JSON.stringify(market.exportStep());
  console.log(`account event ${event.length} bytes; market step ${step.length} bytes (${CATALOGUE.length} products)`);

  const redisPort = await freePort();
  const redisServer = spawn(
    '/usr/bin/redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitForPort(redisPort);
  const pub = new Redis(redisPort, '127.0.0.1');
  const sub = new Redis(redisPort, '127.0.0.1');
  let redisHandler: (m: string) => void = () => undefined;
  sub.on('message', (_c: string, m: string) => redisHandler(m));
  await sub.subscribe('bench');
  const redis: Transport = {
    name: 'Redis pub/sub',
    publish: async (m) => void (await pub.publish('bench', m)),
    onMessage: (h) => (redisHandler = h),
  };

  const url = execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'postgres.mjs')], { encoding: 'utf8' }).trim();
  const notifier = new Client({ connectionString: url });
  const listener = new Client({ connectionString: url });
  await notifier.connect();
  await listener.connect();
  let pgHandler: (m: string) => void = () => undefined;
  listener.on('notification', (n) => pgHandler(n.payload ?? ''));
  await listener.query('listen bench');
  // One query at a time per connection (pg has no pipelining): a burst queues on the connection.
  let queue: Promise<unknown> = Promise.resolve();
  const notify = (m: string) => (queue = queue.catch(() => undefined).then(() => notifier.query('select pg_notify($1, $2)', ['bench', m])));
  const postgres: Transport = {
    name: 'PostgreSQL NOTIFY',
    publish: async (m) => void (await notify(m)),
    onMessage: (h) => (pgHandler = h),
  };

  try {
    for (const t of [redis, postgres]) {
      console.log(`\n${t.name}`);
      console.log(`  account event round trip: ${await roundTrips(t, event)}`);
      console.log(`  market step round trip:   ${await roundTrips(t, step)}`);
      console.log(`  burst of ${BURST} events:   ${await burst(t)}`);
    }
  } finally {
    pub.disconnect();
    sub.disconnect();
    await notifier.end();
    await listener.end();
    redisServer.kill('SIGKILL');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
