// Interaction latency of the money flows, in Chromium at 390×844 with the page's CPU slowed down
// BENCH_CPU times (4 by default: a phone), against a real provider: the demo account taps its way
// through a buy (review, confirm), a close-out (open the sheet, submit), a transfer and a bank
// recharge, BENCH_ROUNDS times (10 by default) after one round that is not counted (the first time
// each page's code and data load; printed as "first round"). Per tap it prints p50 and p95 of:
//
//   feedback  from the tap (the pointerdown's timestamp) to the first paint after the page visibly
//             answered it: the sheet is open, the submit button shows it is busy (disabled), the
//             result is on screen — a MutationObserver sees the change, then the next frame is
//             waited for (requestAnimationFrame, then a message: the frame has been painted)
//   INP       the tap's interaction-to-next-paint as the browser reports it (Event Timing: the
//             longest 'event' entry of that interaction; entries under 16 ms are not reported and
//             count as 16)
//   done      from the tap to the first paint of its outcome: the new order in the Position tab
//             and the available balance moved (buy), the holding gone and the balance moved
//             (close-out), the stock balance lowered by the amount (transfer), the recharge's
//             result (recharge: the money itself moves when the back office approves it)
//
// Targets on this machine: feedback ≤ 100 ms, INP ≤ 200 ms, done ≤ 1 s. The page navigates inside
// the app between flows (as a customer does), so the shell starts once.
//
//   npm run bench:interactions     BENCH_ROUNDS=10  BENCH_CPU=4 (1: no slowdown, for diagnosis)
//   BENCH_SMOKE=1 (or --smoke)     one round, counted, to prove the benchmark runs
//   BENCH_TRACE=<tap>              (review, confirm, closeOpen, closeSubmit, transfer, recharge) prints the
//                                  main-thread tasks of that tap's first counted round (diagnosis)
import type { Page } from 'playwright-core';
import type { SessionResponse, UserWallet } from '@app/shared/contracts';
import { PATH, paths } from '@app/shared/paths';
import { callApi, sessionInitScript } from '../lib/api';
import { PHONE } from '../lib/browser';
import {
  CPU_RATE,
  SMOKE,
  machine,
  printMainThreadTasks,
  table,
  throttleCpu,
  withAppAndBrowser,
  writeFigures,
  type TraceEvent,
} from './lib';

const ROUNDS = SMOKE ? 1 : Number(process.env.BENCH_ROUNDS ?? 10);
const CODE = 'AAPL';
const TRANSFER = '1.00';
const RECHARGE = '1000';

/**
 * The page's side of the measurement, installed before the app's scripts. `__ix.arm(kind, args)`
 * starts watching for the next tap; `__ix.result` holds its figures once both the feedback and the
 * outcome (when the tap has one) have been painted. The checks live here rather than being sent as
 * strings: the app's CSP refuses the page evaluating strings.
 */
const PAGE_SCRIPT = `(() => {
  const q = (s) => document.querySelector(s);
  const busy = (s) => { const b = q(s); return !b || b.disabled; };
  const holdings = () => document.querySelectorAll('[data-testid="order-card"][data-status="holding"]').length;
  const text = (s) => q(s)?.textContent ?? null;
  const checks = {
    review: { feedback: () => !!q('[data-testid="buy-confirm"]') },
    confirm: {
      feedback: () => busy('[data-testid="buy-confirm-submit"]'),
      done: (a) => location.pathname === a.positions && holdings() === 1 && text('[data-testid="summary-available"]') !== a.available
        && text('[data-testid="summary-available"]') !== '--',
    },
    closeOpen: { feedback: () => !!q('[data-testid="close-dialog"]') },
    closeSubmit: {
      feedback: () => busy('[data-testid="close-submit"]'),
      done: (a) => !!q('[data-testid="close-result"]') && holdings() === 0 && text('[data-testid="summary-available"]') !== a.available,
    },
    transfer: {
      feedback: () => busy('[data-testid="transfer-form"] button[type="submit"]'),
      // The page writes figures with grouping (50,000.00), the provider's answer without.
      done: (a) => text('[data-testid="balance-stock"]')?.replace(/,/g, '') === a.stock,
    },
    recharge: {
      feedback: () => busy('[data-testid="bank-recharge"] button[type="submit"]'),
      done: () => !!q('[data-testid="recharge-result"]'),
    },
  };
  const events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) events.push({ id: e.interactionId, start: e.startTime, duration: e.duration, name: e.name,
        processing: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch (e) {}
  const afterPaint = (cb) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => cb(performance.now());
    channel.port2.postMessage(0);
  });
  window.__ix = {
    result: null,
    arm(kind, args) {
      const check = checks[kind];
      const s = { t0: null, feedback: null, done: check.done ? null : undefined, seen: { feedback: false, done: false } };
      window.__ix.result = null;
      const finish = () => {
        if (s.feedback === null || s.done === null) return;
        observer.disconnect();
        window.__ix.result = { t0: s.t0, feedback: s.feedback, done: s.done ?? null };
      };
      const look = () => {
        if (s.t0 === null) return;
        if (!s.seen.feedback && (check.feedback(args) || (check.done && check.done(args)))) {
          s.seen.feedback = true;
          afterPaint((t) => { s.feedback = t - s.t0; finish(); });
        }
        if (check.done && !s.seen.done && check.done(args)) {
          s.seen.done = true;
          afterPaint((t) => { s.done = t - s.t0; finish(); });
        }
      };
      const observer = new MutationObserver(look);
      addEventListener('pointerdown', (e) => { s.t0 = e.timeStamp; queueMicrotask(look); }, { capture: true, once: true });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    /** The Event Timing entries of the interaction that started at t0, as text (diagnosis). */
    entries(t0) {
      const mine = events.filter((e) => e.start >= t0 - 1);
      return mine.filter((e) => e.id === mine[0]?.id).map((e) => e.name + ' ' + e.duration + ' ms (input delay ' + e.delay.toFixed(0)
        + ', handlers ' + e.processing.toFixed(0) + ', then to the paint ' + (e.duration - e.delay - e.processing).toFixed(0) + ')').join('; ');
    },
    /** The longest Event Timing entry of the interaction that started at t0 (null: none reported, under 16 ms). */
    inp(t0) {
      const mine = events.filter((e) => e.start >= t0 - 1);
      if (mine.length === 0) return null;
      const id = mine[0].id;
      return Math.max(...mine.filter((e) => e.id === id).map((e) => e.duration));
    },
  };
})();`;

type Kind = 'review' | 'confirm' | 'closeOpen' | 'closeSubmit' | 'transfer' | 'recharge';
const LABELS: Record<Kind, string> = {
  review: 'buy: review (confirmation sheet)',
  confirm: 'buy: confirm',
  closeOpen: 'close-out: open the sheet',
  closeSubmit: 'close-out: submit',
  transfer: 'transfer: submit',
  recharge: 'recharge (bank): submit',
};
interface Sample {
  feedback: number;
  inp: number;
  done: number | null;
}

let traced = false;
let counting = false;

/** Taps `selector` and returns the tap's figures once its feedback and outcome were painted. */
async function tap(page: Page, kind: Kind, selector: string, args: Record<string, string> = {}): Promise<Sample> {
  const trace = counting && !traced && process.env.BENCH_TRACE === kind;
  await page.locator(selector).scrollIntoViewIfNeeded();
  if (trace)
    await page
      .context()
      .browser()!
      .startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.evaluate(([k, a]) => (window as unknown as { __ix: { arm: (k: string, a: unknown) => void } }).__ix.arm(k as string, a), [
    kind,
    args,
  ] as const);
  await page.locator(selector).click();
  const handle = await page.waitForFunction(() => (window as unknown as { __ix: { result: unknown } }).__ix.result, undefined, {
    polling: 50,
    timeout: 30_000,
  });
  const result = (await handle.jsonValue()) as { t0: number; feedback: number; done: number | null };
  if (trace) {
    traced = true;
    const events = JSON.parse((await page.context().browser()!.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    console.log(
      `${LABELS[kind]}: main-thread tasks of 4 ms or more from the tap on (feedback ${result.feedback.toFixed(0)} ms, done ${result.done?.toFixed(0) ?? '—'} ms)`,
    );
    printMainThreadTasks(events, 4);
  }
  // Event Timing reports an interaction after its next paint; give it a moment (none: under 16 ms).
  let inp: number | null = null;
  for (let i = 0; i < 10 && inp === null; i += 1) {
    inp = (await page.evaluate((t0) => (window as unknown as { __ix: { inp: (t: number) => number | null } }).__ix.inp(t0), result.t0)) as
      | number
      | null;
    if (inp === null) await page.waitForTimeout(50);
  }
  if (trace) {
    const entries = await page.evaluate(
      (t0) => (window as unknown as { __ix: { entries: (t: number) => string } }).__ix.entries(t0),
      result.t0,
    );
    console.log(`  Event Timing: ${entries || 'no entry of 16 ms or more'}`);
  }
  return { feedback: result.feedback, inp: inp ?? 16, done: result.done };
}

/** Moves inside the app, as a link does. */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** One round of the four flows; returns each tap's figures. */
async function round(page: Page, baseUrl: string, token: string): Promise<Record<Kind, Sample>> {
  const wallet = async () => (await callApi<UserWallet>(baseUrl, 'user/userWallet', {}, token)).data;
  const out = {} as Record<Kind, Sample>;

  // Buy: the form, review, confirm → the Position tab with the new holding.
  await go(page, paths.buy({ code: CODE, direction: 'bullish' }));
  await page.getByTestId('buy-quantity').waitFor();
  await page.getByTestId('buy-quantity').fill('1');
  await page.getByTestId('buy-agree').check();
  out.review = await tap(page, 'review', '[data-testid="buy-submit"]');
  const before = await wallet();
  out.confirm = await tap(page, 'confirm', '[data-testid="buy-confirm-submit"]', {
    positions: PATH.positions,
    available: before.stock.available,
  });

  // Close-out of that holding.
  const available = (await page.getByTestId('summary-available').textContent()) ?? '';
  out.closeOpen = await tap(page, 'closeOpen', '[data-testid="order-card"][data-status="holding"] [data-testid="order-close"]');
  out.closeSubmit = await tap(page, 'closeSubmit', '[data-testid="close-submit"]', { available });
  await page.getByTestId('close-result-done').click();

  // Transfer from the stock account to the coin wallet.
  await go(page, PATH.transfer);
  await page.getByTestId('transfer-form').waitFor();
  const stock = (await wallet()).stock.available;
  await page.waitForFunction((v) => document.querySelector('[data-testid="balance-stock"]')?.textContent?.replace(/,/g, '') === v, stock, {
    polling: 50,
  });
  await page.locator('[data-testid="transfer-form"] input[name="amount"]').fill(TRANSFER);
  const expected = (Math.round(Number(stock) * 100) - Math.round(Number(TRANSFER) * 100)) / 100;
  out.transfer = await tap(page, 'transfer', '[data-testid="transfer-form"] button[type="submit"]', { stock: expected.toFixed(2) });

  // A bank recharge (the review approves it later; the result says it is under review).
  await go(page, PATH.recharge);
  await page.getByTestId('bank-recharge').waitFor();
  await page.locator('[data-testid="bank-recharge"] input[name="amount"]').fill(RECHARGE);
  out.recharge = await tap(page, 'recharge', '[data-testid="bank-recharge"] button[type="submit"]');
  return out;
}

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function main() {
  // The demo reviewer approves a recharge after 1 s, so the pending ones never reach the limit of five.
  await withAppAndBrowser(
    async ({ server, browser }) => {
      const login = await callApi<SessionResponse>(server.baseUrl, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
      if (login.retCode !== 0) throw new Error(`login: ${login.message}`);
      const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
      await context.addInitScript(sessionInitScript(login.data));
      await context.addInitScript(`localStorage.setItem('uiLang','en');`);
      await context.addInitScript(PAGE_SCRIPT);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${server.baseUrl}${PATH.home}`);
      await page.getByTestId('home').waitFor();
      await throttleCpu(page);

      const loadBefore = machine();
      counting = SMOKE;
      const first = await round(page, server.baseUrl, login.data.token);
      counting = true;
      // The smoke run counts its one round (as the first one too): it proves the flows run, no more.
      const samples: Array<Record<Kind, Sample>> = SMOKE ? [first] : [];
      for (let i = 0; i < ROUNDS && !SMOKE; i += 1) samples.push(await round(page, server.baseUrl, login.data.token));
      const loadAfter = machine();
      if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);

      const kinds = Object.keys(LABELS) as Kind[];
      const stats = kinds.map((kind) => {
        const of = (key: keyof Sample) => samples.map((s) => s[kind][key]).filter((v): v is number => v !== null);
        const done = of('done');
        return {
          kind,
          feedback50: percentile(of('feedback'), 50),
          feedback95: percentile(of('feedback'), 95),
          inp50: percentile(of('inp'), 50),
          inp95: percentile(of('inp'), 95),
          done50: done.length ? percentile(done, 50) : null,
          done95: done.length ? percentile(done, 95) : null,
          first: first[kind],
        };
      });
      const ms = (v: number | null) => (v === null ? '—' : v.toFixed(0));
      console.log(
        `\nInteraction latency of the money flows — Chromium ${browser.version()}, ${PHONE.width}×${PHONE.height}, CPU ${CPU_RATE}× slower, ` +
          `${SMOKE ? '1 round (smoke run)' : `${ROUNDS} rounds after a first one`}; targets: feedback ≤ 100 ms, INP ≤ 200 ms, done ≤ 1,000 ms\n`,
      );
      table(
        stats.map((s) => ({
          tap: LABELS[s.kind],
          'feedback p50': ms(s.feedback50),
          p95: ms(s.feedback95),
          'INP p50': ms(s.inp50),
          'p95 ': ms(s.inp95),
          'done p50': ms(s.done50),
          ' p95': ms(s.done95),
          'first round: feedback / INP / done': `${ms(s.first.feedback)} / ${ms(s.first.inp)} / ${ms(s.first.done)}`,
        })),
      );
      console.log(`\nmachine: ${loadBefore.text} before, ${loadAfter.load.map((n) => n.toFixed(2)).join(' ')} after`);
      writeFigures({
        bench: 'interactions',
        smoke: SMOKE,
        cpuRate: CPU_RATE,
        chromium: browser.version(),
        load: { before: loadBefore.load, after: loadAfter.load },
        rows: stats.map((s) => ({
          label: LABELS[s.kind],
          figures: {
            feedbackP50: s.feedback50,
            feedbackP95: s.feedback95,
            inpP50: s.inp50,
            inpP95: s.inp95,
            ...(s.done50 === null ? {} : { doneP50: s.done50, doneP95: s.done95! }),
          },
        })),
      });
      await context.close();
    },
    { env: { REVIEW_DELAY_MS: '1000' } },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
