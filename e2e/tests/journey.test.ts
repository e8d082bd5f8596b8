// A new user at phone size: browse every tab, register, see themselves on Mine, log out, log in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { uniqueEmail } from '../lib/api';
import { PATH, paths } from '@app/shared/paths';

const app = useAppAndBrowser();

async function newPhonePage(): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

async function tab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'main' }).getByText(name, { exact: true }).click();
}

/** Fills and submits the register form (the code and captcha answer come from the demo log). */
async function fillRegistration(page: Page, email: string, password: string) {
  await page.getByPlaceholder('Enter your phone number or email').fill(email);
  // The code goes out by email; the demo sender writes it to the server log.
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
  await page.getByPlaceholder('6-digit code from SMS or email').fill(await app.server().verifyCode(email.toLowerCase()));
  // The picture captcha: its answer is in the demo log line, found by the picture's id.
  const captchaId = await page.getByTestId('captcha-picture').locator('img').getAttribute('data-captcha-id');
  assert.ok(captchaId, 'captcha picture shown');
  await page.getByPlaceholder('Characters in the picture').fill(await app.server().captchaAnswer(captchaId));
  await page.getByPlaceholder('6–20 characters, letters and digits').fill(password);
  await page.getByPlaceholder('Enter the password again').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
}

test('a visitor browses every tab; private tabs lead to opening an account', async () => {
  const { page, errors } = await newPhonePage();
  await page.goto(`${app.server().baseUrl}/`);
  await page.getByTestId('home-banner').locator('img').first().waitFor();
  await page.getByTestId('home-quotes').getByText('S&P 500', { exact: true }).first().waitFor(); // the indices are fixed; the hot list ranks by the day's turnover

  await tab(page, 'Market');
  await page.waitForURL(`**${PATH.market}`);
  await page.getByTestId('market-list').getByText('Apple', { exact: true }).waitFor(); // long lists are windowed: only rows near the viewport exist
  assert.ok((await page.locator('.quote-row').count()) >= 10, 'market rows shown');

  await tab(page, 'Position');
  await page.waitForURL(`**${PATH.openAccount}`);
  await page.getByTestId('open-account').waitFor();

  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.waitForURL(`**${PATH.openAccount}`);

  await page.goto(`${app.server().baseUrl}/no/such/page`);
  await page.getByTestId('not-found').locator('img').waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('register, see the user on Mine with live prices, log out, log in again', async () => {
  const { page, errors } = await newPhonePage();
  const email = uniqueEmail('journey');
  const password = 'Journey123';

  await page.goto(`${app.server().baseUrl}${PATH.openAccount}`);
  await page.getByRole('button', { name: 'Open an account' }).click();
  await page.waitForURL(`**${PATH.register}`);
  await fillRegistration(page, email, password);

  await page.waitForURL(`**${PATH.mine}`);
  await page.getByTestId('mine-account').getByText(email).waitFor();
  assert.match(await page.getByTestId('mine-uid').innerText(), /^\d{8}$/);

  // Logged in, the socket streams quotes: a price on the Market tab changes on screen.
  await tab(page, 'Market');
  const firstPrice = page.locator('.quote-row').first().locator('.quote-row__price');
  const before = await firstPrice.innerText();
  await page.waitForFunction((old) => document.querySelector('.quote-row .quote-row__price')?.textContent !== old, before, {
    timeout: 10_000,
  });

  await tab(page, 'Position');
  await page.getByTestId('positions-page').waitFor();

  await tab(page, 'Mine');
  await page.getByTestId('logout').click();
  // The confirmation's own button (the dialog renders a frame after the tap; `.last()` could still pick the page's).
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`**${PATH.openAccount}`);
  await page.getByTestId('open-account').waitFor();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('userinfo') }));
  assert.deepEqual(stored, { token: null, user: null });

  await page.goto(`${app.server().baseUrl}${PATH.login}`);
  await page.getByPlaceholder('Enter your phone number or email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${PATH.mine}`);
  await page.getByTestId('mine-account').getByText(email).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a wrong password shows the provider message and keeps the user logged out', async () => {
  const { page } = await newPhonePage();
  await page.goto(`${app.server().baseUrl}${PATH.login}`);
  await page.getByPlaceholder('Enter your phone number or email').fill('demo@example.com');
  await page.getByPlaceholder('Password').fill('NotTheRight1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText(/wrong password/i).waitFor();
  assert.equal(new URL(page.url()).pathname, PATH.login);
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
  await page.context().close();
});

test('logged out, Buy says why, registration brings the visitor back to the buy page', async () => {
  const { page, errors } = await newPhonePage();
  const buyUrl = paths.buy({ code: 'AAPL', direction: 'bullish' });
  await page.goto(`${app.server().baseUrl}${paths.detail({ code: 'AAPL' })}`);
  await page.getByTestId('buy').click();
  await page.waitForURL(`**${PATH.openAccount}`);
  assert.equal(await page.getByTestId('login-reason').innerText(), 'Please log in first');

  await page.getByRole('button', { name: 'Open an account' }).click();
  await page.waitForURL(`**${PATH.register}`);
  await fillRegistration(page, uniqueEmail('return'), 'Journey123');

  await page.getByTestId('buy-page').waitFor();
  const url = new URL(page.url());
  assert.equal(url.pathname + url.search, buyUrl);
  assert.deepEqual(errors, []);
  await page.context().close();
});
