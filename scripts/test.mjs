#!/usr/bin/env node
// `npm test`: everything, the quick checks first so that a run fails fast:
//   1. lint then the release tooling's tests ‖ type-check (tsc --noEmit over the whole workspace, strict)
//   2. build the six front-end packages into ./releases (SKIP_BUILD=1 reuses an existing build),
//      then the byte budgets of that release (e2e/budgets.mjs against e2e/budgets.json)
//   3. Jest: units, components, the tooling, and the server's integration tests over real HTTP on
//      temporary embedded databases (JEST_WORKERS at a time)
//   4. the server's tests again on PostgreSQL (each test provider its own database), but for the
//      files that run the same on either database (SAME_ON_EVERY_DATABASE below)
//   5. end-to-end journeys in Debian's Chromium, E2E_CONCURRENCY files at a time (e2e/lib/run.mjs),
//      among them every benchmark's smoke run (e2e/tests/benchmarks-*.test.ts: bench:ticks,
//      bench:positions, bench:interactions, bench:bytes, bench:lighthouse and the server's bench
//      each run for a few seconds and must print their figures), so a benchmark that no longer runs
//      fails the build. They are two files in that step's pool rather than a step of their own:
//      much of a smoke run is waiting (a throttled page sleeps, Lighthouse simulates), so beside the
//      journeys they add far less than their own time (measured in docs/testing.md)
//   6. the soak: 30 s of one server under 50 simulated customers (server/bench/soak.ts), alone
// Each step is parallel inside (Jest workers, e2e files at a time); the steps themselves run one
// after the other because each already keeps this machine's 2 cores busy: run side by side, Jest
// and the journeys took as long as one after the other, and the journeys' waits grew
// (docs/testing.md has the measurements). The soak runs alone on purpose: it fails on p99 drift
// between the halves of its measured period, and a neighbour starting or ending mid-run would move
// p99 by itself.
// Each step's wall time is printed as it ends, and a table of all of them at the end. A failing
// step stops the run at once.
import path from 'node:path';
import { ROOT, isBuilt, startStep } from './lib.mjs';
import { dropTestDatabases, ensurePostgres } from './postgres.mjs';

const node = process.execPath;
const npx = 'npx';
/**
 * Jest workers: 4 on 2 cores, the fastest measured (2: 111 s, 3: 79 s, 4: 69 s, 6: 76 s for step 3;
 * on PostgreSQL 3: 79 s, 4: 75 s, 6: 76 s). While one test waits on HTTP, its timers or the
 * database, another computes. Tests do not collide: each test provider has its own data folder and,
 * on PostgreSQL, its own database, and the system picks every port.
 */
const JEST_WORKERS = process.env.JEST_WORKERS ?? '4';

/** A step: a command, and optionally work to do in this process first (may return extra env). */
const step = (name, cmd, args, { env, cwd, before } = {}) => ({ name, cmd, args, env, cwd, before });

const lint = step('lint', 'npm', ['run', 'lint']);
const typecheck = step('type-check', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']);
// The release tooling's node:test suites (@app/shared's surface, the gate, a publish through a provider).
const tooling = step('release tooling tests', 'npm', ['run', 'test:scripts']);
const build = step('build', node, ['scripts/build.mjs'], {
  before: () => (process.env.SKIP_BUILD === '1' && isBuilt() ? 'skip' : undefined),
});
const budgets = step('byte budgets of the release (e2e/budgets.json)', node, ['e2e/budgets.mjs']);
const e2e = step('end-to-end tests and benchmark smoke runs in Chromium', node, ['lib/run.mjs'], { cwd: path.join(ROOT, 'e2e') });
const jest = step('Jest: units, components, tooling, server on the embedded database', npx, [
  'jest',
  '--ci',
  `--maxWorkers=${JEST_WORKERS}`,
]);
/**
 * Server test files the PostgreSQL step leaves out: they run the same whichever database the step
 * gives (docs/testing.md#the-postgresql-step says why for each). The first three never reach
 * PostgreSQL at all; in the last three it holds only the set-up every other file of the step does
 * too (migrations, the demo seed, a registration, the session behind a token), and what they assert
 * is made outside it.
 */
const SAME_ON_EVERY_DATABASE = [
  // The unit tests beside the code: none starts a provider or reads TEST_POSTGRES_URL
  // (wallet/ledger.test.ts opens an embedded database of its own).
  'server/src/',
  // No provider: the wallet's messages against the provider's catalogue.
  'server/test/wallet-messages.test.ts',
  // Its providers run on the embedded database (DATABASE_URL '') in either step.
  'server/test/request-log.test.ts',
  // The headers and inline-script hashes of the HTML as sent.
  'server/test/csp.test.ts',
  // HTTPS, HTTP/2 and HTTP/1.1 over TLS, the socket's upgrade over TLS.
  'server/test/tls.test.ts',
  // The socket hub's limits (in memory) and the socket layer's log lines.
  'server/test/socket-limits.test.ts',
];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const jestPostgres = step(
  'Jest: the server on PostgreSQL',
  npx,
  [
    'jest',
    '--ci',
    `--maxWorkers=${JEST_WORKERS}`,
    '--selectProjects',
    'server',
    '--testPathIgnorePatterns',
    '/node_modules/',
    ...SAME_ON_EVERY_DATABASE.map((p) => `/${escapeRegExp(p)}`),
  ],
  {
    before: () => {
      const url = ensurePostgres();
      dropTestDatabases();
      return { TEST_POSTGRES_URL: url };
    },
  },
);
// 30 s of mixed traffic from 50 customers against one server process; fails on any error, heap
// growth above 10 % after the 10 s warm-up, or p99 drift between the two 10 s halves of what follows
// (server/bench/soak.ts). SOAK_SECONDS=60 SOAK_WARMUP_SECONDS=20 runs the longer form of earlier
// (docs/testing.md compares them).
const SOAK = { SOAK_SECONDS: process.env.SOAK_SECONDS ?? '30', SOAK_WARMUP_SECONDS: process.env.SOAK_WARMUP_SECONDS ?? '10' };
const soak = step(`soak (${SOAK.SOAK_SECONDS} s, 50 customers)`, node, ['--import', 'tsx', 'server/bench/soak.ts'], {
  env: { ...SOAK, SOAK_CLIENTS: '50' },
});

/**
 * Phases run one after the other; a phase is chains that run side by side, each chain's steps one
 * after the other. The first chain of a phase prints as it goes; the others' output is printed in
 * one piece when each step ends.
 */
const PHASES = [[[lint, tooling], [typecheck]], [[build, budgets]], [[jest]], [[jestPostgres]], [[e2e]], [[soak]]];

const runStarted = Date.now();
const since = (t) => ((t - runStarted) / 1000).toFixed(0);
const timings = [];
const running = new Set();

function fail(name, result) {
  for (const s of running) s.stop();
  if (result?.output) process.stdout.write(result.output);
  console.error(`\n✗ ${name} failed${result ? ` (${result.code}) after ${result.seconds.toFixed(0)} s` : ''}`);
  summary();
  process.exit(1);
}

async function runStep(s, live) {
  const started = Date.now();
  let extraEnv = {};
  try {
    const prepared = s.before?.();
    if (prepared === 'skip') {
      console.log(`\n=== ${s.name}: skipped (SKIP_BUILD=1 and a build exists) ===`);
      timings.push({ name: s.name, start: started, seconds: 0 });
      return;
    }
    extraEnv = prepared ?? {};
  } catch (err) {
    console.error(err.message);
    fail(s.name);
  }
  console.log(`\n=== ${s.name} ${live ? '' : '(output when it ends) '}=== [+${since(started)} s]`);
  const handle = startStep(s.cmd, s.args, { live, cwd: s.cwd ?? ROOT, env: { ...process.env, ...s.env, ...extraEnv } });
  running.add(handle);
  const result = await handle.done;
  running.delete(handle);
  timings.push({ name: s.name, start: started, seconds: result.seconds });
  if (!result.ok) fail(s.name, result);
  if (!live) console.log(`\n=== ${s.name}: output ===\n${result.output.trimEnd()}`);
  console.log(`✓ ${s.name} (${result.seconds.toFixed(0)} s) [+${since(Date.now())} s]`);
}

function summary() {
  console.log('\nstep                                                                   start    wall');
  for (const t of timings)
    console.log(`  ${t.name.padEnd(68)} ${`+${since(t.start)} s`.padStart(7)} ${`${t.seconds.toFixed(0)} s`.padStart(7)}`);
  console.log(`  ${'total'.padEnd(68)} ${''.padStart(7)} ${`${((Date.now() - runStarted) / 1000).toFixed(0)} s`.padStart(7)}`);
}

for (const phase of PHASES) {
  await Promise.all(
    phase.map(async (chain, i) => {
      for (const s of chain) await runStep(s, i === 0);
    }),
  );
}
summary();
