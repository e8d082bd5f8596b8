// The market journey of a new user at phone size, in Chromium against the real server:
// Home → Market → search a product → detail → switch chart period → collect → see it in the
// watchlist → back on Market, prices change on screen. Highcharts is fetched only for the chart.
// A visitor's star on Detail sends them to log in and is set when they come back (once), and not
// at all when they leave the login undone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { callApi, registerUser, sessionInitScript } from '../lib/api';
import { settled, trackRequests } from '../lib/settle';
import { PATH, paths } from '@app/shared/paths';

const app = useAppAndBrowser();

const isChartScript = (url: string) => /highcharts|highstock/i.test(new URL(url).pathname);

async function loggedInPhonePage(tag: string): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const session = await registerUser(app.server().baseUrl, tag);
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  await context.addInitScript(`try { localStorage.setItem('uiLang', 'en'); } catch (e) {}`);
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  return { page, errors, scripts };
}

const firstRowPrice = (page: Page) =>
  page.locator('[data-testid="market-list"] .quote-row').first().locator('.quote-row__price').innerText();

test('Home → Market → search → detail → chart period → collect → watchlist → Market moves', async () => {
  const { page, errors, scripts } = await loggedInPhonePage('market');
  const base = app.server().baseUrl;

  // Home: every block of docs/product.md §2 is there.
  await page.goto(`${base}/`);
  await page.getByTestId('home-banner').locator('img').first().waitFor();
  await page.getByTestId('home-notice').waitFor();
  await page.getByTestId('home-menu').locator('a').first().waitFor();
  await page.getByTestId('home-ipo').waitFor();
  await page.getByTestId('home-indices').locator('[role="tab"]').first().waitFor();
  await page.getByTestId('home-heat').locator('a').first().waitFor();
  await page.getByTestId('home-movers').locator('.quote-row').first().waitFor();
  // News is below the fold: its remote is fetched as the user scrolls towards it.
  await page.locator('[data-widget="account/HomeNews"]').scrollIntoViewIfNeeded();
  await page.getByTestId('home-news').locator('.news-row').first().waitFor();
  assert.equal(scripts.filter(isChartScript).length, 0, 'no Highcharts on Home');

  // Market tab: country card tabs and live rows.
  await page.getByRole('navigation', { name: 'main' }).getByText('Market', { exact: true }).click();
  await page.waitForURL(`**${PATH.market}`);
  await page.locator('[data-testid="market-list"] .quote-row').first().waitFor();
  assert.ok((await page.locator('.market-tabs__tab').count()) >= 2, 'country tabs');
  assert.equal(scripts.filter(isChartScript).length, 0, 'no Highcharts on the list');

  // Search by name, open the product.
  await page.getByTestId('market-search').click();
  await page.waitForURL(`**${PATH.search}`);
  await page.getByTestId('search-input').fill('Apple');
  const result = page.getByTestId('search-results').locator('.quote-row[data-code="AAPL"]');
  await result.waitFor();
  await result.click();
  await page.waitForURL(`**${paths.detail({ code: 'AAPL' })}`);
  await page.getByRole('heading', { name: 'Details' }).waitFor();
  await page.getByTestId('exchange-badge').waitFor();

  // The chart: first a light preview of the candles (no chart code on the page's first
  // load), then Highcharts Stock with the docs/product.md §2 toolbar on the first touch, then a period switch.
  const chart = page.getByTestId('kline-chart');
  await page
    .locator('[data-testid="kline-chart"][data-preview="true"] [data-testid="kline-preview"] rect')
    .first()
    .waitFor({ timeout: 30_000 });
  const stub = page.getByTestId('kline-tools-stub').locator('button');
  assert.deepEqual(await stub.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title'))), [
    'Indicators',
    'Simple shapes',
    'Lines',
    'Measure',
    'Fullscreen',
    'Save chart',
    'Zoom',
    'Chart type',
  ]);
  // Each stand-in tool shows its icon (inline SVG; an unparsable url() would leave it blank).
  assert.deepEqual(
    await stub.evaluateAll(
      (buttons) => buttons.filter((b) => !getComputedStyle(b).backgroundImage.startsWith('url("data:image/svg+xml')).length,
    ),
    0,
  );
  // The page has done all it does untouched (chunks, calls, an idle moment asking for nothing more).
  await settled(page);
  assert.ok(!scripts.some(isChartScript), 'no Highcharts byte before the chart is touched');
  await page.getByTestId('kline-preview').hover();
  await page
    .locator('[data-testid="kline-chart"][data-ready="true"] .highcharts-series.highcharts-candlestick-series')
    .waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('kline-preview').count(), 0, 'the preview gives way to the chart');
  // The toolbar's extras load on first use: the stand-in toolbar shows the same buttons;
  // tapping "Indicators" fetches the tools chunk, draws the real toolbar and opens that button.
  assert.ok(!scripts.some((u) => /highstock-tools/.test(u)), "the stock-tools chunk waits for the toolbar's first use");
  await stub.first().click();
  await page.locator('[data-testid="kline-chart"][data-ready="true"] .highcharts-stocktools-toolbar').waitFor({ timeout: 30_000 });
  await page
    .locator('.highcharts-popup')
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  const toolbar = page.locator('.highcharts-stocktools-toolbar > li > .highcharts-menu-item-btn');
  assert.deepEqual(await toolbar.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title'))), [
    'Indicators',
    'Simple shapes',
    'Lines',
    'Measure',
    'Fullscreen',
    'Save chart',
    'Zoom',
    'Chart type',
  ]);
  // Icons come from this release's own folder, never a CDN.
  const icon = await toolbar.first().evaluate((b) => getComputedStyle(b).backgroundImage);
  assert.match(icon, /\/remotes\/market\/[^/]+\/assets\/stock-icons\/indicators\.svg/);
  assert.ok(scripts.some(isChartScript), 'Highcharts fetched for the chart');
  const klineOf15m = page.waitForResponse(
    (res) => res.url().endsWith('/api/product/kline') && (res.request().postData() ?? '').includes('period=15m'),
  );
  await page.getByRole('tab', { name: '15m' }).click();
  await klineOf15m;
  await page.locator('[data-testid="kline-chart"][data-period="15m"][data-ready="true"]').waitFor();
  assert.equal(await chart.locator('.highcharts-series.highcharts-candlestick-series').count(), 1);

  // Key figures: the popup's code arrives on its first opening, with the rows.
  await page.getByRole('button', { name: 'Key figures' }).click();
  await page.getByTestId('info-popup').locator('.info-popup__row').first().waitFor({ timeout: 15_000 });
  assert.ok((await page.getByTestId('info-popup').locator('.info-popup__row').count()) > 3, 'the key figures are listed');
  await page.getByTestId('info-popup').getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('info-popup').waitFor({ state: 'detached', timeout: 10_000 });

  // Collect.
  const star = page.getByTestId('collect');
  assert.equal(await star.getAttribute('aria-pressed'), 'false');
  await star.click();
  await page.locator('[data-testid="collect"][aria-pressed="true"]').waitFor();

  // Back to Market, on to the watchlist: the product is there with its live price.
  await page.goBack();
  await page.goBack();
  await page.waitForURL(`**${PATH.market}`);
  await page.getByRole('link', { name: 'Optional' }).click();
  await page.waitForURL(`**${PATH.watchlist}`);
  await page.getByTestId('watchlist-page').locator('.quote-row[data-code="AAPL"]').waitFor();

  // Back on Market, prices change on screen (the socket).
  await page.goBack();
  await page.waitForURL(`**${PATH.market}`);
  const before = await firstRowPrice(page);
  await page.waitForFunction(
    (old) => document.querySelector('[data-testid="market-list"] .quote-row .quote-row__price')?.textContent !== old,
    before,
    { timeout: 15_000 },
  );
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a watchlist change shows everywhere: uncollect on the detail page empties the watchlist', async () => {
  const { page, errors } = await loggedInPhonePage('watch');
  const base = app.server().baseUrl;
  await page.goto(`${base}${PATH.watchlist}`);
  await page.getByTestId('watchlist-empty').waitFor();
  await page.getByRole('link', { name: 'Browse the market' }).click();
  await page.waitForURL(`**${PATH.market}`);

  await page.goto(`${base}${paths.detail({ code: 'MSFT' })}`);
  await page.getByTestId('collect').click();
  await page.locator('[data-testid="collect"][aria-pressed="true"]').waitFor();
  // The spot page: depth chart and depth table of the same product.
  await page.goto(`${base}${paths.spot({ code: 'MSFT' })}`);
  await page.getByTestId('depth-table').locator('tbody tr').nth(9).waitFor();
  await page.locator('[data-testid="depth-chart"] .highcharts-area-series').first().waitFor({ timeout: 30_000 });
  // The option chain around the live price.
  await page.goto(`${base}${paths.options({ code: 'MSFT' })}`);
  await page.getByTestId('option-chain').locator('tbody tr.options__row').nth(16).waitFor();

  await page.goto(`${base}${PATH.watchlist}`);
  await page.locator('.quote-row[data-code="MSFT"]').waitFor();
  await page.goto(`${base}${paths.detail({ code: 'MSFT' })}`);
  await page.locator('[data-testid="collect"][aria-pressed="true"]').click();
  await page.locator('[data-testid="collect"][aria-pressed="false"]').waitFor();
  await page.goto(`${base}${PATH.watchlist}`);
  await page.getByTestId('watchlist-empty').waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a visitor searches, remembers recent searches, and is asked to log in to collect', async () => {
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const base = app.server().baseUrl;
  await page.goto(`${base}${PATH.search}`);
  await page.getByTestId('search-input').fill('tencent');
  await page.getByTestId('search-results').locator('.quote-row').first().waitFor();
  await page.getByTestId('search-input').press('Enter');
  await page.reload();
  await page.getByRole('button', { name: 'tencent' }).waitFor(); // remembered on the device
  assert.equal(await page.evaluate(() => localStorage.getItem('marketRecentSearches')), '["tencent"]');

  await page.goto(`${base}${paths.detail({ code: 'AAPL' })}`);
  await page.getByTestId('collect').click();
  await page.waitForURL(`**${PATH.login}`);
  await context.close();
});

async function logIn(page: Page, account: string, password: string) {
  await page.locator('input[autocomplete="username"]').fill(account);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('.auth__submit').click();
}

const watchlistCodes = async (token: string) =>
  (await callApi<Array<{ code: string }>>(app.server().baseUrl, 'product/myCollect', {}, token)).data.map((p) => p.code);

test("a visitor's star: after logging in they are back on Detail with the product starred once; a login left undone stars nothing", async () => {
  const base = app.server().baseUrl;
  const user = await registerUser(app.server(), 'star-later');
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const collects: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/product/collect')) collects.push(r.url());
  });
  const star = page.getByTestId('collect');

  // Left undone: the star sends to the login, the visitor goes back and logs in later from elsewhere.
  await page.goto(`${base}${paths.detail({ code: 'AAPL' })}`);
  await star.click();
  await page.waitForURL(`**${PATH.login}`);
  await page.goBack();
  await star.waitFor();
  await page.goto(`${base}${PATH.login}`);
  await logIn(page, user.user.account, user.password);
  await page.waitForURL(`**${PATH.mine}`);
  await page.goto(`${base}${paths.detail({ code: 'AAPL' })}`);
  await settled(page);
  assert.equal(await star.getAttribute('aria-pressed'), 'false', 'no star from a login left undone');
  assert.deepEqual(await watchlistCodes(user.token), []);
  assert.deepEqual(collects, []);
  await page.getByTestId('detail-page').waitFor();
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());

  // Finished: the star sends to the login; after it the visitor is back on Detail, starred.
  await page.goto(`${base}${paths.detail({ code: 'TSLA' })}`);
  await star.click();
  await page.waitForURL(`**${PATH.login}`);
  await logIn(page, user.user.account, user.password);
  await page.waitForURL(`**${paths.detail({ code: 'TSLA' })}`);
  await page.locator('[data-testid="collect"][aria-pressed="true"]').waitFor();
  await settled(page);
  assert.deepEqual(await watchlistCodes(user.token), ['TSLA']);
  assert.equal(collects.length, 1, 'collected once');
  // A reload and a step back do not run it again (nor take the star off).
  await page.reload();
  await page.locator('[data-testid="collect"][aria-pressed="true"]').waitFor();
  await settled(page);
  await page.goBack();
  await settled(page);
  assert.equal(collects.length, 1, 'still once');
  assert.deepEqual(await watchlistCodes(user.token), ['TSLA']);
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp'}/star-after-login.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
