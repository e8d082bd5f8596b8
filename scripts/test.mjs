#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest.
//   1. tsc --noEmit over the whole workspace (strict)
//   2. Jest: units, components, server integration over real HTTP on temporary embedded databases
//   2b. the server's tests again on PostgreSQL (each test provider gets its own database)
//   2c. a 60 s soak of one server under 50 simulated customers (server/bench/soak.ts)
//   3. build the six front-end packages into ./releases (SKIP_BUILD=1 reuses an existing build)
//   3b. byte budgets over the built release (e2e/budgets.mjs against e2e/budgets.json)
//   4. end-to-end journeys in Debian's Chromium against the started app
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, isBuilt, run } from './lib.mjs';
import { dropTestDatabases, ensurePostgres } from './postgres.mjs';

const steps = [
  ['type-check', () => run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])],
  ['unit, component and server tests', () => run('npx', ['jest', '--ci'])],
  ['server tests on PostgreSQL', () => {
    const url = ensurePostgres();
    dropTestDatabases();
    return run('npx', ['jest', '--ci', '--selectProjects', 'server'], { env: { ...process.env, TEST_POSTGRES_URL: url } });
  }],
  // 60 s of mixed traffic from 50 customers against one server process; fails on any
  // error, heap growth above 10 % after the warm-up, or p99 drift (server/bench/soak.ts).
  ['soak (60 s, 50 customers)', () => run(process.execPath, ['--import', 'tsx', 'server/bench/soak.ts'], { env: { ...process.env, SOAK_SECONDS: '60', SOAK_WARMUP_SECONDS: '20', SOAK_CLIENTS: '50' } })],
  ['build', () => (process.env.SKIP_BUILD === '1' && isBuilt() ? Promise.resolve() : run('node', ['scripts/build.mjs']))],
  ['byte budgets of the release (e2e/budgets.json)', () => run('node', ['e2e/budgets.mjs'])],
  ['end-to-end tests in Chromium', () => {
    const dir = path.join(ROOT, 'e2e', 'tests');
    const files = readdirSync(dir).filter((f) => f.endsWith('.test.ts')).map((f) => path.join('tests', f));
    return run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { cwd: path.join(ROOT, 'e2e') });
  }],
];

for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await step();
  } catch (err) {
    console.error(`\n✗ ${name} failed: ${err.message}`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
