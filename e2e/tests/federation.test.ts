// Module Federation in the browser: shared singletons load once, and a remote whose files are
// gone shows its retry screen while everything else keeps working.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { registerUser, sessionInitScript } from '../lib/api';
import { DOMAINS, type DomainName } from '@app/shared/domains';
import { PATH } from '@app/shared/paths';

const app = useAppAndBrowser();

/** A real page of each remote (its own test id, not the shared placeholder's). */
const REAL_PAGES: Record<DomainName, { path: string; testId: string }> = {
  trade: { path: PATH.positions, testId: 'positions-page' },
  market: { path: PATH.market, testId: 'market-list' },
  account: { path: PATH.mine, testId: 'mine-page' },
  wallet: { path: PATH.recharge, testId: 'recharge-page' },
  ipo: { path: PATH.ipo, testId: 'ipo-page' },
};

/**
 * Chunk names a build would give its own copy of a shared singleton (webpack.common.js uses named
 * chunk ids). The shell provides them inside its first scripts (eager), so no such file should
 * be downloaded at all, from the shell or from a remote.
 */
const SINGLETON_CHUNKS: Record<string, RegExp> = {
  react: /node_modules_react_index_js/,
  'react-dom': /node_modules_react-dom_index_js/,
  'react-router': /node_modules_react-router_dist_/,
  '@reduxjs/toolkit': /node_modules_reduxjs_toolkit_dist_redux-toolkit_modern_mjs/,
  'react-redux': /node_modules_react-redux_dist_react-redux_mjs/,
  i18next: /node_modules_i18next_dist_/,
  '@app/shared': /shared_src_index_ts/,
};

test('each shared library is downloaded and evaluated once, from the shell, whichever remotes load', async () => {
  const session = await registerUser(app.server().baseUrl, 'singletons');
  const context = await app.browser().newContext({ viewport: PHONE });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
  });
  // A real page of every remote, navigated inside the app (one document).
  await page.goto(`${app.server().baseUrl}${PATH.home}`);
  await page.getByTestId('home-quotes').waitFor();
  for (const domain of DOMAINS) {
    const { path, testId } = REAL_PAGES[domain];
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.getByTestId(testId).waitFor();
  }
  for (const remote of DOMAINS) {
    assert.ok(
      scripts.some((s) => new RegExp(`^/remotes/${remote}/[^/]+/remoteEntry`).test(s)),
      `${remote} loaded`,
    );
  }
  // The shell's libraries arrive once, in its own vendor file; no remote brings a copy.
  assert.equal(scripts.filter((s) => /^\/vendor\.[0-9a-f]{8}\.js$/.test(s)).length, 1, `one vendor file: ${scripts.join(', ')}`);
  for (const [lib, pattern] of Object.entries(SINGLETON_CHUNKS)) {
    const copies = scripts.filter((s) => pattern.test(s));
    assert.deepEqual(copies, [], `no separate copy of ${lib}`);
  }
  assert.equal(await page.evaluate(() => (globalThis as { __APP_SHARED_EVALUATIONS__?: number }).__APP_SHARED_EVALUATIONS__), 1);
  await context.close();
});

test('a remote whose files are missing shows its retry screen; other tabs work; retry recovers', async () => {
  const session = await registerUser(app.server().baseUrl, 'outage');
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  const restoreWallet = app.server().hideRemote('wallet');
  try {
    await page.goto(`${app.server().baseUrl}${PATH.recharge}`);
    const unavailable = page.getByTestId('unavailable-wallet');
    await unavailable.waitFor();
    assert.match(await unavailable.innerText(), /could not load Wallet/);

    // The rest of the app is untouched.
    await page.goto(`${app.server().baseUrl}${PATH.home}`);
    await page.getByTestId('home-quotes').getByText('S&P 500', { exact: true }).first().waitFor(); // the indices are fixed; the hot list ranks by the day's turnover
    await page.getByRole('navigation', { name: 'main' }).getByText('Market', { exact: true }).click();
    await page.getByTestId('market-list').waitFor();
    await page.getByRole('navigation', { name: 'main' }).getByText('Mine', { exact: true }).click();
    await page.getByTestId('mine-page').waitFor();

    await page.goto(`${app.server().baseUrl}${PATH.recharge}`);
    await unavailable.waitFor();
  } finally {
    restoreWallet();
  }
  // Files are back: Retry loads the page without a reload.
  await page.getByTestId('unavailable-wallet').getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId(REAL_PAGES.wallet.testId).waitFor();
  await context.close();
});

test('Home keeps its own parts when the market widget cannot load', async () => {
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const restoreMarket = app.server().hideRemote('market');
  try {
    await page.goto(`${app.server().baseUrl}${PATH.home}`);
    await page.getByTestId('unavailable-market').waitFor();
    await page.getByTestId('home-banner').locator('img').first().waitFor();
  } finally {
    restoreMarket();
  }
  await page.getByTestId('unavailable-market').getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('home-quotes').getByText('S&P 500', { exact: true }).first().waitFor(); // the indices are fixed; the hot list ranks by the day's turnover
  await context.close();
});
