// One number format on every page that shows money (docs/languages.md#figures): the demo account's
// stock balance (50 000.00 and whatever the other journeys left) reads the same, grouped by
// thousands with two decimals, on Mine, the wallet's Recharge and Transfer pages, the Position tab,
// the buy form and an IPO subscription, in English, Japanese and simplified Chinese; and its coin
// balance the same on Mine, Recharge and Transfer.
// SHOTS_DIR=/tmp/x saves a 390×844 screenshot of Mine and Transfer in each language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { IpoListResponse, SessionResponse, UserWallet } from '@app/shared/contracts';
import { PATH, paths } from '@app/shared/paths';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { callApi, sessionInitScript } from '../lib/api';

// The demo IPO cycle keeps an issue open long enough to open its subscription page.
process.env.IPO_DEMO_WINDOW_SECONDS = '600';

const app = useAppAndBrowser();
const DEMO = { account: 'demo@example.com', password: 'Demo1234' };
const SHOTS = process.env.SHOTS_DIR;

/** "50012.3" → "50,012.30": the thousands grouped and two decimals, written out independently of the app's formatter. */
function expected(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/** The figure a test id shows once its data has come (the first number in it). */
async function figure(page: Page, testId: string): Promise<string> {
  const shown = page.getByTestId(testId);
  await page.waitForFunction((id) => /\d/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''), testId);
  return /[\d,.]+/.exec(await shown.innerText())![0];
}

for (const lang of ['en', 'ja', 'zh-Hans'] as const) {
  test(`${lang}: the stock and coin balances read the same on Mine, Recharge, Transfer, Position, Buy and IPO`, async () => {
    const base = app.server().baseUrl;
    const login = await callApi<SessionResponse>(base, 'user/login', DEMO);
    assert.equal(login.retCode, 0, login.message);
    const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(base, path, body, login.data.token);
    const wallet = (await api<UserWallet>('user/userWallet')).data;
    const stock = expected(wallet.stock.available);
    const coin = expected(wallet.coin.available);
    assert.match(stock, /^\d{1,3}(,\d{3})+\.\d{2}$/, 'the demo stock balance has thousands to group');

    const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
    await context.addInitScript(sessionInitScript(login.data));
    await context.addInitScript(`try { localStorage.setItem('uiLang', ${JSON.stringify(lang)}); } catch (e) {}`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const open = async (path: string, pageId: string) => {
      await page.goto(`${base}${path}`);
      await page.getByTestId(pageId).waitFor();
    };

    await open(PATH.mine, 'mine-page');
    assert.equal(await figure(page, 'mine-stock'), stock);
    assert.equal(await figure(page, 'mine-coin'), coin);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-mine.png` });

    await open(paths.recharge(), 'recharge-page');
    assert.equal(await figure(page, 'balance-coin'), coin);

    await open(paths.transfer(), 'transfer-page');
    assert.equal(await figure(page, 'balance-stock'), stock);
    assert.equal(await figure(page, 'balance-coin'), coin);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-transfer.png` });

    await open(paths.positions({ tab: 'holding' }), 'positions-page');
    assert.equal(await figure(page, 'summary-available'), stock);

    await open(paths.buy({ code: 'AAPL', direction: 'bullish' }), 'buy-page');
    assert.equal(await figure(page, 'buy-balance'), stock);

    const issues = (await api<IpoListResponse>('product/myIpoList', { phase: 'subscribing', pageSize: 100 })).data.list;
    assert.ok(issues.length > 0, 'an IPO issue is open for subscription');
    await open(paths.ipoSubscribe({ id: issues[0].id }), 'ipo-subscribe-page');
    assert.equal(await figure(page, 'ipo-available'), stock);

    assert.deepEqual(errors, []);
    await context.close();
  });
}
