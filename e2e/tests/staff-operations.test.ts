// The back office's Operations page and the credential resets, in Chromium against the real
// provider (its staff listener on a free port, STAFF_OPERATIONS on: no demo IPOs, issues are the
// operations staff's), with the customer app at phone size beside it:
//  a. an operations member creates an IPO issue in the console (first refused: its subscription
//     must start in the future, the provider's words beside the form), its subscription opening
//     a minute or two ahead → the customer's IPO list shows it with its name and offer price;
//  b. the operations member pauses AAPL → the customer's Buy page says trading is paused and its
//     submit is off; resumed → on again;
//  c. an admin resets a member's password → the member's own password is refused at login, the
//     one-time password works and asks for a new one first. An admin's reset of their own is
//     refused with the provider's message.
//  d. once the issue of (a) has opened (20 to 80 s after its creation), its edit leaves price, lots
//     and dates read-only with the reason; a new name saves and the customer's Subscribing tab shows it.
// The console is used at 1280×800 in Shanghai time (UTC+08:00), so the dates typed are not the
// machine's zone. SHOTS_DIR=/tmp/x saves screenshots of the Operations page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { IpoListResponse, SessionResponse } from '@app/shared/contracts';
import { paths } from '@app/shared/paths';
import { callApi, registerUser, sessionInitScript } from '../lib/api';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { createAdmin, logIntoConsole, staffConsoleUrl, submitConsoleLogin, type StaffCredentials } from '../lib/staff';

// ---- the console ------------------------------------------------------------------------------

const CONSOLE_VIEW = { width: 1280, height: 800 } as const;

async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: CONSOLE_VIEW, locale: 'en-US', timezoneId: 'Asia/Shanghai' });
  return context.newPage();
}

/** Logs a member in for the first time: one-time password, code, their own password. */
const firstLogin = (page: Page, member: StaffCredentials, ownPassword: string) =>
  logIntoConsole(page, app.server(), member, { newPassword: ownPassword, mustChangePassword: true });

/** An admin's new member (Staff page): the credentials the console shows once. */
async function createMemberInConsole(adminPage: Page, login: string, role: string): Promise<StaffCredentials> {
  await adminPage.goto(`${consoleUrl}#/staff`);
  await adminPage.locator('#create-login').fill(login);
  for (const each of ['reviewer', 'support', 'content', 'operations', 'admin']) {
    await adminPage.locator(`#create-role-${each}`).setChecked(each === role);
  }
  await adminPage.getByRole('button', { name: 'Create', exact: true }).click();
  const password = await adminPage.locator('#created-password').innerText();
  const uri = await adminPage.locator('#created-uri').innerText();
  await adminPage.getByRole('button', { name: 'Handed over: hide them' }).click();
  return { login, password, totpUri: uri };
}

// ---- the journeys ------------------------------------------------------------------------------

const app = useAppAndBrowser({ env: { STAFF_PORT: '0', STAFF_OPERATIONS: 'on' } });
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** A `datetime-local` value in Shanghai time (UTC+08:00 all year), as the console's browser types it. */
const shanghai = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

let consoleUrl = '';
let admin: StaffCredentials;
let adminPage: Page;
let opsPage: Page;
/** When the issue of journey a opens. */
let novaStart = 0;

async function customerPage(): Promise<Page> {
  const customer = await registerUser(app.server(), 'staffops');
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(customer));
  return context.newPage();
}

test('set-up: the first admin from the command line, then an operations member made in the console', async () => {
  consoleUrl = staffConsoleUrl(app.server());
  admin = createAdmin(app.server(), 'boss');
  adminPage = await consolePage(app.browser());
  await firstLogin(adminPage, admin, 'BossOwnPassw0rd');

  const ops = await createMemberInConsole(adminPage, 'olga', 'operations');
  opsPage = await consolePage(app.browser());
  await firstLogin(opsPage, ops, 'OlgaOwnPassw0rd');
  await opsPage.getByRole('link', { name: 'Operations' }).waitFor();
});

test('a. an issue created in the console is in the customer app’s IPO list with its name and offer price', async () => {
  const page = opsPage;
  await page.goto(`${consoleUrl}#/operations/ipo`);
  await page.locator('#ipo-table, .empty').first().waitFor();
  await page.getByRole('button', { name: 'New issue' }).click();

  // Its subscription opens at the start of a minute (the inputs take minutes) 20 to 80 s ahead.
  const start = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  novaStart = start;
  const fill = async (field: string, value: string) => page.locator(`#ipo-${field}`).fill(value);
  await fill('code', 'NOVA');
  await fill('nameEn', 'Nova Robotics');
  await fill('nameZh', '新星机器人');
  await fill('descriptionEn', 'Warehouse robots.');
  await fill('descriptionZh', '仓储机器人。');
  await page.locator('#ipo-market').selectOption('HK');
  assert.equal(await page.locator('#ipo-exchange').inputValue(), 'HKEX', 'a market brings its own exchange');
  await page.locator('#ipo-market').selectOption('US');
  await page.locator('#ipo-exchange').selectOption('NASDAQ');
  await fill('underwritingPrice', '12.50');
  await fill('priceRangeLow', '11');
  await fill('priceRangeHigh', '13.00');
  await fill('lotSize', '100');
  await fill('maxSubscription', '10000');
  await fill('totalIssued', '1000000');
  // First with a start already past: the provider refuses it in its words, beside the form.
  await fill('subscribeStart', shanghai(start - 10 * 60_000));
  await fill('subscribeEnd', shanghai(start + 10 * 60_000));
  await fill('lotteryAt', shanghai(start + 11 * 60_000));
  await fill('listingDate', shanghai(start + 24 * 3_600_000));
  assert.match(await page.locator('#ipo-dates-hint').innerText(), /Your local time, UTC\+08:00/);
  await page.locator('#ipo-submit').click();
  const error = page.locator('#ipo-form-error');
  await error.waitFor();
  assert.match(await error.innerText(), /future/i);
  assert.equal(await page.locator('#ipo-subscribeStart').getAttribute('aria-invalid'), 'true');
  await page.locator('#ipo-form').scrollIntoViewIfNeeded();
  await shot(page, 'operations-ipo-form-refused', true);

  await fill('subscribeStart', shanghai(start));
  await page.locator('#ipo-submit').click();
  const row = page.locator('#ipo-table tr[data-code="NOVA"]');
  await row.waitFor();
  assert.match(await page.locator('#ipo-note').innerText(), /Issue NOVA created/);
  assert.match(await row.innerText(), /Upcoming/);
  assert.match(await row.innerText(), /12\.50/);
  await shot(page, 'operations-ipo-list');

  // The customer, at phone size: the upcoming tab lists it.
  const customer = await customerPage();
  await customer.goto(`${app.server().baseUrl}${paths.ipo({ phase: 'upcoming' })}`);
  const card = customer.locator('[data-testid="ipo-issue"][data-code="NOVA"]');
  await card.waitFor();
  const text = await card.innerText();
  assert.match(text, /Nova Robotics/);
  assert.match(text, /12\.50/);
  assert.match(text, /11\.00 – 13\.00/);
  await customer.context().close();

  // The edit of an issue not open yet offers every field.
  await row.getByRole('button', { name: 'Edit NOVA' }).click();
  assert.equal(await page.locator('#ipo-underwritingPrice').isEditable(), true);
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('b. a product paused in the console: the customer’s Buy page says so and cannot send; resumed, it can', async () => {
  const page = opsPage;
  await page.goto(`${consoleUrl}#/operations/products`);
  await page.locator('#product-search').fill('AAPL');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator('#product-table tr[data-code="AAPL"]');
  await row.waitFor();
  await row.getByRole('button', { name: 'Pause AAPL' }).click();
  assert.match(await row.innerText(), /no new order; closing positions, stops and cancelling stay open/);
  await page.locator('#pause-AAPL-reason').fill('Corporate action under review');
  await shot(page, 'operations-products-confirm');
  await row.getByRole('button', { name: 'Pause trading' }).click();
  await page.locator('#product-table tr[data-code="AAPL"][data-paused="on"]').waitFor();
  assert.match(await row.innerText(), /Corporate action under review/);
  assert.match(await row.innerText(), /olga/);
  await shot(page, 'operations-products-paused');

  const customer = await customerPage();
  const buyUrl = `${app.server().baseUrl}${paths.buy({ code: 'AAPL', direction: 'bullish' })}`;
  await customer.goto(buyUrl);
  await customer.getByTestId('buy-paused').waitFor();
  assert.match(await customer.getByTestId('buy-paused').innerText(), /Trading in this product is paused/);
  assert.equal(await customer.getByTestId('buy-submit').isDisabled(), true);

  await row.getByRole('button', { name: 'Resume AAPL' }).click();
  assert.match(await row.innerText(), /Customers can place new orders again/);
  await row.getByRole('button', { name: 'Resume trading' }).click();
  await page.locator('#product-table tr[data-code="AAPL"][data-paused="off"]').waitFor();

  await customer.reload();
  await customer.locator('[data-testid="buy-submit"]:not([disabled])').waitFor();
  assert.equal(await customer.getByTestId('buy-paused').count(), 0);
  await customer.context().close();
});

test('c. an admin resets a member’s password: the old one is refused, the one-time password works and asks for a new one', async () => {
  const rita = await createMemberInConsole(adminPage, 'rita', 'reviewer');
  const ritaPage = await consolePage(app.browser());
  await firstLogin(ritaPage, rita, 'RitaOwnPassw0rd');

  // An admin cannot reset their own: the provider's refusal, in its words.
  await adminPage.goto(`${consoleUrl}#/staff`);
  const own = adminPage.locator('#staff-table tr[data-login="boss"]');
  await own.getByRole('button', { name: 'Reset password of boss' }).click();
  await own.getByRole('button', { name: 'Reset password', exact: true }).click();
  await adminPage.locator('#staff-note.error, #staff-note[role="alert"]').waitFor();
  assert.notEqual((await adminPage.locator('#staff-note').innerText()).trim(), '');

  const row = adminPage.locator('#staff-table tr[data-login="rita"]');
  await row.getByRole('button', { name: 'Reset password of rita' }).click();
  assert.match(await row.innerText(), /Their sessions end now/);
  await row.getByRole('button', { name: 'Reset password', exact: true }).click();
  await adminPage.getByRole('heading', { name: 'New one-time password of rita' }).waitFor();
  const oneTime = await adminPage.locator('#created-password').innerText();
  assert.equal(await adminPage.locator('#created-uri').count(), 0, 'a password reset shows no authenticator');
  await shot(adminPage, 'staff-reset-password');
  await adminPage.getByRole('button', { name: 'Handed over: hide them' }).click();

  // Rita's session has ended; her own password no longer logs in.
  const fresh = await ritaPage.context().newPage();
  await fresh.goto(consoleUrl);
  await submitConsoleLogin(fresh, { ...rita, password: 'RitaOwnPassw0rd' });
  await fresh.locator('#login-error').waitFor();
  // The one-time password does, and asks for her own first.
  rita.password = oneTime;
  await firstLogin(fresh, rita, 'RitaNewPassw0rd');
  assert.match(await fresh.locator('#signed-in').innerText(), /rita/);
  await ritaPage.context().close();
});

test('d. once the subscription has opened, an edit keeps the terms customers applied on and changes the name they read', async () => {
  const page = opsPage;
  await page.goto(`${consoleUrl}#/operations/ipo`);
  const row = page.locator('#ipo-table tr[data-code="NOVA"]');
  // The console's list shows the phase the provider answers: read it again until the window has opened.
  for (const deadline = novaStart + 30_000; !/Subscribing/.test(await row.innerText());) {
    if (Date.now() > deadline) throw new Error('NOVA did not open');
    await new Promise((r) => setTimeout(r, 1000));
    await page.getByRole('button', { name: 'Refresh now' }).click();
  }
  await row.getByRole('button', { name: 'Edit NOVA' }).click();
  for (const locked of ['#ipo-code', '#ipo-underwritingPrice', '#ipo-lotSize', '#ipo-subscribeStart']) {
    assert.equal(await page.locator(locked).isEditable(), false, `${locked} is read-only`);
  }
  assert.equal(await page.locator('#ipo-market').isDisabled(), true);
  assert.match(await page.locator('#ipo-underwritingPrice-hint').innerText(), /Locked: customers have applied on it/);
  await page.locator('#ipo-nameEn').fill('Nova Robotics Holdings');
  await shot(page, 'operations-ipo-edit-opened', true);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Issue NOVA saved.').waitFor();

  // The demo customer applies (with a deposit); the console's subscriptions of the issue show it.
  const base = app.server().baseUrl;
  const login = await callApi<SessionResponse>(base, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
  assert.equal(login.retCode, 0, login.message);
  const open = await callApi<IpoListResponse>(base, 'product/myIpoList', { phase: 'subscribing', pageSize: 100 }, login.data.token);
  const nova = open.data.list.find((i) => i.code === 'NOVA');
  assert.ok(nova, 'NOVA is open to customers');
  const applied = await callApi(base, 'lever/ipo', { ipoId: nova.id, quantity: '300', paymentMethod: 'deposit' }, login.data.token);
  assert.equal(applied.retCode, 0, applied.message);
  await row.getByRole('button', { name: 'Subscriptions of NOVA' }).click();
  const application = page.locator('#ipo-subscriptions tbody tr').first();
  await application.waitFor();
  const line = await application.innerText();
  assert.match(line, /300/);
  assert.match(line, /Deposit/);
  assert.match(line, /3,750\.00/);
  assert.match(line, /Pending/);
  // The figures that came with them are on its row of the list too.
  await page.waitForFunction(() =>
    /Subscribers\s*1(?!\d)/.test(document.querySelector('#ipo-table tr[data-code="NOVA"]')?.textContent ?? ''),
  );
  assert.match(await row.innerText(), /3,750\.00/);
  await shot(page, 'operations-ipo-subscriptions', true);

  const customer = await customerPage();
  await customer.goto(`${app.server().baseUrl}${paths.ipo({ phase: 'subscribing' })}`);
  const card = customer.locator('[data-testid="ipo-issue"][data-code="NOVA"]');
  await card.waitFor();
  assert.match(await card.innerText(), /Nova Robotics Holdings/);
  await customer.context().close();
});
