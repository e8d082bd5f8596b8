#!/usr/bin/env node
// Runs the e2e test files, several at a time: each file is its own `node --test` process with its
// own server (a fresh database, its own copy of the release on a port the system picked) and its
// own Chromium, so files share nothing but the machine. A file's output is printed in one piece
// when it ends (followed by its wall time), then a table of every file's time.
//   node lib/run.mjs [--concurrency N] [tests/x.test.ts …]     (from e2e/; default: every file)
// E2E_CONCURRENCY sets the default concurrency: 3. On 2 cores every file took 180 s two at a time,
// 155 s three at a time, 158 s four at a time (docs/testing.md): the journeys wait on the app's
// clocks (IPO cycle, countdowns, reviews), but Chromium's drawing keeps the cores busy meanwhile.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files started first, longest first (their times in the pool, in docs/testing.md): with several at
 * a time the run lasts at least as long as its longest file, so the long ones must not start last.
 * The rest follow in name order.
 */
const LONGEST_FIRST = [
  'release-teams',
  'staff-operations',
  'a11y',
  'staff-console',
  'release-console',
  'benchmarks-loads',
  'release-gate',
  'staff-desk',
  'release',
  'pwa',
  'release-drill',
  'language-walk',
  'rough-edges',
  'benchmarks-pages',
  'wallet',
  'layout-fit',
  'account',
  'ipo',
];

function parseArgs(argv) {
  let concurrency = Number(process.env.E2E_CONCURRENCY ?? 3);
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--concurrency') concurrency = Number(argv[++i]);
    else if (argv[i].startsWith('--concurrency=')) concurrency = Number(argv[i].split('=')[1]);
    else files.push(argv[i]);
  }
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`bad concurrency: ${concurrency}`);
  return { concurrency, files };
}

const nameOf = (file) => path.basename(file).replace(/\.test\.ts$/, '');

function ordered(files) {
  const rank = (f) => {
    const i = LONGEST_FIRST.indexOf(nameOf(f));
    return i === -1 ? LONGEST_FIRST.length : i;
  };
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function runFile(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', file], {
      cwd: E2E,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code, signal) =>
      resolve({ file, ok: code === 0, code: code ?? signal, seconds: (Date.now() - started) / 1000, out }),
    );
  });
}

/** Runs the files `concurrency` at a time; resolves with one result per file, in the order they ended. */
export async function runE2e({ concurrency, files }) {
  const queue = ordered(
    files.length
      ? files
      : readdirSync(path.join(E2E, 'tests'))
          .filter((f) => f.endsWith('.test.ts'))
          .map((f) => path.join('tests', f)),
  );
  const total = queue.length;
  const results = [];
  const started = Date.now();
  console.log(`${total} files, ${concurrency} at a time`);
  const worker = async () => {
    while (queue.length) {
      const file = queue.shift();
      console.log(`▶ ${nameOf(file)}`);
      const result = await runFile(file);
      results.push(result);
      console.log(`\n── ${nameOf(file)} ${'─'.repeat(Math.max(0, 70 - nameOf(file).length))}\n${result.out.trimEnd()}`);
      console.log(`${result.ok ? '✓' : '✗'} ${nameOf(file)} (${result.seconds.toFixed(1)} s) [${results.length}/${total}]`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  console.log(`\ne2e files (${concurrency} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s in all):`);
  for (const r of [...results].sort((a, b) => b.seconds - a.seconds)) {
    console.log(`  ${r.ok ? '✓' : '✗'} ${nameOf(r.file).padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s`);
  }
  return results;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const results = await runE2e(parseArgs(process.argv.slice(2)));
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    console.error(`\n✗ ${failed.length} e2e file(s) failed: ${failed.map((r) => nameOf(r.file)).join(', ')}`);
    process.exit(1);
  }
}
