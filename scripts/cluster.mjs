#!/usr/bin/env node
// `npm run start:cluster`: the scaled-out shape on one machine, from Debian packages.
//   PostgreSQL (Debian's cluster, database `trading_cluster`, role app/app)
//   Redis      redis-server on REDIS_PORT (default 6390): pub/sub of ticks and account events, shared rate windows
//   N instances of the provider (INSTANCES, default 2) on ports PORT+1…PORT+N, one database, one broker;
//              the one holding the market lease steps the market and runs the jobs
//   HAProxy    on PORT (default 8080): round robin over the instances, websocket upgrade passed through
// Every port is checked free before anything starts, and the start reports success only once the
// balancer it started answers its own check; otherwise it stops what it started and exits 1 with
// the reason. While it runs it supervises what it started: a part that exits (an instance killed,
// Redis, HAProxy) is started again after 1 s, 2 s, 4 s … at most 30 s (back to 1 s once a start
// has lived a minute); the others keep running, and a restarted instance rejoins as a standby.
// Ctrl-C (or SIGTERM) stops them all, and PostgreSQL too when this start started it and nobody
// else uses it; otherwise it says that PostgreSQL stays up and why.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BALANCER_CHECK_PATH, haproxyConfig } from './haproxy-config.mjs';
import { ROOT, isBuilt, run } from './lib.mjs';
import { ensurePostgres, otherPostgresSessions, startedPostgres, stopStartedPostgres } from './postgres.mjs';

const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A start that lived this long was a good one: the next failure waits the first delay again. */
const RESTART_RESET_AFTER_MS = 60_000;

const log = (message) => console.error(`[cluster] ${message}`);

/**
 * The parts this start runs, each kept running. Written here rather than taken from a process
 * manager (pm2, forever): a start must be judged by the part's own word (the instance's "App
 * running at" line, the balancer's check), not by a port that someone else may hold, and the
 * whole supervisor is this loop.
 */
const parts = new Set();
let stopping = false;

/**
 * Runs `start()` (which spawns the process and resolves once it is ready, rejecting if it is not)
 * and keeps it running: when the process exits while not stopping, it is started again after a
 * backoff. Resolves when the first start is ready; rejects if the first start fails.
 */
async function supervise(name, start) {
  const part = { name, child: null, delayMs: RESTART_FIRST_MS, timer: null };
  parts.add(part);
  const launch = async () => {
    const startedAt = Date.now();
    const child = await start();
    part.child = child;
    child.once('exit', (code, signal) => {
      part.child = null;
      if (stopping) return;
      if (Date.now() - startedAt >= RESTART_RESET_AFTER_MS) part.delayMs = RESTART_FIRST_MS;
      const delay = part.delayMs;
      part.delayMs = Math.min(RESTART_MAX_MS, part.delayMs * 2);
      log(`${name} exited (${code ?? signal}); starting it again in ${delay / 1000} s`);
      part.timer = setTimeout(() => {
        part.timer = null;
        launch().then(
          () => log(`${name} is back (pid ${part.child?.pid})`),
          (err) => log(`${name} did not start again: ${err.message}`),
        );
      }, delay);
    });
  };
  await launch();
}

/** Stops every part and waits for them to exit (SIGKILL after 10 s). */
export async function stopAll() {
  stopping = true;
  const exits = [];
  for (const part of parts) {
    clearTimeout(part.timer);
    const child = part.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) continue;
    exits.push(new Promise((resolve) => child.once('exit', resolve)));
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  }
  await Promise.all(exits);
}

/** Resolves if nothing listens on host:port (we could bind it), rejects naming the port otherwise. */
function assertPortFree(port, host, what) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `port ${port} (${what}) is taken by another process: stop it or choose other ports (PORT, REDIS_PORT)`
            : `port ${port} (${what}) cannot be used: ${err.message}`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

export function waitForPort(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** Spawns a part, keeping its last output lines for the reason of a failed start. */
function spawnPart(command, args, options, { echo }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const onText = (stream) => (chunk) => {
    stream.write(echo ? chunk : '');
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(line.trim());
    tail.splice(0, Math.max(0, tail.length - 5));
  };
  child.stdout.on('data', onText(process.stdout));
  child.stderr.on('data', onText(process.stderr));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, tail, exited };
}

/** Resolves when `ready()` does, rejects with the part's last words if it exits first. */
async function readyOrExit(name, { child, tail, exited }, ready, timeoutMs) {
  let timer;
  const outcome = await Promise.race([
    ready().then(() => 'ready'),
    exited.then((code) => `exited (${code})`),
    new Promise((resolve) => (timer = setTimeout(() => resolve(`not ready after ${timeoutMs / 1000} s`), timeoutMs))),
  ]).finally(() => clearTimeout(timer));
  if (outcome === 'ready') return child;
  child.kill('SIGKILL');
  throw new Error(`${name} ${outcome}${tail.length ? `: ${tail.join(' | ')}` : ''}`);
}

/** A PostgreSQL database for the cluster (created when missing); returns its URL. */
export function clusterDatabase(name = 'trading_cluster') {
  const admin = new URL(ensurePostgres());
  const exists = execFileSync('su', ['postgres', '-c', `psql -tAc "select 1 from pg_database where datname = '${name}'"`], {
    encoding: 'utf8',
  }).trim();
  if (exists !== '1')
    execFileSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -c "create database ${name} owner app"`], { stdio: 'ignore' });
  admin.pathname = `/${name}`;
  return admin.toString();
}

/** Debian's redis-server on `port`, nothing persisted (pub/sub and rate windows only). */
async function startRedis(port) {
  const started = spawnPart(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxclients', '10000'],
    {},
    { echo: false },
  );
  return readyOrExit('redis-server', started, () => waitForPort(port), 30_000);
}

/** One provider instance (server/src/main.ts) on `port`: ready when it says it listens there. */
async function startInstance({ port, name, env }) {
  const started = spawnPart(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts'],
    { cwd: path.join(ROOT, 'server'), env: { ...process.env, ...env, PORT: String(port), INSTANCE_ID: name } },
    { echo: true },
  );
  const listening = new Promise((resolve) => {
    const watch = (chunk) => {
      if (chunk.toString().includes(`App running at http://localhost:${port}/`)) resolve();
    };
    started.child.stdout.on('data', watch);
  });
  return readyOrExit(name, started, () => listening, 120_000);
}

/** GET the balancer's own check with our token: true only if the HAProxy we started answers on `port`. */
function balancerAnswers(port, token) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('connect', () =>
      socket.write(`GET ${BALANCER_CHECK_PATH} HTTP/1.1\r\nHost: localhost\r\nx-cluster-check: ${token}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer.startsWith('HTTP/1.1 200') && answer.endsWith(token)));
    socket.on('error', () => resolve(false));
  });
}

/** HAProxy on `port` in front of the instances' ports; ready once it answers its own check. */
async function startBalancer(port, instancePorts) {
  const dir = path.join(os.tmpdir(), `cluster-haproxy-${port}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'haproxy.cfg');
  const token = randomBytes(16).toString('hex');
  writeFileSync(file, haproxyConfig({ port, instancePorts, checkToken: token }));
  const started = spawnPart('/usr/sbin/haproxy', ['-db', '-f', file], {}, { echo: false });
  const answers = async () => {
    while (!(await balancerAnswers(port, token))) await new Promise((resolve) => setTimeout(resolve, 200));
  };
  return readyOrExit('haproxy', started, answers, 30_000);
}

/** Stops PostgreSQL if this start started it and nobody else uses it; otherwise says why it stays. */
function settlePostgres(databaseName) {
  if (!startedPostgres) {
    if (databaseName)
      log('PostgreSQL stays running: it was running before this start (Debian\'s cluster; "pg_ctlcluster 15 main stop" stops it)');
    return;
  }
  const others = otherPostgresSessions(databaseName);
  if (others > 0) {
    log(`PostgreSQL stays running: this start started it, but ${others} other session(s) use it now`);
    return;
  }
  stopStartedPostgres();
  log('PostgreSQL stopped (this start had started it)');
}

function integerSetting(name, fallback, min, max) {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer ${min}–${max}, got "${raw}"`);
  return value;
}

let databaseName = null;

async function main() {
  const instances = integerSetting('INSTANCES', 2, 1, 16);
  const port = integerSetting('PORT', 8080, 1, 65535 - 16);
  const redisPort = integerSetting('REDIS_PORT', 6390, 1, 65535);
  const ports = Array.from({ length: instances }, (_, i) => port + 1 + i);
  for (const bin of ['/usr/bin/redis-server', '/usr/sbin/haproxy'])
    if (!existsSync(bin)) throw new Error(`${bin} is not installed (apt-get install -y redis-server haproxy); .ci/run installs them`);
  // Before anything starts: a port someone else holds would be answered by them, not by us.
  await assertPortFree(port, '0.0.0.0', 'the balancer, PORT');
  for (const [i, p] of ports.entries()) await assertPortFree(p, '0.0.0.0', `instance app${i + 1}, PORT+${i + 1}`);
  await assertPortFree(redisPort, '127.0.0.1', 'Redis, REDIS_PORT');

  if (!isBuilt()) {
    console.log('Building the shell and the five remotes…');
    await run('node', ['scripts/build.mjs']);
  }
  const databaseUrl = process.env.DATABASE_URL ?? clusterDatabase();
  databaseName = new URL(databaseUrl).pathname.slice(1);
  await supervise('redis-server', () => startRedis(redisPort));
  const env = {
    DATABASE_URL: databaseUrl,
    BROKER_URL: `redis://127.0.0.1:${redisPort}`,
    // Uploads are files: every instance serves them from one directory.
    DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data', 'cluster'),
    // HAProxy on this machine names the client in X-Forwarded-For (option forwardfor).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  };
  // The first migrates and seeds the database; the others start once it answers.
  await supervise('app1', () => startInstance({ port: ports[0], name: 'app1', env }));
  await Promise.all(ports.slice(1).map((p, i) => supervise(`app${i + 2}`, () => startInstance({ port: p, name: `app${i + 2}`, env }))));
  await supervise('haproxy', () => startBalancer(port, ports));
  const pids = new Map([...parts].map((part) => [part.name, part.child.pid]));
  console.log(
    [
      '',
      `Cluster running at http://localhost:${port}/ (HAProxy, round robin, websockets passed through; pid ${pids.get('haproxy')})`,
      ...ports.map((p, i) => `  instance app${i + 1}: http://localhost:${p}/ (pid ${pids.get(`app${i + 1}`)})`),
      `  broker: redis://127.0.0.1:${redisPort} (pid ${pids.get('redis-server')})`,
      `  database: ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`,
      'A part that exits is started again. Ctrl-C stops everything.',
    ].join('\n'),
  );
}

const invokedDirectly = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (invokedDirectly) {
  const stop = async (code) => {
    if (stopping) process.exit(1); // a second Ctrl-C: now
    await stopAll();
    try {
      settlePostgres(databaseName);
    } catch (err) {
      log(`PostgreSQL: ${err.message}`);
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  main().catch((err) => {
    console.error(`cluster: ${err.message}`);
    void stop(1);
  });
}
