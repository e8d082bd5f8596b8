// The trade journey at phone size, in Chromium against the real server: a funded
// customer (the demo account: 50 000.00 in the stock account) opens a product → Buy → bullish at
// 5× with a limit order that cannot fill → cancels it → a market order → watches its P/L move →
// closes half → closes the rest with all-close → both closes in Historical; the balance on screen,
// the wallet and the ledger agree to the cent (read through the API).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { FundingRecord, LeverOrder, LeverRecordResponse, SessionResponse, UserWallet, WalletPage } from '@app/shared/contracts';
import { formatMoney, parseDecimal, parseMoney } from '@app/shared/format';
import { PATH, paths } from '@app/shared/paths';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { callApi, sessionInitScript } from '../lib/api';

const app = useAppAndBrowser();
const DEMO = { account: 'demo@example.com', password: 'Demo1234' };
const START_MINOR = 5_000_000; // the demo account's stock balance

async function buy(page: Page, fill: (page: Page) => Promise<void>) {
  await page.getByTestId('buy-quantity').waitFor();
  await page.getByTestId('direction-bullish').click();
  await page.getByTestId('buy-leverage').locator('input').fill('5');
  assert.equal(await page.getByTestId('buy-leverage-slider').inputValue(), '5');
  await page.getByTestId('buy-quantity').fill('10');
  await fill(page);
  await page.getByTestId('buy-agree').check();
  await page.getByTestId('buy-submit').click();
  await page.getByTestId('buy-confirm').waitFor();
  assert.match(await page.getByTestId('confirm-quantity').innerText(), /^10$/);
  // A double tap on Confirm: one order.
  await page.getByTestId('buy-confirm-submit').dblclick();
  await page.waitForURL(`**${PATH.positions}**`);
}

/** A result sheet's lines (floating P/L less each charge) add up to its realised P/L, to the cent; answers that figure. */
async function assertLinesAddUp(sheet: Locator): Promise<string> {
  const lines = await sheet
    .locator('.trade-figure')
    .evaluateAll((rows) =>
      rows.map((r) => [
        r.querySelector('.trade-figure__label')?.textContent ?? '',
        r.querySelector('.trade-figure__value')?.textContent ?? '',
      ]),
    );
  const amount = (label: string) => parseDecimal((lines.find(([l]) => l === label)?.[1] ?? '').replace('\u2212', '-'), 2);
  const parts = ['Floating P/L', 'Handling fee', 'Spread fee', 'Transaction tax', 'Stamp duty', 'Interest', 'Storage fee'].map(amount);
  assert.ok(
    parts.every((p) => p !== null),
    `every line of the realised P/L is on the sheet: ${JSON.stringify(lines)}`,
  );
  const realised = (await sheet.getByTestId('close-result-pnl').innerText()).trim();
  assert.equal(formatMoney(parts.reduce<number>((sum, p) => sum + p!, 0)), realised, JSON.stringify(lines));
  return realised;
}

test('detail → Buy → limit order → cancel → market order → live P/L → close half → all close → Historical; balances agree to the cent', async () => {
  const base = app.server().baseUrl;
  const login = await callApi<SessionResponse>(base, 'user/login', DEMO);
  assert.equal(login.retCode, 0, login.message);
  const token = login.data.token;
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(base, path, body, token);

  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(login.data));
  await context.addInitScript(`try { localStorage.setItem('uiLang', 'en'); } catch (e) {}`);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // Product detail → Buy.
  await page.goto(`${base}${paths.detail({ code: 'AAPL' })}`);
  await page.getByTestId('buy').click();
  await page.waitForURL(`**${PATH.buy}?**`);
  assert.equal(new URL(page.url()).searchParams.get('direction'), 'bullish');

  // A limit far below the price: it cannot fill. Pending, then cancelled.
  const live = (await page.getByTestId('buy-live-price').innerText()).trim();
  const limit = formatMoney(Math.floor((parseDecimal(live.replaceAll(',', ''), 2) ?? 0) / 2));
  await buy(page, async (p) => {
    await p.getByTestId('price-type-fixed').click();
    await p.getByTestId('buy-limit-price').fill(limit);
  });
  const pending = page.locator('[data-testid="order-card"][data-status="pending"]');
  await pending.waitFor();
  assert.equal(await page.locator('[data-testid="order-card"]').count(), 1, 'the double tap bought once');
  await pending.getByTestId('order-cancel').click();
  await page.getByTestId('confirm-dialog').waitFor();
  await page.getByTestId('confirm-yes').click();
  await pending.waitFor({ state: 'detached' });

  // A market order.
  await page.goto(`${base}${paths.buy({ code: 'AAPL', direction: 'bullish' })}`);
  await buy(page, async (p) => {
    await p.getByTestId('price-type-market').click();
  });
  const holding = page.locator('[data-testid="order-card"][data-status="holding"]');
  await holding.waitFor();
  assert.equal(await page.locator('[data-testid="order-card"]').count(), 1);

  // Its P/L moves on screen with the live price.
  const pnl = holding.getByTestId('order-floating-pnl');
  const first = await pnl.innerText();
  await page.waitForFunction(
    ([selector, before]) => document.querySelector(selector)?.textContent !== before,
    ['[data-status="holding"] [data-testid="order-floating-pnl"]', first] as const,
    { timeout: 15_000 },
  );

  // Close half with the dialog.
  await holding.getByTestId('order-close').click();
  await page.getByTestId('close-dialog').waitFor();
  await page.getByTestId('close-quantity').fill('5');
  await page.getByTestId('close-submit').click();
  await page.getByTestId('close-result').waitFor();
  assert.equal(await page.getByTestId('close-result-quantity').innerText(), '5');
  await assertLinesAddUp(page.getByTestId('close-result'));
  await page.getByTestId('close-result-done').click();
  await page.waitForFunction(() => document.querySelector('[data-status="holding"] [data-testid="order-quantity"]')?.textContent === '5');

  // Close the rest with all-close.
  await page.getByTestId('close-all').click();
  await page.getByTestId('confirm-dialog').waitFor();
  await page.getByTestId('confirm-yes').click();
  await holding.waitFor({ state: 'detached' });
  const allResult = page.getByTestId('close-all-result');
  await allResult.waitFor();
  await allResult.getByText('1 position closed').waitFor();
  assert.equal(await allResult.getByTestId('close-all-failed').count(), 0);
  const allRealised = await assertLinesAddUp(allResult);
  await page.getByTestId('close-all-done').click();
  await allResult.waitFor({ state: 'detached' });

  // Historical: both closes (and the cancelled order).
  await page.getByRole('tab', { name: 'Historical' }).click();
  await page.getByTestId('orders-historical').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="orders-historical"] [data-status="closed"]').length === 2);
  assert.equal(await page.locator('[data-testid="orders-historical"] [data-status="cancelled"]').count(), 1);

  // Money, to the cent: wallet = start + Σ realised P/L = the ledger's sums; the screen shows the same.
  const history = await api<LeverRecordResponse>('lever/myLeverRecord', { status: 'historical' });
  const closed = history.data.list.filter((o) => o.status === 'closed');
  assert.deepEqual(closed.map((o) => o.quantity).sort(), [5, 5]);
  // All close's sheet showed what its record settled.
  assert.equal(allRealised, closed.find((o) => o.closedAt === Math.max(...closed.map((c) => c.closedAt ?? 0)))?.totalPnl);
  const realised = closed.reduce((sum, o) => sum + (parseDecimal(o.totalPnl, 2) ?? NaN), 0);
  const wallet = await api<UserWallet>('user/userWallet');
  assert.equal(wallet.data.stock.available, formatMoney(START_MINOR + realised));
  assert.equal(wallet.data.stock.frozen, '0.00');
  const ledger = await api<WalletPage<FundingRecord>>('user/reflushWalletMsg', { wallet: 'stock', pageSize: 100 });
  const ledgerAvailable = ledger.data.list.reduce((sum, r) => sum + (parseDecimal(r.amount, 2) ?? NaN), 0);
  const ledgerFrozen = ledger.data.list.reduce((sum, r) => sum + (parseDecimal(r.frozenAmount, 2) ?? NaN), 0);
  assert.equal(formatMoney(ledgerAvailable), wallet.data.stock.available);
  assert.equal(ledgerFrozen, 0);
  // On screen in the figure format: grouped by thousands ("50,012.34").
  await page.waitForFunction(
    (v) => document.querySelector('[data-testid="summary-available"]')?.textContent?.replaceAll(',', '') === v,
    wallet.data.stock.available,
  );
  assert.match((await page.getByTestId('summary-available').innerText()).trim(), /^\d{1,3}(,\d{3})*\.\d{2}$/);
  assert.ok(parseMoney(wallet.data.stock.available) !== null);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a stop the provider fills shows as a notice on whatever page is open, and in Historical', async () => {
  const base = app.server().baseUrl;
  const login = await callApi<SessionResponse>(base, 'user/login', DEMO);
  const token = login.data.token;
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(login.data));
  await context.addInitScript(`try { localStorage.setItem('uiLang', 'en'); } catch (e) {}`);
  const page = await context.newPage();
  // The socket's handshake answered 101: the provider checks the token before the upgrade and
  // registers the socket as it completes (server/src/ws/quotes-socket.ts), so the fill's event
  // reaches this page. Mine subscribes to no quotes, so no frame would tell.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const socketOpen = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
      if (e.response.status === 101) resolve();
    });
  });
  await page.goto(`${base}${PATH.mine}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await socketOpen;

  // A holding whose stops sit one cent either side of its opening price: the next move fills one.
  const order = await callApi<LeverOrder>(
    base,
    'lever/buy',
    { code: 'AAPL', direction: 'bullish', leverage: 5, quantity: '10', priceType: 'market', requestId: `e2e-stop-${Date.now()}` },
    token,
  );
  assert.equal(order.retCode, 0, order.message);
  const open = parseDecimal(order.data.purchasePrice, 2)!;
  const stops = await callApi<LeverOrder>(
    base,
    'lever/updateStop',
    { orderId: order.data.id, stopProfit: formatMoney(open + 1), stopLoss: formatMoney(open - 1) },
    token,
  );
  assert.equal(stops.retCode, 0, stops.message);

  const notice = page.getByTestId('account-notice');
  await notice.waitFor({ timeout: 20_000 });
  assert.match(await notice.innerText(), /^Stop (profit|loss): AAPL 10 shares closed at \d+\.\d{2} · Realised P\/L -?\d+\.\d{2}/);
  await notice.getByRole('button', { name: 'View' }).click();
  await page.waitForURL(`**${PATH.positions}?tab=historical`);
  const closed = page.locator(`[data-testid="orders-historical"] [data-order-id="${order.data.id}"]`);
  await closed.waitFor();
  assert.match(await closed.innerText(), /Stop (profit|loss)/);
  await context.close();
});
