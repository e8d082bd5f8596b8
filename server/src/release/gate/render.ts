// The gate's render check: every page a candidate owns, drawn inside the live shell in Chromium,
// signed out and signed in (the gate customer, customer.ts), in English and in simplified Chinese.
// A page fails when, while it is the page on screen:
//   - a script throws and nothing catches it (`pageerror`: uncaught errors and unhandled rejections);
//   - a script logs an error (console.error / console.assert: React logs every error a boundary
//     catches this way). The browser's own lines about a request ("Failed to load resource: … 401",
//     "WebSocket connection … failed") do not count by themselves: a refused call the page handles
//     (a private call while signed out, a missing picture) is the page working. Requests are
//     judged by the next rule instead;
//   - a file of the candidate's folder (/remotes/<remote>/<version>/…) fails to load (an HTTP error
//     or a network failure, not a navigation that cancelled it);
//   - the shell shows an error or retry screen: a remote's "unavailable" screen, the loading
//     timeout, the not-found page, the registry or start-up failure;
//   - it still shows a loading placeholder after the page timeout (15 s; the shell's own loading
//     timeout is 30 s).
// The last two are judged on the candidate's own pages: a page that sends the visitor elsewhere
// (a private page, signed out, goes to the open-account page of the account remote) is done when
// it has.
// A page declaring a `sample` query (routes.json) is drawn without a query and with the sample.
//
// Speed: one browser, one context per variant, a few tabs per context. Each page is loaded by a
// full document load in one variant (the variants take turns) and reached inside the app (history
// and popstate, as a tap on a link) in the others, so every page is checked both ways while the
// shell starts once per tab rather than once per page. A page's sample follows it with a document
// load of its own (to the shell the same path is the same route, and would keep what it drew).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SessionResponse } from '@app/shared/contracts';
import type { RegistryEntry } from '../registry';
import { candidateContext } from './browser';

export interface RenderVariant {
  signedIn: boolean;
  /** The interface language (the app's uiLang setting). */
  language: 'en' | 'zh-Hans';
}

export const VARIANTS: readonly RenderVariant[] = [
  { signedIn: false, language: 'en' },
  { signedIn: false, language: 'zh-Hans' },
  { signedIn: true, language: 'en' },
  { signedIn: true, language: 'zh-Hans' },
];

export const describeVariant = (v: RenderVariant) => `${v.signedIn ? 'signed in' : 'signed out'}, ${v.language}`;

/** The shell's error and retry screens. */
export const ERROR_SCREENS =
  '[data-testid^="unavailable-"], [data-testid="page-timeout"], [data-testid="registry-unavailable"], [data-testid="startup-error"], [data-testid="not-found"]';
/** Placeholders the app shows while a page's code or first answers are on their way. */
export const LOADING = '[aria-busy="true"], [data-testid="page-loading"], .adm-skeleton, .page-loading';

export interface RenderFailure {
  /** The page as drawn (path, and its sample query if any). */
  page: string;
  variants: string[];
  error: string;
}

export interface RenderResult {
  /** The pages drawn (a page with a sample twice). */
  pages: string[];
  variants: string[];
  /** Pages × variants. */
  renders: number;
  failures: RenderFailure[];
  seconds: number;
}

/** The device state the app keeps after a login (docs/product.md §3 keys), as e2e/lib/api.ts writes it. */
export function sessionInitScript(session: SessionResponse): string {
  const token = JSON.stringify({ value: session.token, time: Date.now() });
  const user = JSON.stringify(session.user);
  return `try {
    localStorage.setItem('token', ${JSON.stringify(token)});
    localStorage.setItem('userinfo', ${JSON.stringify(user)});
    localStorage.setItem('sfwow', ${JSON.stringify(user)});
  } catch (e) {}`;
}

const languageScript = (language: string) => `try { localStorage.setItem('uiLang', ${JSON.stringify(language)}); } catch (e) {}`;

/** The pages to draw: each declared path, and the path with its sample query when it declares one. */
export function pagesToRender(routes: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const r of routes) {
    if (typeof r !== 'object' || r === null) continue;
    const { path, sample } = r as { path?: unknown; sample?: unknown };
    if (typeof path !== 'string') continue;
    out.push(path);
    if (typeof sample === 'string' && sample !== '') out.push(`${path}?${sample.replace(/^\?/, '')}`);
  }
  return out;
}

interface Watch {
  /** Problems seen while the current page is on screen. */
  problems: string[];
  inFlight: Set<unknown>;
  started: number;
}

/** Collects what counts against the page on screen (see the top of this file). */
function watch(page: Page, candidateFolder: string): Watch {
  const w: Watch = { problems: [], inFlight: new Set(), started: 0 };
  const inCandidate = (url: string) => {
    try {
      return new URL(url).pathname.startsWith(candidateFolder);
    } catch {
      return false;
    }
  };
  const short = (url: string) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  page.on('pageerror', (err) => w.problems.push(`uncaught ${err.name || 'error'}: ${err.message.split('\n')[0].slice(0, 300)}`));
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'assert') return;
    const text = message.text();
    if (/^(Failed to load resource|WebSocket connection to)/.test(text)) return; // the browser's line about a request: judged by the request
    w.problems.push(`console error: ${text.split('\n')[0].slice(0, 300)}`);
  });
  page.on('request', (request) => {
    w.inFlight.add(request);
    w.started += 1;
  });
  page.on('requestfinished', (request) => w.inFlight.delete(request));
  page.on('requestfailed', (request) => {
    w.inFlight.delete(request);
    const failure = request.failure()?.errorText ?? 'failed';
    if (inCandidate(request.url()) && !/ERR_ABORTED/.test(failure)) w.problems.push(`failed to load ${short(request.url())} (${failure})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && inCandidate(response.url()))
      w.problems.push(`failed to load ${short(response.url())} (HTTP ${response.status()})`);
  });
  return w;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves after two frames and an idle moment of the page (at most `ms` later). */
function framesThenIdle(page: Page, ms: number): Promise<void> {
  return page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout });
            else setTimeout(resolve, 0);
          }),
        );
      }),
    ms,
  );
}

/**
 * Waits until the page on screen is drawn (no loading placeholder, its requests answered, an idle
 * moment that started nothing new) or shows an error screen. Returns a problem, or null.
 */
async function settle(page: Page, w: Watch, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  for (let round = 0; round < 4; round++) {
    try {
      await page.waitForFunction(
        ({ errors, loading }) => {
          if (document.querySelector(errors)) return true;
          const root = document.getElementById('root');
          return !!root && root.childElementCount > 0 && !document.querySelector(loading);
        },
        { errors: ERROR_SCREENS, loading: LOADING },
        { timeout: left(), polling: 50 },
      );
    } catch {
      if (
        await page
          .locator(ERROR_SCREENS)
          .count()
          .catch(() => 0)
      )
        return null;
      return `still loading after ${Math.round(timeoutMs / 1000)} s`;
    }
    if (await page.locator(ERROR_SCREENS).count()) return null;
    // Its requests answered (a page that keeps one open, a poll, is not held up past 5 s).
    const drainBy = Math.min(deadline, Date.now() + 5000);
    while (w.inFlight.size > 0 && Date.now() < drainBy) await later(25);
    const before = w.started;
    await framesThenIdle(page, 1000);
    if (w.started === before && w.inFlight.size === 0 && !(await page.locator(LOADING).count())) return null;
    if (Date.now() >= deadline) return null;
  }
  return null;
}

/** In-app navigation (one document), as a tap on a link does. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

export interface RenderOptions {
  baseUrl: string;
  remote: string;
  candidate: RegistryEntry;
  /** The signed-in variants' session (the gate customer's). */
  session: SessionResponse;
  /** Pages drawn at once (tabs across the variants' contexts). */
  tabs: number;
  pageTimeoutMs: number;
}

/**
 * The most a render may take, in page timeouts: pages not drawn by then (a candidate whose every
 * page hangs) are refused as such, so the release API's call stays well within its client's wait.
 */
const BUDGET_IN_PAGE_TIMEOUTS = 8;

export async function renderPages(browser: Browser, options: RenderOptions): Promise<RenderResult> {
  const started = Date.now();
  const budgetMs = BUDGET_IN_PAGE_TIMEOUTS * options.pageTimeoutMs;
  const { baseUrl, remote, candidate, session, pageTimeoutMs } = options;
  const pages = pagesToRender(candidate.routes);
  const candidateFolder = candidate.entry.replace(/[^/]*$/, '');
  const owned = new Set(pages.map((p) => p.split('?')[0]));
  const found = new Map<string, RenderFailure>();
  const fail = (page: string, variant: RenderVariant, error: string) => {
    const key = `${page}\n${error}`;
    const known = found.get(key) ?? { page, variants: [], error };
    known.variants.push(describeVariant(variant));
    found.set(key, known);
  };
  const perVariant = Math.max(1, Math.round(options.tabs / VARIANTS.length));
  const contexts: BrowserContext[] = [];
  try {
    const work: Promise<void>[] = [];
    for (const [v, variant] of VARIANTS.entries()) {
      const context = await candidateContext(browser, {
        baseUrl,
        remote,
        candidate,
        locale: variant.language === 'en' ? 'en-US' : 'zh-CN',
        initScripts: [languageScript(variant.language), ...(variant.signedIn ? [sessionInitScript(session)] : [])],
      });
      contexts.push(context);
      for (let t = 0; t < perVariant; t++) {
        const mine = pages.map((p, i) => [p, i] as const).filter(([, i]) => i % perVariant === t);
        if (!mine.length) continue;
        work.push(
          (async () => {
            const page = await context.newPage();
            const w = watch(page, candidateFolder);
            let loaded = false;
            let previous = '';
            for (const [target, index] of mine) {
              // The same page with another query is the same route to the shell, which would keep
              // what the previous one drew (its error screen too): it gets a document of its own.
              const samePage = previous.split('?')[0] === target.split('?')[0];
              previous = target;
              w.problems = [];
              if (Date.now() - started > budgetMs) {
                fail(target, variant, `not drawn: the gate's ${Math.round(budgetMs / 1000)} s for drawing pages ran out`);
                continue;
              }
              try {
                // Each page is loaded as a document in one variant (they take turns) and reached
                // inside the app in the others; a tab's first page is always a document load.
                if (!loaded || samePage || index % VARIANTS.length === v) {
                  await page.goto(`${baseUrl}${target}`, { waitUntil: 'commit', timeout: pageTimeoutMs });
                  loaded = true;
                } else await navigateInApp(page, target);
                const problem = await settle(page, w, pageTimeoutMs);
                // A page that sent the visitor to another remote's page (a private page, signed
                // out, goes to the open-account page) is done: what that page shows is not this
                // candidate's (what was thrown or logged on the way still counts).
                if (owned.has(new URL(page.url()).pathname)) {
                  if (problem) w.problems.push(problem);
                  const screen = page.locator(ERROR_SCREENS).first();
                  if (await screen.count()) w.problems.push(`shows the shell's error screen (${await screen.getAttribute('data-testid')})`);
                }
              } catch (err) {
                w.problems.push(`could not be drawn: ${(err as Error).message.split('\n')[0].slice(0, 300)}`);
                loaded = false;
              }
              for (const problem of new Set(w.problems)) fail(target, variant, problem);
            }
            await page.close().catch(() => undefined);
          })(),
        );
      }
    }
    await Promise.all(work);
  } finally {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  }
  return {
    pages,
    variants: VARIANTS.map(describeVariant),
    renders: pages.length * VARIANTS.length,
    // In the order of the pages and of the variants, whichever tab found them first.
    failures: [...found.values()]
      .sort((a, b) => pages.indexOf(a.page) - pages.indexOf(b.page))
      .map((f) => ({ ...f, variants: VARIANTS.map(describeVariant).filter((v) => f.variants.includes(v)) })),
    seconds: (Date.now() - started) / 1000,
  };
}
