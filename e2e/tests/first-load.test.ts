// A first load as a deployment serves it: HTTPS with HTTP/2 (TLS_CERT_FILE), where a
// page's files and calls share one connection and the quote socket still upgrades over TLS; and
// nothing the first screen does not need is asked for before it is drawn: no Barlow letters face
// (the figures face is preloaded), no update check, profile refresh, service worker script or
// web app manifest and its icon —
// those come once the page has settled (shell/src/app/page-settled.ts), not never.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { PATH, paths } from '@app/shared/paths';
import { registerUser, sessionInitScript } from '../lib/api';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';

const app = useAppAndBrowser({ tls: true });

const HOUSEKEEPING = [/\/api\/common\/checkUpdate$/, /\/api\/user\/userInfo$/, /\/pwa\.[0-9a-f]+\.js$/, /\.webmanifest$/, /^\/icons\//];
const LETTERS_FACE = /\/barlow-letters-\d+\.[0-9a-f]+\.woff2$/;
const FIGURES_FACE = /\/barlow-figures-\d+\.[0-9a-f]+\.woff2$/;
/** The shell's start-up stylesheets, which come inside index.html (shell/webpack.config.js). */
const SHELL_STARTUP_CSS = /^\/(vendor|main|startup-app)\.[0-9a-f]+\.css$/;

const PAGES = [
  { name: 'Market', path: PATH.market, member: false, content: '.quote-row__title' },
  { name: 'Detail', path: paths.detail({ code: 'AAPL' }), member: false, content: '.news-list__title' },
  { name: 'Position', path: PATH.positions, member: true, content: '.trade-summary, .app-center__title' },
  { name: 'Buy', path: paths.buy({ code: 'AAPL', direction: 'bullish' }), member: true, content: '.trade-figure__label' },
];

/** Every request the page makes, with the time it was made. */
function recordRequests(page: Page): Array<{ url: string; at: number; request: Request }> {
  const seen: Array<{ url: string; at: number; request: Request }> = [];
  page.on('request', (request) => seen.push({ url: new URL(request.url()).pathname, at: Date.now(), request }));
  return seen;
}

for (const { name, path, member, content } of PAGES) {
  test(`${name}: over HTTP/2, and its first screen asks for nothing it does not draw`, async () => {
    const context = await app.browser().newContext({ viewport: PHONE, ignoreHTTPSErrors: true, locale: 'en-US' });
    if (member) await context.addInitScript(sessionInitScript(await registerUser(app.server().baseUrl, 'first-load')));
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto(`${app.server().baseUrl}${path}`);
    await page.locator(content).first().waitFor({ timeout: 20_000 });
    const drawn = Date.now();

    const protocols = await page.evaluate(() => [
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      ...performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).nextHopProtocol),
    ]);
    assert.equal(protocols[0], 'h2', 'the page came over HTTP/2');
    assert.ok(
      protocols.slice(1).every((p) => p === 'h2' || p === ''),
      `every file and call over HTTP/2: ${[...new Set(protocols)].join(', ')}`,
    );

    const before = requests.filter((r) => r.at <= drawn).map((r) => r.url);
    assert.deepEqual(
      before.filter((u) => HOUSEKEEPING.some((p) => p.test(u))),
      [],
      'no housekeeping before the first screen',
    );
    assert.deepEqual(
      requests.map((r) => r.url).filter((u) => LETTERS_FACE.test(u)),
      [],
      'no Barlow letters face on this page',
    );
    assert.equal(before.filter((u) => FIGURES_FACE.test(u)).length, 2, 'the two figures faces, preloaded');
    assert.deepEqual(
      requests.map((r) => r.url).filter((u) => SHELL_STARTUP_CSS.test(u)),
      [],
      "the shell's styles came inside the page",
    );
    // …and they apply: the page's frame (main.css) and the offline banner's rules (startup-app.css).
    const styled = await page.evaluate(() => ({
      page: getComputedStyle(document.querySelector('.app-page')!).flexDirection,
      startupApp: [...document.querySelectorAll('style[data-href]')].some((s) =>
        /\/startup-app\.[0-9a-f]+\.css$/.test(s.getAttribute('data-href')!),
      ),
    }));
    assert.deepEqual(styled, { page: 'column', startupApp: true });

    // Housekeeping comes later: the update check once the page has settled.
    await page.waitForRequest((r) => r.url().endsWith('/api/common/checkUpdate'), { timeout: 15_000 });
    await context.close();
  });
}

test('index.html: no stylesheet to wait for before the first paint, and the figures faces preloaded from the body', async () => {
  // One index.html serves every page (the server only adds a page's data and its remote's preloads).
  const html = await (await fetch(`${app.server().baseUrl}${PATH.home}`)).text();
  assert.doesNotMatch(html, /<link[^>]*rel="stylesheet"/, 'no render-blocking stylesheet link');
  const inlined = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1].replace(/\.[0-9a-f]+\.css$/, '.css'));
  assert.deepEqual(inlined, ['/vendor.css', '/main.css', '/startup-app.css'], 'the start-up styles inline, in cascade order');
  // Inlined without their comments: the same rules as the published files, parsed by the browser.
  const page = await (await app.browser().newContext({ ignoreHTTPSErrors: true })).newPage();
  for (const [, href, text] of html.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)) {
    const published = await (await fetch(`${app.server().baseUrl}${href}`)).text();
    const same = await page.evaluate(
      (sources) => {
        const [x, y] = sources.map((css) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          return [...sheet.cssRules].map((r) => r.cssText);
        });
        return x.length > 0 && x.join('\n') === y.join('\n');
      },
      [published, text],
    );
    assert.ok(same, `${href}: the inline rules are the file's`);
  }
  await page.context().close();
  // Chromium makes a font preloaded from the head render-blocking.
  const fontPreload = html.search(/<link[^>]*as="font"/);
  assert.ok(fontPreload > html.indexOf('<body'), 'the figures faces are preloaded from the body, not the head');
});

test('the quote socket opens over TLS beside HTTP/2 and brings prices', async () => {
  const context = await app.browser().newContext({ viewport: PHONE, ignoreHTTPSErrors: true, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(await registerUser(app.server().baseUrl, 'first-load-socket')));
  const page = await context.newPage();
  const socket = page.waitForEvent('websocket', { timeout: 20_000 });
  await page.goto(`${app.server().baseUrl}${PATH.market}`);
  const ws = await socket;
  assert.match(ws.url(), /^wss:\/\/127\.0\.0\.1:\d+\/websocket\//);
  await ws.waitForEvent('framereceived', { timeout: 15_000 });
  await context.close();
});
