// Bytes: JavaScript transferred before Home is interactive, for the whole Home, and on
// each remote's first load (navigating inside the app, caches warm from Home), with the proof that
// Home carries no Highcharts byte. "Transferred" is what crossed the wire with the browser asking
// for gzip only (Accept-Encoding: gzip); the gzip -9 size of each file is printed beside it.
// Then a second visit: each measured page loaded, then reloaded, with the bytes the
// reload transferred — no script crosses the wire again (immutable caching), with the HTTP cache
// alone and with the service worker of the installable app.
//
//   npm run bench:bytes
//   BENCH_SMOKE=1 (or --smoke)   Home, the Market tab's first load and one reload only, to prove the benchmark runs
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { PHONE } from '../lib/browser';
import { SMOKE, kb, machine, sessionScript, table, withAppAndBrowser, writeFigures, type BenchFigures } from './lib';
import { PATH, paths } from '@app/shared/paths';

interface Script {
  url: string;
  path: string;
  wire: number;
  gzip9: number;
}

/** Records every script response with its bytes on the wire (CDP) and its gzip -9 size. */
async function recordScripts(page: Page): Promise<{ scripts: Script[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const pending = new Map<string, { url: string; type: string }>();
  const scripts: Script[] = [];
  cdp.on('Network.responseReceived', (e) => pending.set(e.requestId, { url: e.response.url, type: e.type }));
  cdp.on('Network.loadingFinished', async (e) => {
    const r = pending.get(e.requestId);
    if (!r || r.type !== 'Script') return;
    let body = Buffer.alloc(0);
    try {
      const res = await cdp.send('Network.getResponseBody', { requestId: e.requestId });
      body = res.base64Encoded ? Buffer.from(res.body, 'base64') : Buffer.from(res.body, 'utf8');
    } catch {
      /* body evicted: gzip -9 unknown */
    }
    scripts.push({ url: r.url, path: new URL(r.url).pathname, wire: e.encodedDataLength, gzip9: gzipSync(body, { level: 9 }).length });
  });
  return { scripts, cdp };
}

interface Transfer {
  path: string;
  type: string;
  wire: number;
  network: boolean;
}

/** Every response of the page with its bytes on the wire, and whether it came from the network (not a cache, not the worker's cache). */
async function recordTransfers(page: Page): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  const seen = new Map<string, { path: string; type: string; network: boolean }>();
  const out: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) =>
    seen.set(e.requestId, {
      path: new URL(e.response.url).pathname,
      type: e.type,
      network: !(e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache),
    }),
  );
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.network = false;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (r) out.push({ ...r, wire: r.network ? e.encodedDataLength : 0 });
  });
  return out;
}

/** The pages `bench:lighthouse` measures, measured again on a reload (a returning customer's visit). */
const SECOND_VISIT: Array<[string, string, string]> = [
  ['Home', PATH.home, 'home'],
  ['Market', PATH.market, 'market-list'],
  ['Detail', paths.detail({ code: 'AAPL' }), 'detail-page'],
  ['Position', PATH.positions, 'positions-page'],
  ['Buy', paths.buy({ code: 'AAPL', direction: 'bullish' }), 'buy-page'],
];

const sum = (list: Script[], key: 'wire' | 'gzip9') => list.reduce((n, s) => n + s[key], 0);
const ownerOf = (p: string) => (p.startsWith('/remotes/') ? p.split('/')[2] : 'shell');
const isChart = (p: string) => /highcharts|highstock/i.test(p);

async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function main() {
  await withAppAndBrowser(async ({ server, browser }) => {
    const base = server.baseUrl;
    const loadBefore = machine();
    const figures: BenchFigures['rows'] = [];

    // 1. Home, a first visit (cold cache), logged out as Lighthouse sees it.
    const visitor = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    const home = await visitor.newPage();
    const { scripts: homeScripts } = await recordScripts(home);
    await home.goto(`${base}/`);
    await home.getByTestId('home').waitFor();
    await home.getByTestId('home-banner').waitFor();
    await home
      .getByTestId('home-quotes')
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await home
      .getByTestId('home-ipo')
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await settle(home);
    // Home is interactive once the shell has rendered it (banner, notices, menu, tab bar): the
    // remote widgets are lazy and fill their reserved space afterwards.
    const shellJs = homeScripts.filter((s) => ownerOf(s.path) === 'shell');
    const firstScreen = [...homeScripts];
    // Widgets below the fold load as the user scrolls towards them: scroll to the bottom so the
    // total is the whole Home, every widget included.
    await home.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await home
      .getByTestId('home-news')
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await settle(home);

    console.log(`\nJavaScript on Home (first visit, logged out), Chromium ${browser.version()}\n`);
    const byOwner = new Map<string, Script[]>();
    for (const s of homeScripts) byOwner.set(ownerOf(s.path), [...(byOwner.get(ownerOf(s.path)) ?? []), s]);
    table(
      [...byOwner.entries()].map(([owner, list]) => ({
        part: owner === 'shell' ? 'shell (host)' : `${owner} widget`,
        files: list.length,
        'wire KB': kb(sum(list, 'wire')),
        'gzip -9 KB': kb(sum(list, 'gzip9')),
      })),
    );
    console.log('');
    table([
      {
        figure: 'JS before Home is interactive (the shell)',
        'wire KB': kb(sum(shellJs, 'wire')),
        'gzip -9 KB': kb(sum(shellJs, 'gzip9')),
        target: '≤ 200',
      },
      {
        figure: "JS of Home's first screen (no scrolling)",
        'wire KB': kb(sum(firstScreen, 'wire')),
        'gzip -9 KB': kb(sum(firstScreen, 'gzip9')),
        target: '',
      },
      {
        figure: 'JS of the whole Home, scrolled to the end',
        'wire KB': kb(sum(homeScripts, 'wire')),
        'gzip -9 KB': kb(sum(homeScripts, 'gzip9')),
        target: '≤ 200',
      },
      {
        figure: 'Highcharts bytes on Home',
        'wire KB': kb(
          sum(
            homeScripts.filter((s) => isChart(s.path)),
            'wire',
          ),
        ),
        'gzip -9 KB': kb(
          sum(
            homeScripts.filter((s) => isChart(s.path)),
            'gzip9',
          ),
        ),
        target: '0',
      },
    ]);
    figures.push({
      label: 'Home',
      figures: {
        shellGzipKB: sum(shellJs, 'gzip9') / 1024,
        firstScreenGzipKB: sum(firstScreen, 'gzip9') / 1024,
        wholeHomeGzipKB: sum(homeScripts, 'gzip9') / 1024,
        highchartsKB: sum(
          homeScripts.filter((s) => isChart(s.path)),
          'wire',
        ),
      },
    });
    if (process.env.BENCH_VERBOSE) {
      console.log('');
      table(homeScripts.map((s) => ({ file: s.path.replace(/^\/remotes\//, ''), 'wire KB': kb(s.wire), 'gzip -9 KB': kb(s.gzip9) })));
    }
    await visitor.close();

    // 2. Each remote's first load from Home (logged in: most remotes' pages are private).
    const member = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
    await member.addInitScript(await sessionScript(base, 'bytes'));
    const page = await member.newPage();
    const { scripts } = await recordScripts(page);
    await page.goto(`${base}/`);
    await page.getByTestId('home').waitFor();
    await settle(page);
    const steps: Array<[string, string, string]> = [
      ['market: Market tab', PATH.market, 'market-list'],
      ['market: detail + chart', paths.detail({ code: 'AAPL' }), 'detail-page'],
      ['trade: Position tab', PATH.positions, 'positions-page'],
      ['ipo: IPO subscription', PATH.ipo, 'ipo-page'],
      ['wallet: recharge', PATH.recharge, 'recharge-page'],
      ['account: Mine tab', PATH.mine, 'mine-page'],
    ];
    const rows = [];
    for (const [label, path, testId] of SMOKE ? steps.slice(0, 1) : steps) {
      const from = scripts.length;
      await navigate(page, path);
      if (testId)
        await page
          .getByTestId(testId)
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
      if (path.includes('listdetail')) {
        // Highcharts is created on the chart's first touch: touch it, as a reader would.
        await page
          .getByTestId('kline-preview')
          .hover({ timeout: 30_000 })
          .catch(() => undefined);
        await page
          .locator('[data-testid="kline-chart"][data-ready="true"]')
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
      }
      await settle(page);
      const added = scripts.slice(from);
      const chart = added.filter((s) => isChart(s.path));
      if (process.env.BENCH_VERBOSE) for (const s of added) console.log(`  ${label}: ${s.path} ${kb(s.gzip9)}`);
      figures.push({ label, figures: { files: added.length, wireKB: sum(added, 'wire') / 1024, gzipKB: sum(added, 'gzip9') / 1024 } });
      rows.push({
        'first load': label,
        files: added.length,
        'wire KB': kb(sum(added, 'wire')),
        'gzip -9 KB': kb(sum(added, 'gzip9')),
        'of which Highcharts KB': kb(sum(chart, 'wire')),
      });
    }
    console.log("\nJavaScript on each remote's first load (navigating inside the app from Home)\n");
    table(rows);
    await member.close();

    // 3. A second visit: each page loaded, then reloaded; what the reload transferred.
    const session = await sessionScript(base, 'bytes-reload');
    const reloadRows = [];
    for (const worker of SMOKE ? [false] : [false, true]) {
      const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
      await context.addInitScript(session);
      if (worker) await context.addInitScript(() => window.localStorage.setItem('pwa.sw', 'on'));
      for (const [label, path, testId] of SMOKE ? SECOND_VISIT.slice(0, 1) : SECOND_VISIT) {
        const tab = await context.newPage();
        const wire = await recordTransfers(tab);
        await tab.goto(`${base}${path}`);
        await tab
          .getByTestId(testId)
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
        await settle(tab);
        if (worker) await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
        const first = wire.splice(0);
        await tab.reload();
        await tab
          .getByTestId(testId)
          .waitFor({ timeout: 30_000 })
          .catch(() => undefined);
        await settle(tab);
        const again = wire.splice(0);
        const js = again.filter((t) => t.type === 'Script');
        figures.push({
          label: `${label} reload, ${worker ? 'service worker' : 'HTTP cache'}`,
          figures: {
            reloadKB: again.reduce((n, t) => n + t.wire, 0) / 1024,
            reloadScriptsFromNetwork: js.filter((t) => t.network).length,
          },
        });
        reloadRows.push({
          page: label,
          cache: worker ? 'service worker' : 'HTTP cache',
          'load KB': kb(first.reduce((n, t) => n + t.wire, 0)),
          'reload KB': kb(again.reduce((n, t) => n + t.wire, 0)),
          'reload JS files from the network': js.filter((t) => t.network).length,
          'reload JS KB': kb(js.reduce((n, t) => n + t.wire, 0)),
        });
        await tab.close();
      }
      await context.close();
    }
    console.log('\nA second visit: bytes a reload transfers (logged in; API answers and index.html are never cached)\n');
    table(reloadRows);
    const loadAfter = machine();
    console.log(
      `\nmachine: ${loadBefore.text} before, ${loadAfter.load.map((n) => n.toFixed(2)).join(' ')} after${SMOKE ? ' (smoke run)' : ''}`,
    );
    writeFigures({
      bench: 'bytes',
      smoke: SMOKE,
      chromium: browser.version(),
      load: { before: loadBefore.load, after: loadAfter.load },
      rows: figures,
    });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
