// Waiting for a page to be done, by what the page does rather than by the clock: its loading
// placeholders gone, no request of its own in flight, and an idle moment of the page's main thread
// (after two frames) that started no new request. Whatever the app defers to "after paint" or
// "when idle" (lazy chunks, follow-up calls) has run by then, so a check that something did NOT
// load holds for what the page would do by itself, not merely for an arbitrary number of ms.
import type { Page, Request } from 'playwright-core';

/** Placeholders the app shows while a route's chunk or first answers are on their way. */
export const LOADING = '.adm-skeleton, .page-loading, [data-testid="page-loading"]';

export interface RequestTracker {
  /** Requests started and not yet finished or failed (web sockets are no requests here). */
  inFlight(): string[];
  /** Requests started so far. */
  started(): number;
  /** Resolves when no request is in flight (at once if none is). */
  drained(): Promise<void>;
}

const trackers = new WeakMap<Page, RequestTracker>();

/** Follows a page's requests; call before the page loads anything (settled() calls it too, late). */
export function trackRequests(page: Page): RequestTracker {
  const known = trackers.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  let waiters: Array<() => void> = [];
  let started = 0;
  page.on('request', (r) => {
    pending.add(r);
    started += 1;
  });
  const done = (r: Request) => {
    pending.delete(r);
    if (pending.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const tracker: RequestTracker = {
    inFlight: () => [...pending].map((r) => r.url()),
    started: () => started,
    drained: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
  trackers.set(page, tracker);
  return tracker;
}

/** Resolves after two animation frames and then an idle callback of the page (at most `idleMs` later). */
async function framesThenIdle(page: Page, idleMs = 2000): Promise<void> {
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout });
            else setTimeout(resolve, 0);
          }),
        );
      }),
    idleMs,
  );
}

export interface SettleOptions {
  /** Placeholders to wait out (default LOADING). */
  loading?: string;
  timeoutMs?: number;
}

/**
 * Waits until the page has settled: no loading placeholder, no request in flight, and a frame plus
 * an idle moment that started none. Throws after `timeoutMs` (default 15 s) naming what is still
 * pending: a check made on an unsettled page proves less than it claims.
 */
export async function settled(page: Page, { loading = LOADING, timeoutMs = 15_000 }: SettleOptions = {}): Promise<void> {
  const tracker = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  try {
    for (;;) {
      await page.waitForFunction((selector) => !document.querySelector(selector), loading, { timeout: left() });
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        tracker.drained().then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), left());
        }),
      ]);
      clearTimeout(timer);
      if (!drained) throw new Error(`requests still in flight: ${tracker.inFlight().join(', ')}`);
      const before = tracker.started();
      await framesThenIdle(page);
      if (tracker.started() === before && tracker.inFlight().length === 0 && !(await page.locator(loading).count())) return;
      if (Date.now() > deadline) throw new Error(`the page kept starting requests: ${tracker.inFlight().join(', ')}`);
    }
  } catch (err) {
    throw new Error(`${page.url()} did not settle within ${timeoutMs} ms: ${(err as Error).message}`);
  }
}
