// Position tab tick benchmark: 10 open holdings whose P/L moves per tick, in Chromium at
// 390×844. Two runs: the provider's own push rate (the real socket, QUOTE_INTERVAL_MS) and a stress
// stream of 200 quote updates per second for the 10 codes (the socket routed by Playwright). Prints
// frames per second and the longest main-thread task. Each row subscribes to its own quote, so a
// tick re-renders that row's P/L cells and the header totals, never the list.
//
// The page's CPU is slowed down BENCH_CPU times (4 by default: a phone), printed beside the figures.
//
//   npm run bench:positions            BENCH_SECONDS=10 BENCH_RATE=200
//   BENCH_CPU=1                        no slowdown (diagnosis)
//   BENCH_PROFILE=1                    self time per function for 5 s before each measurement
//   BENCH_SMOKE=1 (or --smoke)         1 s per run, to prove the benchmark runs
import type { Browser, Page } from 'playwright-core';
import type { LeverOrder, LeverRecordResponse, Product, ProductListResponse, SessionResponse } from '@app/shared/contracts';
import { PATH } from '@app/shared/paths';
import { callApi, sessionInitScript } from '../lib/api';
import { PHONE } from '../lib/browser';
import type { AppServer } from '../lib/app-server';
import { CPU_RATE, SMOKE, machine, measureFrames, printProfile, table, throttleCpu, withAppAndBrowser, writeFigures } from './lib';

const HOLDINGS = 10;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_MS = SMOKE ? 500 : 2000;
const FRAME_MS = 50;
const HOLDING_CARD = '[data-testid="order-card"][data-status="holding"]';

/**
 * The demo account (funded) with 10 market holdings in 10 different products, checked on the
 * provider: each buy must answer a holding (not a pending order, not a refusal), and the holding
 * list must then count 10, so that the page's wait below can only be about the page.
 */
async function openHoldings(server: AppServer): Promise<{ session: SessionResponse; products: Product[] }> {
  const login = await callApi<SessionResponse>(server.baseUrl, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
  if (login.retCode !== 0) throw new Error(`login: ${login.message}`);
  const token = login.data.token;
  const list = await callApi<ProductListResponse>(server.baseUrl, 'product/productList', { country: 'US', page: 1, pageSize: 40 });
  if (list.retCode !== 0) throw new Error(`productList: ${list.message}`);
  const products = list.data.list.filter((p) => p.type === 'stock').slice(0, HOLDINGS);
  if (products.length < HOLDINGS) throw new Error(`only ${products.length} US stocks on the first page of the list, ${HOLDINGS} needed`);
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
      token,
    );
    if (res.retCode !== 0) throw new Error(`buy ${p.code}: ${res.retCode} ${res.message}`);
    if (res.data.status !== 'holding') throw new Error(`buy ${p.code}: the order is ${res.data.status}, not a holding`);
  }
  const open = await callApi<LeverRecordResponse>(
    server.baseUrl,
    'lever/myLeverRecord',
    { status: 'holding', page: 1, pageSize: 20 },
    token,
  );
  const holding = open.data?.list.filter((o) => o.status === 'holding').length ?? 0;
  if (open.retCode !== 0 || holding !== HOLDINGS) {
    throw new Error(`after ${HOLDINGS} buys the provider lists ${holding} holdings (${open.retCode} ${open.message})`);
  }
  return { session: login.data, products };
}

/** Waits for the page to show `count` holding cards; on a timeout says what the page shows instead. */
async function waitForHoldings(page: Page, count: number): Promise<void> {
  try {
    // A function, not a string: the app's CSP refuses the page evaluating strings.
    await page.waitForFunction(
      ([selector, n]) => document.querySelectorAll(selector as string).length >= (n as number),
      [HOLDING_CARD, count],
      {
        timeout: 60_000,
        polling: 250,
      },
    );
  } catch (err) {
    const shown = (await page
      .evaluate(
        `(() => ({
          url: location.pathname + location.search,
          cards: [...document.querySelectorAll('[data-testid="order-card"]')].map((c) => c.getAttribute('data-status')),
          text: (document.body.innerText || '').replace(/\\s+/g, ' ').slice(0, 400),
        }))()`,
      )
      .catch(() => null)) as { url: string; cards: string[]; text: string } | null;
    throw new Error(
      `the Position tab did not show ${count} holdings within 60 s: ${shown ? `${shown.url}, cards ${JSON.stringify(shown.cards)}, text "${shown.text}"` : 'page gone'}\n${(err as Error).message}`,
    );
  }
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
  await waitForHoldings(page, HOLDINGS);
  await throttleCpu(page);
  await page.waitForTimeout(WARM_UP_MS); // warm-up: quotes are flowing
  if (process.env.BENCH_PROFILE) await printProfile(page, 5000);
  return { context, page, stop: () => stop() };
}

const PNL = '[data-status="holding"] [data-testid="order-floating-pnl"]';

/** Measures a page and counts the rows whose floating P/L changed meanwhile. */
async function measureRows(browser: Browser, page: Page) {
  const first = await page.locator(PNL).allTextContents();
  const r = await measureFrames(browser, page, SECONDS);
  const last = await page.locator(PNL).allTextContents();
  return { ...r, moved: first.filter((v, i) => v !== last[i]).length };
}

async function main() {
  await withAppAndBrowser(async ({ server, browser }) => {
    const { session, products } = await openHoldings(server);
    const loadBefore = machine();
    const runs: Array<{ label: string; rate: number; r: Awaited<ReturnType<typeof measureRows>> }> = [];

    // 1. The provider's push rate, through the real socket.
    {
      const { context, page } = await positionsPage(browser, server, session);
      const r = await measureRows(browser, page);
      runs.push({ label: `provider push rate (${process.env.QUOTE_INTERVAL_MS ?? 250} ms)`, rate: Number.NaN, r });
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
      const r = await measureRows(browser, page);
      const rate = (sent - sentBefore) / ((Date.now() - started) / 1000);
      stop();
      runs.push({ label: `stress ${rate.toFixed(0)} updates/s`, rate, r });
      await context.close();
    }
    const loadAfter = machine();

    console.log(
      `\nPosition tab — ${HOLDINGS} holdings with live P/L, Chromium ${browser.version()}, ${PHONE.width}×${PHONE.height}, ` +
        `CPU ${CPU_RATE}× slower, ${SECONDS} s per run${SMOKE ? ' (smoke run)' : ''} (target ≥ 58 fps, no task > 50 ms)\n`,
    );
    table(
      runs.map(({ label, r }) => ({
        run: label,
        fps: r.fps.toFixed(1),
        'longest task ms': r.longest.toFixed(1),
        'tasks > 50 ms': r.over50,
        'script ms/s': r.script.toFixed(1),
        'all tasks ms/s': r.task.toFixed(1),
        'rows whose P/L moved': `${r.moved}/${HOLDINGS}`,
      })),
    );
    console.log(`\nmachine: ${loadBefore.text} before, ${loadAfter.load.map((n) => n.toFixed(2)).join(' ')} after`);
    writeFigures({
      bench: 'positions',
      smoke: SMOKE,
      cpuRate: CPU_RATE,
      chromium: browser.version(),
      load: { before: loadBefore.load, after: loadAfter.load },
      rows: runs.map(({ label, r }) => ({
        label,
        figures: {
          fps: r.fps,
          longestTaskMs: r.longest,
          tasksOver50: r.over50,
          scriptMsPerSecond: r.script,
          taskMsPerSecond: r.task,
          rowsMoved: r.moved,
        },
      })),
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
