#!/usr/bin/env node
// `npm run start:cluster`: the scaled-out shape on one machine, from Debian packages.
//   PostgreSQL (Debian's cluster, database `trading_cluster`, role app/app)
//   Redis      redis-server on REDIS_PORT (default 6390): pub/sub of ticks and account events, shared rate windows
//   N instances of the provider (INSTANCES, default 2) on ports 8081…808N, one database, one broker;
//              the one holding the market lease steps the market and runs the jobs
//   HAProxy    on PORT (default 8080): round robin over the instances, websocket upgrade passed through
// Ctrl-C stops everything. Also a module: the cluster benchmark (server/bench/cluster.ts) starts
// the same parts through startRedis / startInstance / startBalancer.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, isBuilt, run } from './lib.mjs';
import { ensurePostgres } from './postgres.mjs';

const children = new Set();

function track(child, name) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.error(`[cluster] ${name} exited (${code ?? signal})`);
  });
  return child;
}

let stopping = false;
export function stopAll() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
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
export async function startRedis(port) {
  if (!existsSync('/usr/bin/redis-server'))
    throw new Error('redis-server is not installed (apt-get install -y redis-server); .ci/run installs it.');
  const child = track(
    spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxclients', '10000'],
      { stdio: 'ignore' },
    ),
    'redis-server',
  );
  await waitForPort(port);
  return child;
}

/** One provider instance (server/src/main.ts) on `port`. */
export async function startInstance({ port, name, env, quiet = false }) {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'server'),
      env: { ...process.env, ...env, PORT: String(port), INSTANCE_ID: name },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    }),
    name,
  );
  await waitForPort(port, 120_000);
  return child;
}

/** HAProxy on `port` in front of the instances' ports: round robin, websockets passed through. */
export async function startBalancer(port, instancePorts, { maxconn = 9000 } = {}) {
  if (!existsSync('/usr/sbin/haproxy')) throw new Error('haproxy is not installed (apt-get install -y haproxy); .ci/run installs it.');
  const dir = path.join(os.tmpdir(), `cluster-haproxy-${port}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    [
      'global',
      `  maxconn ${maxconn}`,
      'defaults',
      '  mode http',
      '  option redispatch',
      '  retries 3',
      '  retry-on conn-failure empty-response',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      // An upgraded websocket is a tunnel: it may stay quiet for a long time between pings.
      '  timeout tunnel 1h',
      'frontend web',
      `  bind 0.0.0.0:${port}`,
      // The client's address for the per-address login limit: instances trust 127.0.0.1 (TRUST_PROXY).
      '  option forwardfor',
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      ...instancePorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check inter 1s fall 1 rise 2`),
      '',
    ].join('\n'),
  );
  const child = track(spawn('/usr/sbin/haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] }), 'haproxy');
  await waitForPort(port);
  return child;
}

async function main() {
  const instances = Number(process.env.INSTANCES ?? 2);
  const port = Number(process.env.PORT ?? 8080);
  const redisPort = Number(process.env.REDIS_PORT ?? 6390);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('INSTANCES must be 1–16');
  if (!isBuilt()) {
    console.log('Building the shell and the five remotes…');
    await run('node', ['scripts/build.mjs']);
  }
  const databaseUrl = process.env.DATABASE_URL ?? clusterDatabase();
  await startRedis(redisPort);
  const env = {
    DATABASE_URL: databaseUrl,
    BROKER_URL: `redis://127.0.0.1:${redisPort}`,
    // Uploads are files: every instance serves them from one directory.
    DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data', 'cluster'),
    // HAProxy on this machine names the client in X-Forwarded-For (option forwardfor).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  };
  const ports = Array.from({ length: instances }, (_, i) => port + 1 + i);
  // The first migrates and seeds the database; the others start once it answers.
  await startInstance({ port: ports[0], name: 'app1', env });
  await Promise.all(ports.slice(1).map((p, i) => startInstance({ port: p, name: `app${i + 2}`, env })));
  await startBalancer(port, ports);
  console.log(
    [
      '',
      `Cluster running at http://localhost:${port}/ (HAProxy, round robin, websockets passed through)`,
      ...ports.map((p, i) => `  instance app${i + 1}: http://localhost:${p}/`),
      `  broker: redis://127.0.0.1:${redisPort}`,
      `  database: ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`,
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
}

const invokedDirectly = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (invokedDirectly) {
  const stop = () => {
    if (stopping) process.exit(1);
    stopAll();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  main().catch((err) => {
    console.error(`cluster: ${err.message}`);
    stopAll();
    process.exit(1);
  });
}
