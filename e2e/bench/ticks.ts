// Tick throughput: the Market list with 500 rows receiving 2,000 quote updates per second
// in Chromium. Prints frames per second, the longest main-thread task and script time per second.
// The ticks travel the real path: websocket frames → the shell's quote socket (parse, merge per
// code, flush every 100 ms) → the quotes slice → only the rows that show a ticked code re-render.
// The socket and the product list are routed by Playwright (500 synthetic products; the real
// server has fewer), everything else is the real app against the real server.
//
//   npm run bench:ticks                 windowed list (as shipped)
//   BENCH_WINDOWING=off npm run bench:ticks   every row mounted, for comparison
//   BENCH_SECONDS=10  BENCH_RATE=2000   measurement window and updates per second
import type { Page } from 'playwright-core';
import { PHONE } from '../lib/browser';
import { sessionScript, table, withAppAndBrowser } from './lib';
import { PATH } from '@app/shared/paths';

const ROWS = 500;
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FRAME_MS = 50; // one websocket frame every 50 ms → RATE / 20 ticks per frame
const WINDOWING = process.env.BENCH_WINDOWING !== 'off';

const products = Array.from({ length: ROWS }, (_, i) => {
  const price = 20 + (i % 97) * 3.17;
  return {
    code: `B${String(i).padStart(4, '0')}`,
    type: 'stock',
    name: `Bench product ${i}`,
    suffix: 'US',
    country: 'US',
    exchange: 'NASDAQ',
    price: price.toFixed(2),
    change: '0.00',
    changePct: '0.00',
    high: price.toFixed(2),
    low: price.toFixed(2),
  };
});
const base = products.map((p) => Number(p.price));

function tickFrame(count: number): string {
  const data = [];
  for (let i = 0; i < count; i += 1) {
    const k = Math.floor(Math.random() * ROWS);
    const price = base[k] * (1 + (Math.random() - 0.5) * 0.04);
    const change = price - base[k];
    data.push({
      code: products[k].code,
      price: price.toFixed(2),
      change: change.toFixed(2),
      changePct: ((change / base[k]) * 100).toFixed(2),
      high: Math.max(price, base[k]).toFixed(2),
      low: Math.min(price, base[k]).toFixed(2),
      ts: Date.now(),
    });
  }
  return JSON.stringify({ type: 'quotes', data });
}

async function pageMetrics(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value])) as Record<string, number>;
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

/** Longest top-level task on the renderer main thread, from a Chromium trace. */
function longestTaskMs(trace: { traceEvents: TraceEvent[] }): { longest: number; over50: number; tasks: number } {
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = trace.traceEvents.filter((e) => main && e.tid === main.tid && e.pid === main.pid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  if (process.env.BENCH_VERBOSE) {
    for (const task of [...tasks].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3)) {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
      const top = inside
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 6)
        .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}ms ${JSON.stringify(e.args ?? {}).slice(0, 160)}`);
      console.log(`task ${((task.dur ?? 0) / 1000).toFixed(1)} ms:\n  ${top.join('\n  ')}`);
    }
  }
  return { longest: Math.max(0, ...durations), over50: durations.filter((d) => d > 50).length, tasks: durations.length };
}

async function main() {
  await withAppAndBrowser(async ({ server, browser }) => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    await context.addInitScript(await sessionScript(server.baseUrl, 'bench'));
    await context.addInitScript(
      `localStorage.setItem('uiLang','en'); ${WINDOWING ? '' : "localStorage.setItem('marketListWindowing','off');"}`,
    );
    const page = await context.newPage();
    await page.route('**/api/product/productList', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ retCode: 0, message: 'ok', data: { list: products, total: ROWS } }),
      }),
    );
    await page.route('**/api/product/countrys', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ retCode: 0, message: 'ok', data: [] }) }),
    );
    await page.route('**/api/product/exchanges', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ retCode: 0, message: 'ok', data: [] }) }),
    );
    let timer: ReturnType<typeof setInterval> | null = null;
    let sent = 0;
    await page.routeWebSocket(/\/websocket\//, (ws) => {
      ws.onMessage(() => undefined); // subscriptions are accepted silently
      timer = setInterval(() => {
        const count = Math.round((RATE * FRAME_MS) / 1000);
        ws.send(tickFrame(count));
        sent += count;
      }, FRAME_MS);
    });

    await page.goto(`${server.baseUrl}${PATH.market}`);
    await page.locator('.quote-row').first().waitFor();
    const mounted = await page.locator('.quote-row').count();
    await page.waitForTimeout(2000); // warm-up: the stream is flowing

    if (process.env.BENCH_PROFILE) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.waitForTimeout(5000);
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
    }
    const metrics = await pageMetrics(page);
    // (a string: functions compiled by tsx carry helpers the page does not have)
    await page.evaluate(`(() => {
    window.__frames = 0;
    window.__stop = false;
    const loop = () => { if (window.__stop) return; window.__frames += 1; requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
  })()`);
    const before = await metrics();
    const sentBefore = sent;
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const started = Date.now();
    await page.waitForTimeout(SECONDS * 1000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const elapsed = (Date.now() - started) / 1000;
    const frames = (await page.evaluate('(() => { window.__stop = true; return window.__frames; })()')) as number;
    const after = await metrics();
    if (timer) clearInterval(timer);
    const tasks = longestTaskMs(trace);
    const changedOnScreen = await page.locator('.quote-row .num.up, .quote-row .num.down').count();

    console.log(
      `\nTick throughput — Market list, ${ROWS} rows (${WINDOWING ? 'windowed' : 'all rows mounted'}), ${mounted} rows in the DOM, Chromium ${browser.version()}, ${PHONE.width}×${PHONE.height}\n`,
    );
    table([
      { figure: 'quote updates per second (sent)', value: ((sent - sentBefore) / elapsed).toFixed(0), target: String(RATE) },
      { figure: 'frames per second', value: (frames / elapsed).toFixed(1), target: '≥ 55' },
      { figure: 'longest main-thread task (ms)', value: tasks.longest.toFixed(1), target: '≤ 50' },
      { figure: 'tasks over 50 ms', value: tasks.over50, target: '0' },
      {
        figure: 'script time per second (ms)',
        value: (((after.ScriptDuration - before.ScriptDuration) * 1000) / elapsed).toFixed(1),
        target: '',
      },
      {
        figure: 'all task time per second (ms)',
        value: (((after.TaskDuration - before.TaskDuration) * 1000) / elapsed).toFixed(1),
        target: '',
      },
      {
        figure: 'layout + style time per second (ms)',
        value: (
          ((after.LayoutDuration + after.RecalcStyleDuration - (before.LayoutDuration + before.RecalcStyleDuration)) * 1000) /
          elapsed
        ).toFixed(1),
        target: '',
      },
      { figure: 'coloured cells on screen at the end', value: changedOnScreen, target: '> 0' },
    ]);
    await context.close();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
