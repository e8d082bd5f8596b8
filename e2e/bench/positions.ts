// Position tab tick benchmark: 10 open holdings whose P/L moves per tick, in Chromium at
// 390×844. Two runs: the provider's own push rate (the real socket, QUOTE_INTERVAL_MS) and a stress
// stream of 200 quote updates per second for the 10 codes (the socket routed by Playwright). Prints
// frames per second and the longest main-thread task. Each row subscribes to its own quote, so a
// tick re-renders that row's P/L cells and the header totals, never the list.
//
//   npm run bench:positions            BENCH_SECONDS=10 BENCH_RATE=200
import type { Browser, Page } from 'playwright-core';
import type { LeverOrder, Product, ProductListResponse, SessionResponse } from '@app/shared/contracts';
import { PATH } from '@app/shared/paths';
import { callApi, sessionInitScript } from '../lib/api';
import { PHONE } from '../lib/browser';
import type { AppServer } from '../lib/app-server';
import { table, withAppAndBrowser } from './lib';

const HOLDINGS = 10;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FRAME_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  tid: number;
  pid: number;
  args?: { name?: string };
}

function longestTask(trace: { traceEvents: TraceEvent[] }): { longest: number; over50: number } {
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const durations = trace.traceEvents
    .filter((e) => main && e.tid === main.tid && e.pid === main.pid && e.ph === 'X' && e.name === 'RunTask')
    .map((e) => (e.dur ?? 0) / 1000);
  return { longest: Math.max(0, ...durations), over50: durations.filter((d) => d > 50).length };
}

/** The demo account (funded) with 10 market holdings in 10 different products. */
async function openHoldings(server: AppServer): Promise<{ session: SessionResponse; products: Product[] }> {
  const login = await callApi<SessionResponse>(server.baseUrl, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
  if (login.retCode !== 0) throw new Error(`login: ${login.message}`);
  const list = await callApi<ProductListResponse>(server.baseUrl, 'product/productList', { country: 'US', page: 1, pageSize: 40 });
  const products = list.data.list.filter((p) => p.type === 'stock').slice(0, HOLDINGS);
  for (const [i, p] of products.entries()) {
    const res = await callApi<LeverOrder>(
      server.baseUrl,
      'lever/buy',
      {
        code: p.code,
        direction: i % 2 ? 'bearish' : 'bullish',
        leverage: 5,
        quantity: '10',
        priceType: 'market',
        requestId: `bench-${Date.now()}-${i}`,
      },
      login.data.token,
    );
    if (res.retCode !== 0) throw new Error(`buy ${p.code}: ${res.message}`);
  }
  return { session: login.data, products };
}

async function measure(browser: Browser, page: Page): Promise<{ fps: number; longest: number; over50: number; script: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])) as Record<string, number>;
  await page.evaluate(`(() => {
    window.__frames = 0; window.__stop = false;
    const loop = () => { if (window.__stop) return; window.__frames += 1; requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
  })()`);
  const before = await metric();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const started = Date.now();
  await page.waitForTimeout(SECONDS * 1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const elapsed = (Date.now() - started) / 1000;
  const frames = (await page.evaluate('(() => { window.__stop = true; return window.__frames; })()')) as number;
  const after = await metric();
  return { fps: frames / elapsed, ...longestTask(trace), script: ((after.ScriptDuration - before.ScriptDuration) * 1000) / elapsed };
}

async function positionsPage(
  browser: Browser,
  server: AppServer,
  session: SessionResponse,
  stream?: (send: (text: string) => void) => () => void,
) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  await context.addInitScript(`localStorage.setItem('uiLang','en');`);
  const page = await context.newPage();
  let stop = () => undefined as void;
  if (stream) {
    await page.routeWebSocket(/\/websocket\//, (ws) => {
      ws.onMessage(() => undefined);
      stop = stream((text) => ws.send(text));
    });
  }
  await page.goto(`${server.baseUrl}${PATH.positions}`);
  await page
    .locator('[data-testid="order-card"][data-status="holding"]')
    .nth(HOLDINGS - 1)
    .waitFor();
  await page.waitForTimeout(2000); // warm-up: quotes are flowing
  return { context, page, stop: () => stop() };
}

async function main() {
  await withAppAndBrowser(async ({ server, browser }) => {
    const { session, products } = await openHoldings(server);
    const rows: Array<Record<string, string | number>> = [];

    // 1. The provider's push rate, through the real socket.
    {
      const { context, page } = await positionsPage(browser, server, session);
      const first = await page.locator('[data-status="holding"] [data-testid="order-floating-pnl"]').allInnerTexts();
      const r = await measure(browser, page);
      const last = await page.locator('[data-status="holding"] [data-testid="order-floating-pnl"]').allInnerTexts();
      const moved = first.filter((v, i) => v !== last[i]).length;
      rows.push({
        run: `provider push rate (${process.env.QUOTE_INTERVAL_MS ?? 250} ms)`,
        fps: r.fps.toFixed(1),
        'longest task ms': r.longest.toFixed(1),
        'tasks > 50 ms': r.over50,
        'script ms/s': r.script.toFixed(1),
        'rows whose P/L moved': `${moved}/${HOLDINGS}`,
      });
      await context.close();
    }

    // 2. Stress: RATE updates per second for the 10 codes.
    {
      const base = products.map((p) => Number(p.price));
      let sent = 0;
      const { context, page, stop } = await positionsPage(browser, server, session, (send) => {
        const timer = setInterval(() => {
          const count = Math.round((RATE * FRAME_MS) / 1000);
          const data = [];
          for (let i = 0; i < count; i += 1) {
            const k = i % products.length;
            const price = base[k] * (1 + (Math.random() - 0.5) * 0.02);
            data.push({
              code: products[k].code,
              price: price.toFixed(2),
              change: (price - base[k]).toFixed(2),
              changePct: '0.00',
              high: price.toFixed(2),
              low: price.toFixed(2),
              ts: Date.now(),
            });
          }
          send(JSON.stringify({ type: 'quotes', data }));
          sent += count;
        }, FRAME_MS);
        return () => clearInterval(timer);
      });
      const sentBefore = sent;
      const started = Date.now();
      const r = await measure(browser, page);
      const rate = (sent - sentBefore) / ((Date.now() - started) / 1000);
      stop();
      rows.push({
        run: `stress ${rate.toFixed(0)} updates/s`,
        fps: r.fps.toFixed(1),
        'longest task ms': r.longest.toFixed(1),
        'tasks > 50 ms': r.over50,
        'script ms/s': r.script.toFixed(1),
        'rows whose P/L moved': '—',
      });
      await context.close();
    }

    console.log(
      `\nPosition tab — ${HOLDINGS} holdings with live P/L, Chromium ${browser.version()}, ${PHONE.width}×${PHONE.height}, ${SECONDS} s per run (target ≥ 58 fps, no task > 50 ms)\n`,
    );
    table(rows);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
