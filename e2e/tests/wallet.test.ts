// The wallet journey in Chromium at 390×844 against the real server: a new customer
// binds a bank account, recharges by bank (the demo reviewer approves it and the balance rises on
// screen, no reload) and by USDT with a hash, transfers to the coin wallet and back, sets the
// withdrawal password, is refused over the daily cap, withdraws (approved: the balance falls);
// the funding details list every movement and the balances equal the ledger to the cent. A second
// server with withdrawals closed (WITHDRAWAL_HOURS=closed) refuses a withdrawal with its message
// and shows the other reading of the tax (WITHDRAWAL_TAX_MODE=customer).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DEMO_SECRETS, normalizeFields, sign } from '@app/shared/transport';
import { PATH, paths } from '@app/shared/paths';
import type { FundingRecord, RealNameInfo, UserWallet, WalletPage } from '@app/shared/contracts';
import { parseMoney } from '@app/shared/format';
import { PHONE, launchChromium } from '../lib/browser';
import { startAppServer, type AppServer } from '../lib/app-server';
import { callApi, registerUser, requestTime, sessionInitScript } from '../lib/api';

/** Starts a server with extra settings (the child copies process.env when it is spawned). */
async function serverWith(env: Record<string, string>): Promise<AppServer> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await startAppServer();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

let open: AppServer;
let closed: AppServer;
let browser: Browser;
before(async () => {
  // Withdrawals accepted whatever the hour (the journey must not depend on New York's clock); the
  // demo reviewer decides 3 s after each submission and pushes the socket events.
  // One after the other: each start reads process.env when it spawns.
  open = await serverWith({ WITHDRAWAL_HOURS: 'always', REVIEW_DELAY_MS: '3000' });
  closed = await serverWith({ WITHDRAWAL_HOURS: 'closed', REVIEW_DELAY_MS: '1000', WITHDRAWAL_TAX_MODE: 'customer' });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await Promise.all([open?.stop(), closed?.stop()]);
});

// A 1×1 PNG: uploads are recognised by their first bytes.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function upload(baseUrl: string, token: string): Promise<string> {
  const fields = normalizeFields({ lang: 'en_US' });
  const body = new FormData();
  body.append('lang', fields.lang);
  body.append('file', new Blob([PNG], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${baseUrl}/api/common/uploadFile`, {
    method: 'POST',
    headers: { Authorization: token, time: requestTime(), sign: sign(fields, DEMO_SECRETS.main) },
    body,
  });
  const json = (await res.json()) as { retCode: number; data: { id: string } };
  assert.equal(json.retCode, 0, 'upload accepted');
  return json.data.id;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A new customer whose real name "Jane Doe" the demo reviewer has passed. */
async function verifiedCustomer(server: AppServer) {
  const session = await registerUser(server, 'wallet');
  const token = session.token;
  const [front, reverse] = [await upload(server.baseUrl, token), await upload(server.baseUrl, token)];
  const sent = await callApi(
    server.baseUrl,
    'user/realname',
    { name: 'Jane Doe', idNumber: 'AB1234567', frontImage: front, reverseImage: reverse },
    token,
  );
  assert.equal(sent.retCode, 0, sent.message);
  await until(
    'real name passed',
    async () => (await callApi<RealNameInfo>(server.baseUrl, 'user/myRealname', {}, token)).data.status,
    (s) => s === 2,
  );
  return session;
}

async function phonePage(server: AppServer, session: Parameters<typeof sessionInitScript>[0]): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.baseUrl}${paths.mine()}`);
  // The app is mounted (its router listens) only once Mine shows: `go` before that is lost. The
  // load event is no such sign — when it fires depends on what the shell loads after start-up.
  await page.getByTestId('mine-page').waitFor();
  return { page, errors };
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();
async function waitText(page: Page, testId: string, expected: string, timeout = 20_000) {
  await page.waitForFunction(
    ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === want,
    [testId, expected] as const,
    { timeout },
  );
}
/** In-app navigation (no reload): the router's history, as a link would. */
async function go(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState({ idx: 1 }, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 1 } }));
  }, to);
}

test('a new customer funds, moves and withdraws money and sees every movement', async () => {
  const session = await verifiedCustomer(open);
  const { page, errors } = await phonePage(open, session);
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(open.baseUrl, path, body, session.token);

  // Bank information first: the card page leads to the form with every docs/product.md §3 field.
  await go(page, paths.bankCard());
  await page.getByTestId('bank-empty').waitFor();
  await page.getByTestId('edit-bank').click();
  await page.waitForURL(`**${PATH.editBankInformation}`);
  const fields: Array<[string, string]> = [
    ['First name', 'Jane'],
    ['Last name', 'Doe'],
    ['Bank', 'First Harbor Bank'],
    ['Account number or IBAN', 'GB82 WEST 1234 5698 7654 32'],
    ['Locality (optional)', 'Westminster'],
    ['City', 'London'],
    ['Postal code', 'SW1A 1AA'],
    ['Branch name (optional)', 'Soho'],
  ];
  // A wrong IBAN is refused with the provider's message, and nothing is saved.
  for (const [label, value] of fields)
    await page.getByLabel(label, { exact: true }).fill(label.startsWith('Account') ? 'GB00WEST12345698765432' : value);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Account number or IBAN incorrect').waitFor();
  await page.getByLabel('Account number or IBAN', { exact: true }).fill(fields[3][1]);
  // The form says whose the account must be; another holder is refused at once, nothing saved.
  await page.getByText('The account holder (first and last name) must be you: Jane Doe.').waitFor();
  await page.getByLabel('First name', { exact: true }).fill('Wrong');
  await page.getByLabel('Last name', { exact: true }).fill('Person');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('The account holder name must match your real name').waitFor();
  assert.equal((await api('user/myBank')).data, null);
  await page.getByLabel('First name', { exact: true }).fill('Jane');
  await page.getByLabel('Last name', { exact: true }).fill('Doe');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`**${PATH.bankCard}`);
  await page.getByTestId('bank-summary').getByText('GB82WEST12345698765432').waitFor();

  // Bank recharge: channel details to copy, the receipt uploaded, pending, then approved by the review → the balance rises on screen.
  await go(page, paths.recharge());
  await page.getByTestId('recharge-page').waitFor();
  await page.getByTestId('bank-channel-details').getByText('GB82WEST12345698765432').waitFor();
  await waitText(page, 'balance-coin', '0.00');
  await page.getByPlaceholder('Amount you sent').fill('30000');
  await page.getByTestId('voucher-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-testid="voucher"][data-status="done"]').waitFor();
  await page.getByRole('button', { name: 'Submit recharge' }).click();
  await page.getByText('Submitted, under review').waitFor();
  await waitText(page, 'balance-coin', '30,000.00');
  await page.waitForSelector('[data-testid="recharge-result"][data-status="1"]');

  // USDT recharge: address with QR code, the hash required and checked.
  await page.getByRole('button', { name: 'New recharge' }).click();
  await page.getByRole('tab', { name: 'USDT (TRC20)' }).click();
  const address = await text(page, 'deposit-address');
  assert.match(address, /^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  assert.equal(await page.getByRole('img', { name: 'QR code of the deposit address' }).getAttribute('data-qr-value'), address);
  await page.getByPlaceholder('Amount you sent').fill('100.50');
  await page.getByRole('button', { name: 'Submit recharge' }).click();
  await page.getByText('Transfer hash required').waitFor();
  await page.getByPlaceholder('Transaction hash').fill(randomBytes(32).toString('hex'));
  await page.getByRole('button', { name: 'Submit recharge' }).click();
  await page.getByText('Submitted, under review').waitFor();
  await waitText(page, 'balance-coin', '30,100.50');

  // Transfer to the coin wallet and back ("all").
  await go(page, paths.transfer());
  await page.getByTestId('transfer-form').waitFor();
  await waitText(page, 'balance-stock', '0.00');
  await page.getByRole('button', { name: 'Swap direction' }).click(); // coin → stock
  await page.getByPlaceholder('Amount to transfer').fill('1000.25');
  await page.getByRole('button', { name: 'Transfer' }).click();
  await waitText(page, 'balance-stock', '1,000.25');
  await waitText(page, 'balance-coin', '29,100.25');
  await page.getByRole('button', { name: 'Swap direction' }).click(); // stock → coin
  await page.getByRole('button', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Transfer' }).click();
  await waitText(page, 'balance-stock', '0.00');
  await waitText(page, 'balance-coin', '30,100.50');

  // Withdrawal: the password must be set first (with the login password).
  await go(page, paths.withdrawal());
  await page.getByTestId('withdraw-no-password').waitFor();
  await page.getByTestId('fix-withdrawPassword').click();
  await page.waitForURL(`**${PATH.withdrawPassword}`);
  await page.getByPlaceholder('6 digits').fill('246810');
  await page.getByPlaceholder('Enter it again').fill('246810');
  await page.getByPlaceholder('Your login password').fill(session.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`**${PATH.withdrawal}`);
  await page.getByPlaceholder('6-digit withdrawal password').waitFor();

  // Over the daily cap (no wealth product): the form says so, and so does the server.
  assert.match(await text(page, 'withdraw-cap'), /at most 20,000\.00 a day, 20,000\.00 left today/);
  // Over the cap and the balance (30100.50): both said as it is typed, and nothing to receive.
  await page.getByPlaceholder('Amount to withdraw').fill('35000');
  await page.getByText('Insufficient coin wallet balance').waitFor();
  await page.getByText('Without a wealth management product you can withdraw at most 20000 per day').waitFor();
  assert.equal(await text(page, 'receivable'), '--');
  await page.getByPlaceholder('Amount to withdraw').fill('25000');
  await page.getByPlaceholder('6-digit withdrawal password').fill('246810');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByText('Without a wealth management product you can withdraw at most 20000 per day').waitFor();
  const overCap = await api('pay/withdraw', { method: 'bank', amount: '25000', withdrawPassword: '246810' });
  assert.equal(overCap.retCode, 2105);

  // Withdraw 500: frozen at once, approved by the review → the frozen part leaves.
  await page.getByPlaceholder('Amount to withdraw').fill('500');
  assert.equal(await text(page, 'receivable'), '500.00 USDT'); // the platform bears the tax (default mode)
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByTestId('withdraw-result').waitFor();
  await waitText(page, 'balance-coin', '29,600.50');
  await until(
    'withdrawal paid',
    () => api<UserWallet>('user/userWallet'),
    (r) => r.data.coin.frozen === '0.00' && !r.data.withdrawal.pending,
  );
  await go(page, paths.cashList());
  await page.locator('[data-testid="cash-row"][data-status="1"]').waitFor();

  // Funding details list every movement; the balances equal the ledger's to the cent.
  await go(page, paths.fundingDetails());
  await page.getByTestId('funding-list').waitFor();
  const kinds = await page.getByTestId('funding-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
  assert.deepEqual(
    [...kinds].sort(),
    ['deposit', 'deposit', 'transfer_in', 'transfer_in', 'transfer_out', 'transfer_out', 'withdrawal_freeze', 'withdrawal_paid'].sort(),
  );
  const ledger = await api<WalletPage<FundingRecord>>('user/reflushWalletMsg', { page: 1, pageSize: 100 });
  assert.equal(ledger.data.total, kinds.length);
  const wallet = (await api<UserWallet>('user/userWallet')).data;
  for (const name of ['stock', 'coin'] as const) {
    const rows = ledger.data.list.filter((r) => r.wallet === name);
    const sum = (pick: (r: FundingRecord) => string) =>
      rows.reduce((n, r) => n + (r.amount.startsWith('-') ? -parseMoney(pick(r).slice(1))! : parseMoney(pick(r))!), 0);
    assert.equal(
      sum((r) => r.amount),
      parseMoney(wallet[name].available),
      `${name} available = its ledger`,
    );
    assert.equal(
      rows.reduce((n, r) => n + (r.frozenAmount.startsWith('-') ? -parseMoney(r.frozenAmount.slice(1))! : parseMoney(r.frozenAmount)!), 0),
      parseMoney(wallet[name].frozen),
      `${name} frozen = its ledger`,
    );
    if (rows.length) assert.equal(rows[0].balanceAfter, wallet[name].available);
  }
  assert.deepEqual([wallet.coin.available, wallet.coin.frozen, wallet.stock.available], ['29600.50', '0.00', '0.00']);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('outside market hours a withdrawal is refused with its message, and nothing changes (customer tax mode shown)', async () => {
  const session = await verifiedCustomer(closed);
  const api = <T>(path: string, body: Record<string, string | number> = {}) => callApi<T>(closed.baseUrl, path, body, session.token);
  assert.equal(
    (
      await api('user/updateBankAccount', {
        firstName: 'Jane',
        lastName: 'Doe',
        bankName: 'First Harbor Bank',
        accountNumber: '12345678',
        city: 'London',
        postalCode: '10001',
      })
    ).retCode,
    0,
  );
  assert.equal((await api('pay/pay', { channelId: 'bank-usd', amount: '1000' })).retCode, 0);
  assert.equal(
    (await api('user/updateWithdrawPwd', { password: '135790', confirmPassword: '135790', loginPassword: session.password })).retCode,
    0,
  );
  await until(
    'recharge approved',
    () => api<UserWallet>('user/userWallet'),
    (r) => r.data.coin.available === '1000.00',
  );

  const { page, errors } = await phonePage(closed, session);
  await go(page, paths.withdrawal());
  await page
    .getByTestId('withdraw-closed')
    .getByText('Withdrawals are only possible while the market is open (Monday–Friday 09:30–16:00 New York time)')
    .waitFor();
  await page.getByPlaceholder('Amount to withdraw').fill('100');
  // This server reads docs/product.md §9 the other way: the 5 % tax is deducted from the payout.
  await page.getByTestId('tax-line').getByText('-5.00').waitFor();
  assert.equal(await text(page, 'receivable'), '95.00 USDT');
  await page.getByPlaceholder('6-digit withdrawal password').fill('135790');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('alert')
    .getByText(/only possible while the market is open/)
    .waitFor();
  const refused = await api('pay/withdraw', { method: 'bank', amount: '100', withdrawPassword: '135790' });
  assert.equal(refused.retCode, 2103);
  assert.equal(refused.message, 'Withdrawals are only possible while the market is open (Monday–Friday 09:30–16:00 New York time)');
  const wallet = (await api<UserWallet>('user/userWallet')).data;
  assert.deepEqual([wallet.coin.available, wallet.coin.frozen, wallet.withdrawal.pending], ['1000.00', '0.00', false]);
  assert.deepEqual(errors, []);
  await page.context().close();
});
