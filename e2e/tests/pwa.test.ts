// The installable app: a web app manifest in the visitor's language with its icons, a
// Workbox service worker that controls the page and keeps the shell and the live remote versions,
// an offline start with the last quotes under one offline banner, recovery when the network is
// back, and a rollback of a remote that reaches the installed app on its next start.
//
// The app registers its worker in a browser driven by automation only when asked (localStorage
// 'pwa.sw' = 'on', shell/src/pwa/register.ts): the other test files intercept requests, which a
// worker would bypass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { ROOT } from '../lib/app-server';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { PATH } from '@app/shared/paths';

const app = useAppAndBrowser();
const OFFLINE_TEXT = 'Network exception, please try again later';

async function installedApp(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser().newContext({ viewport: PHONE, locale });
  await context.addInitScript(() => window.localStorage.setItem('pwa.sw', 'on'));
  const page = await context.newPage();
  await page.goto(`${app.server().baseUrl}${PATH.home}`);
  await page.getByTestId('home-heat').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return { context, page };
}

/** URLs of one of the worker's caches. */
function cached(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), cacheName);
}

/** Waits until the worker has every file of the live remote versions (each remote's entry and routes chunk at least). */
async function remotesCached(page: Page, versions: Record<string, string>): Promise<string[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const files = await cached(page, 'remotes-v1');
    const complete = Object.entries(versions).every(
      ([name, version]) =>
        files.includes(`/remotes/${name}/${version}/remoteEntry.js`) &&
        files.some((f) => f.startsWith(`/remotes/${name}/${version}/__federation_expose_routes.`)),
    );
    if (complete || Date.now() > deadline) return files;
    await page.waitForTimeout(300);
  }
}

/** The live version of each remote, as the server's registry (its database) serves it: no canary runs here. */
async function liveVersions(): Promise<Record<string, string>> {
  const registry = (await (await fetch(`${app.server().baseUrl}/remotes.json`)).json()) as Record<string, { version: string }>;
  return Object.fromEntries(Object.entries(registry).map(([name, r]) => [name, r.version]));
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test("a manifest in the visitor's language with the icons, and a worker controlling the page", async () => {
  const base = app.server().baseUrl;
  for (const [locale, lang, name] of [
    ['en-US', 'en', 'Nova Trade'],
    ['zh-TW', 'zh-Hant', 'Nova 交易'],
    ['ja-JP', 'ja', 'Nova トレード'],
  ]) {
    // Not in the page as sent: the shell links it once the page has settled (shell/src/pwa/register.ts).
    const html = await (await fetch(`${base}/`, { headers: { 'Accept-Language': locale } })).text();
    assert.doesNotMatch(html, /rel="manifest"/, locale);
    const res = await fetch(`${base}/manifest.${lang}.webmanifest`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    assert.equal(manifest.name, name);
    assert.equal(manifest.lang, lang);
    assert.ok(manifest.short_name.length <= 12, 'a short name fits under an icon');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable'])
        assert.ok(
          manifest.icons.some((i) => i.sizes === size && i.purpose === purpose),
          `${size} ${purpose}`,
        );
    }
    for (const icon of manifest.icons) {
      const png = await fetch(`${base}${icon.src}`);
      assert.equal(png.status, 200, icon.src);
      assert.equal(png.headers.get('content-type'), 'image/png');
      assert.deepEqual(pngSize(Buffer.from(await png.arrayBuffer())).map(String), icon.sizes.split('x'));
    }
  }
  const sw = await fetch(`${base}/sw.js`);
  assert.equal(sw.status, 200);
  assert.equal(sw.headers.get('cache-control'), 'no-cache');
  assert.match(sw.headers.get('content-type') ?? '', /javascript/);

  const { context, page } = await installedApp('zh-CN');
  // The interface language's manifest (the visitor's system language here: simplified Chinese).
  assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.zh-Hans.webmanifest');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  assert.equal(scope, `${app.server().baseUrl}/`);
  // The shell is precached: main.js among it.
  const precache = await page.evaluate(async () => {
    const names = await caches.keys();
    const name = names.find((n) => n.startsWith('workbox-precache'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  assert.ok(
    precache.some((p) => /^\/main\.[0-9a-f]{8}\.js$/.test(p)),
    `precache: ${precache.join(', ')}`,
  );
  // …but not the start-up stylesheets, which index.html carries inline.
  assert.deepEqual(
    precache.filter((p) => /^\/(vendor|main|startup-app)\.[0-9a-f]{8}\.css$/.test(p)),
    [],
  );
  await context.close();
});

/** Home's heat list as drawn: each card's name and price. */
function heatCards(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid="home-heat"] .home-heat__card')
    .evaluateAll((cards) =>
      cards.map((c) => [c.querySelector('.home-heat__name')?.textContent ?? '', c.querySelector('.home-heat__price')?.textContent ?? '']),
    );
}

/** The heat list's answer as the app last kept it for an offline start (shell/src/pwa/last-answers.ts): names and prices. */
function keptHeat(page: Page): Promise<string[][] | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('lastAnswer:product/recommendProductList?'));
    if (!key) return null;
    const { data } = JSON.parse((JSON.parse(localStorage.getItem(key)!) as { body: string }).body) as {
      data: Array<{ name: string; price: string }> | { list: Array<{ name: string; price: string }> };
    };
    return (Array.isArray(data) ? data : data.list).map((p) => [p.name, p.price]);
  });
}

test('offline, the installed app opens with the last quotes and one banner, and recovers when the network is back', async () => {
  const { context, page } = await installedApp();
  await remotesCached(page, await liveVersions());
  const online = await heatCards(page);
  assert.ok(online.length > 0 && online.every(([, price]) => /\d/.test(price)), 'quotes on screen');

  await context.setOffline(true);
  await page.reload();
  await page.getByTestId('home').waitFor({ timeout: 20_000 });
  await page.getByTestId('offline-banner').waitFor();
  assert.equal(await page.getByTestId('offline-banner').count(), 1);
  // The last quotes the app had, not an empty list: the answer it kept (read now, offline, when no
  // newer one can be kept). Not the screen before going offline: the page polls every few seconds
  // and keeps an answer at most every 30 s, so the last prices drawn may be newer than the kept ones.
  const kept = await keptHeat(page);
  assert.ok(kept && kept.length > 0, 'an answer of the heat list was kept');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="home-heat"] .home-heat__card').length === n,
    Math.min(kept.length, online.length),
  );
  assert.deepEqual(await heatCards(page), kept.slice(0, online.length));
  // The banner pushes the page: the title bar starts below it, nothing covered.
  const banner = (await page.getByTestId('offline-banner').boundingBox())!;
  const title = (await page.locator('.app-page__nav').first().boundingBox())!;
  assert.ok(title.y >= banner.y + banner.height - 1, `title bar at ${title.y}, banner ends at ${banner.y + banner.height}`);
  // docs/product.md §8's network message, once.
  await page.getByText(OFFLINE_TEXT).waitFor();
  // The pages poll (logged out, every few seconds) and each failed call could toast the message
  // again: wait for two more polls to fail, give the page a frame to show a toast, then count.
  for (let polls = 0; polls < 2; polls++) {
    await page.waitForEvent('requestfailed', { predicate: (r) => new URL(r.url()).pathname.startsWith('/api/'), timeout: 20_000 });
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.ok((await page.getByText(OFFLINE_TEXT).count()) <= 1);
  await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS ?? '/tmp', 'pwa-offline.png') });

  // Back online: the banner goes and the quotes are asked for again, without a reload.
  const fresh = page.waitForResponse((r) => r.url().includes('/api/product/') && r.status() === 200, { timeout: 20_000 });
  await context.setOffline(false);
  await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  await fresh;
  await context.close();
});

test('a rollback of a remote reaches the installed app on its next start', async () => {
  const { releaseDir } = app.server();
  const live = (await liveVersions()).market;
  // An earlier version of market, still hosted.
  cpSync(path.join(releaseDir, 'remotes', 'market', live), path.join(releaseDir, 'remotes', 'market', '0.9.0'), { recursive: true });

  const { context, page } = await installedApp();
  let files = await remotesCached(page, await liveVersions());
  assert.ok(files.includes(`/remotes/market/${live}/remoteEntry.js`));

  const rollback = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), 'rollback', 'market', '0.9.0'], {
    cwd: ROOT,
    env: { ...process.env, ...app.server().releaseEnv() },
    encoding: 'utf8',
  });
  assert.equal(rollback.status, 0, `${rollback.stdout}${rollback.stderr}`);

  // Next start: the registry is network-first, so the app loads the version now live …
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/market/')) entries.push(new URL(r.url()).pathname);
  });
  await page.reload();
  await page.getByTestId('home-heat').waitFor();
  assert.ok(entries.includes('/remotes/market/0.9.0/remoteEntry.js'), entries.join(', '));
  assert.ok(!entries.some((e) => e.startsWith(`/remotes/market/${live}/`)), `nothing of ${live}: ${entries.join(', ')}`);
  // … and the worker keeps that version's files and drops the other's.
  files = await remotesCached(page, { ...(await liveVersions()), market: '0.9.0' });
  assert.ok(files.includes('/remotes/market/0.9.0/remoteEntry.js'));
  const deadline = Date.now() + 10_000;
  while (files.some((f) => f.startsWith(`/remotes/market/${live}/`)) && Date.now() < deadline) {
    await page.waitForTimeout(300);
    files = await cached(page, 'remotes-v1');
  }
  assert.ok(!files.some((f) => f.startsWith(`/remotes/market/${live}/`)), 'the rolled-back-from version is dropped');
  await context.close();
});
