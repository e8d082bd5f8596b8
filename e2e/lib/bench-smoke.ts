// Runs one benchmark in its smoke mode (BENCH_SMOKE=1: a few seconds of the same code) and checks
// that it ran and printed its figures: exit 0, its title and table on stdout, and in the JSON it
// wrote (BENCH_JSON) the rows it always has, each figure a finite number. What the figures are is
// never checked: a benchmark prints, it does not pass or fail on a timing.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './app-server';

export interface SmokeExpectation {
  /** The script, from the repository's root (e2e/bench/ticks.ts, server/bench/bench.ts). */
  script: string;
  /** A line its report always prints (its title). */
  title: RegExp;
  /** The `bench` name it writes. */
  bench: string;
  /** Rows (by label) that must be there, each with these figures. */
  rows: Array<{ label: RegExp; figures: string[] }>;
  env?: Record<string, string>;
}

interface Written {
  bench: string;
  smoke: boolean;
  load: { before: number[]; after: number[] };
  rows: Array<{ label: string; figures: Record<string, unknown> }>;
}

function run(script: string, env: Record<string, string>): Promise<{ code: number | null; out: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out, seconds: (Date.now() - started) / 1000 }));
  });
}

export async function smokeRun(expect: SmokeExpectation): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-smoke-'));
  const json = path.join(dir, 'figures.json');
  try {
    const { code, out, seconds } = await run(expect.script, { BENCH_SMOKE: '1', BENCH_JSON: json, ...expect.env });
    // The report, for whoever reads the run's log (a smoke run's figures are not figures of record).
    console.log(`${expect.script} (smoke, ${seconds.toFixed(1)} s):\n${out.trimEnd()}`);
    assert.equal(code, 0, `${expect.script} exited with ${code}`);
    assert.match(out, expect.title, `${expect.script} printed no report`);
    assert.match(out, /load average/, `${expect.script} did not print the machine's load`);
    const written = JSON.parse(readFileSync(json, 'utf8')) as Written;
    assert.equal(written.bench, expect.bench);
    assert.equal(written.smoke, true);
    assert.equal(written.load.before.length, 3);
    for (const want of expect.rows) {
      const row = written.rows.find((r) => want.label.test(r.label));
      assert.ok(row, `${expect.script}: no row ${want.label} in ${written.rows.map((r) => r.label).join(', ')}`);
      for (const key of want.figures) {
        const value = row.figures[key];
        assert.ok(typeof value === 'number' && Number.isFinite(value), `${expect.script}: ${row.label} ${key} is ${String(value)}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
