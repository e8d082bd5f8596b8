// Helpers of the benchmark scripts: the real server on a copy of the release, Chromium, a user,
// the phone's CPU speed, and the figures each script prints and writes.
//
// Every benchmark has a smoke mode (BENCH_SMOKE=1 or --smoke): the same code on a few seconds of
// work, so that `npm test` notices a benchmark that no longer runs (e2e/tests/benchmarks.test.ts
// checks that it ran and printed its figures, never what they are). BENCH_JSON=<file> makes a
// script write its figures there as well as printing them.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { launchChromium } from '../lib/browser';
import { startAppServer, type AppServer, type AppServerOptions } from '../lib/app-server';
import { registerUser, sessionInitScript } from '../lib/api';
import type { Browser, CDPSession, Page } from 'playwright-core';

/** A short run that proves the benchmark still works; its figures are not figures of record. */
export const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');

/**
 * CPU slowdown of the page (CDP Emulation.setCPUThrottlingRate): 4 by default, about a mid-range
 * phone against this machine, as Lighthouse's mobile preset; BENCH_CPU=1 for diagnosis.
 */
export const CPU_RATE = (() => {
  const rate = Number(process.env.BENCH_CPU ?? 4);
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`BENCH_CPU must be a number ≥ 1, got "${process.env.BENCH_CPU}"`);
  return rate;
})();

/** Slows the page's main thread down by `rate`; returns the CDP session it used. */
export async function throttleCpu(page: Page, rate = CPU_RATE): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** The machine the figures were taken on: cores and load average, to print beside them. */
export function machine(): { cores: number; load: number[]; text: string } {
  const load = loadavg().map((n) => Math.round(n * 100) / 100);
  return { cores: cpus().length, load, text: `${cpus().length} cores, load average ${load.map((n) => n.toFixed(2)).join(' ')}` };
}

/** Figures of one benchmark, as BENCH_JSON writes them: every value a finite number. */
export interface BenchFigures {
  bench: string;
  smoke: boolean;
  cpuRate?: number;
  chromium?: string;
  /** Load average before and after the measurement. */
  load: { before: number[]; after: number[] };
  /** One entry per row of the printed table: its label and its numeric figures. */
  rows: Array<{ label: string; figures: Record<string, number> }>;
}

/** Writes the figures to BENCH_JSON when it is set (the smoke test reads them). */
export function writeFigures(figures: BenchFigures): void {
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(figures, null, 2)}\n`);
}

export async function withAppAndBrowser<T>(
  run: (ctx: { server: AppServer; browser: Browser }) => Promise<T>,
  options: AppServerOptions = {},
): Promise<T> {
  const server = await startAppServer(options);
  const browser = await launchChromium();
  try {
    return await run({ server, browser });
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function sessionScript(baseUrl: string, tag: string): Promise<string> {
  return sessionInitScript(await registerUser(baseUrl, tag));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints an aligned table. */
export function table(rows: Array<Record<string, string | number>>): void {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
  console.log(line(cols));
  for (const r of rows) console.log(line(cols.map((c) => String(r[c]))));
}

export interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** What ran inside a task, its longest parts first: `Layout 5.6ms`, `FunctionCall 4.1ms main.js:1:2345 render`. */
function taskParts(onMain: TraceEvent[], task: TraceEvent, count: number): string[] {
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
  return inside
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count)
    .map((e) => {
      const data = (e.args as { data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number; type?: string } })
        ?.data;
      const where = data?.url
        ? `${data.url.split('/').slice(-3).join('/')}:${data.lineNumber ?? ''}:${data.columnNumber ?? ''} ${data.functionName ?? ''}`
        : data?.type
          ? data.type
          : JSON.stringify(e.args ?? {}).slice(0, 120);
      return `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}ms ${where}`;
    });
}

function rendererMain(trace: { traceEvents: TraceEvent[] }): TraceEvent[] {
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return trace.traceEvents.filter((e) => main && e.tid === main.tid && e.pid === main.pid && e.ph === 'X');
}

/**
 * Top-level tasks on the renderer's main thread in a Chromium trace: the longest, how many ran
 * over 50 ms. With BENCH_VERBOSE the three longest are printed with what ran inside them.
 */
export function mainThreadTasks(trace: { traceEvents: TraceEvent[] }): { longest: number; over50: number; tasks: number } {
  const onMain = rendererMain(trace);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  if (process.env.BENCH_VERBOSE) {
    for (const task of [...tasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3)) {
      const at = ((task.ts - (tasks[0]?.ts ?? task.ts)) / 1e6).toFixed(2);
      console.log(`task ${((task.dur ?? 0) / 1000).toFixed(1)} ms at +${at} s:\n  ${taskParts(onMain, task, 6).join('\n  ')}`);
    }
  }
  return { longest: Math.max(0, ...durations), over50: durations.filter((d) => d > 50).length, tasks: durations.length };
}

/** Every main-thread task of at least `minMs` in time order, with what ran inside (diagnosis). */
export function printMainThreadTasks(trace: { traceEvents: TraceEvent[] }, minMs: number): void {
  const onMain = rendererMain(trace);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const first = tasks[0]?.ts ?? 0;
  for (const task of tasks.filter((t) => (t.dur ?? 0) / 1000 >= minMs)) {
    console.log(
      `  +${((task.ts - first) / 1000).toFixed(0).padStart(5)} ms  task ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ${taskParts(onMain, task, 5).join(' · ')}`,
    );
  }
}

/**
 * Frames per second, main-thread tasks and script time of a page over `seconds`: a
 * requestAnimationFrame counter, a trace, and Chromium's Performance metrics.
 */
export async function measureFrames(
  browser: Browser,
  page: Page,
  seconds: number,
): Promise<{ fps: number; longest: number; over50: number; script: number; task: number; layout: number; elapsed: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])) as Record<string, number>;
  // (a string: functions compiled by tsx carry helpers the page does not have)
  await page.evaluate(`(() => {
    window.__frames = 0; window.__stop = false;
    const loop = () => { if (window.__stop) return; window.__frames += 1; requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
  })()`);
  const before = await metric();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const started = Date.now();
  await page.waitForTimeout(seconds * 1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const elapsed = (Date.now() - started) / 1000;
  const frames = (await page.evaluate('(() => { window.__stop = true; return window.__frames; })()')) as number;
  const after = await metric();
  await cdp.detach().catch(() => undefined);
  const perSecond = (key: string) => ((after[key] - before[key]) * 1000) / elapsed;
  return {
    fps: frames / elapsed,
    ...mainThreadTasks(trace),
    script: perSecond('ScriptDuration'),
    task: perSecond('TaskDuration'),
    layout: perSecond('LayoutDuration') + perSecond('RecalcStyleDuration'),
    elapsed,
  };
}

/** Self time per function over `ms` of the page's JavaScript (CDP profiler), the 25 largest printed. */
export async function printProfile(page: Page, ms: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(ms);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const dt = new Map<number, number>();
  profile.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0));
  }
  console.log(
    [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, v]) => `${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n'),
  );
  await cdp.detach().catch(() => undefined);
}
