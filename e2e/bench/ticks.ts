// Tick throughput: the Market list with 500 rows receiving 2,000 quote updates per second
// in Chromium. Prints frames per second, the longest main-thread task and script time per second.
// The ticks travel the real path: websocket frames → the shell's quote socket (parse, merge per
// code, flush every 100 ms) → the quotes slice → only the rows that show a ticked code re-render.
// The socket and the product list are routed by Playwright (500 synthetic products; the real
// server has fewer), everything else is the real app against the real server.
//
// The page's CPU is slowed down BENCH_CPU times (4 by default: a phone), printed beside the figures.
//
//   npm run bench:ticks                 windowed list (as shipped)
//   BENCH_WINDOWING=off npm run bench:ticks   every row mounted, for comparison
//   BENCH_SECONDS=10  BENCH_RATE=2000   measurement window and updates per second
//   BENCH_CPU=1                          no slowdown (diagnosis)
//   BENCH_PROFILE=1                      self time per function for 5 s before the measurement
//   BENCH_SMOKE=1 (or --smoke)           a 1 s measurement, to prove the benchmark runs
import { PHONE } from '../lib/browser';
import {
  CPU_RATE,
  SMOKE,
  machine,
  measureFrames,
  printProfile,
  sessionScript,
  table,
  throttleCpu,
  withAppAndBrowser,
  writeFigures,
} from './lib';
import { PATH } from '@app/shared/paths';

const ROWS = 500;
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_MS = SMOKE ? 500 : 2000;
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
    await throttleCpu(page);
    await page.waitForTimeout(WARM_UP_MS); // warm-up: the stream is flowing

    if (process.env.BENCH_PROFILE) await printProfile(page, 5000);
    const loadBefore = machine();
    const sentBefore = sent;
    const started = Date.now();
    const r = await measureFrames(browser, page, SECONDS);
    const rate = (sent - sentBefore) / ((Date.now() - started) / 1000);
    if (timer) clearInterval(timer);
    const loadAfter = machine();
    const changedOnScreen = await page.locator('.quote-row .num.up, .quote-row .num.down').count();

    console.log(
      `\nTick throughput — Market list, ${ROWS} rows (${WINDOWING ? 'windowed' : 'all rows mounted'}), ${mounted} rows in the DOM, ` +
        `Chromium ${browser.version()}, ${PHONE.width}×${PHONE.height}, CPU ${CPU_RATE}× slower, ${SECONDS} s${SMOKE ? ' (smoke run)' : ''}\n`,
    );
    const rows = [
      { figure: 'quote updates per second (sent)', key: 'updatesPerSecond', value: rate, digits: 0, target: String(RATE) },
      { figure: 'frames per second', key: 'fps', value: r.fps, digits: 1, target: '≥ 58' },
      { figure: 'longest main-thread task (ms)', key: 'longestTaskMs', value: r.longest, digits: 1, target: '≤ 50' },
      { figure: 'tasks over 50 ms', key: 'tasksOver50', value: r.over50, digits: 0, target: '0' },
      { figure: 'script time per second (ms)', key: 'scriptMsPerSecond', value: r.script, digits: 1, target: '' },
      { figure: 'all task time per second (ms)', key: 'taskMsPerSecond', value: r.task, digits: 1, target: '' },
      { figure: 'layout + style time per second (ms)', key: 'layoutMsPerSecond', value: r.layout, digits: 1, target: '' },
      { figure: 'coloured cells on screen at the end', key: 'colouredCells', value: changedOnScreen, digits: 0, target: '> 0' },
    ];
    table(rows.map(({ figure, value, digits, target }) => ({ figure, value: value.toFixed(digits), target })));
    console.log(`\nmachine: ${loadBefore.text} before, ${loadAfter.load.map((n) => n.toFixed(2)).join(' ')} after`);
    writeFigures({
      bench: 'ticks',
      smoke: SMOKE,
      cpuRate: CPU_RATE,
      chromium: browser.version(),
      load: { before: loadBefore.load, after: loadAfter.load },
      rows: [{ label: WINDOWING ? 'windowed' : 'all rows mounted', figures: Object.fromEntries(rows.map((x) => [x.key, x.value])) }],
    });
    await context.close();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
