// Account journeys at phone size against the real server: a new user's Mine with zero assets and
// real-name verification with two images through review to the locked state; changing the
// password and logging in with the new one; the online service answering; the invite page
// counting a friend registered with the code; Mine's allocation chart loaded on Mine only; a
// session ended by the provider: the message on the page it ended on, then one relaunch.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { CaptchaResponse, SessionResponse } from '@app/shared/contracts';
import { PATH } from '@app/shared/paths';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { callApi, registerUser, sessionInitScript, uniqueEmail } from '../lib/api';
import { settled, trackRequests } from '../lib/settle';

// The demo reviewer approves a real-name application after this delay (server env, inherited by
// the server this file starts).
process.env.REVIEW_DELAY_MS = '3000';

const app = useAppAndBrowser();

/** A real 1×1 PNG: the provider recognises images by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function loggedInPage(session: SessionResponse): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  return { page, errors, requests };
}

test('register → Mine shows zero assets → real name with two images → under review → approved → locked', async () => {
  const user = await registerUser(app.server(), 'realname');
  const { page, errors } = await loggedInPage(user);
  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-page').waitFor();
  await page.getByTestId('mine-total-assets').getByText('0.00', { exact: true }).waitFor();
  assert.equal(await page.getByTestId('mine-stock').innerText(), '0.00');
  assert.equal(await page.getByTestId('mine-coin').innerText(), '0.00');
  assert.equal(await page.getByTestId('mine-real-name').innerText(), 'Not certified');

  await page.getByText('Real-name status').click();
  await page.waitForURL(`**${PATH.authentication}`);
  assert.equal(await page.getByTestId('real-name-state').innerText(), 'Not certified');
  await page.getByPlaceholder('As on your ID').fill('Jane Doe');
  await page.getByPlaceholder('ID card or passport number').fill('X1234567');
  // A file that is not an image is refused in the page.
  await page
    .getByTestId('real-name-front')
    .locator('input[type=file]')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await page.getByText('Only PNG, JPEG or WebP images can be uploaded').waitFor();
  await page
    .getByTestId('real-name-front')
    .locator('input[type=file]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByTestId('real-name-reverse')
    .locator('input[type=file]')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('[data-testid="real-name-front"][data-status="done"]').waitFor();
  await page.locator('[data-testid="real-name-reverse"][data-status="done"]').waitFor();
  await page.getByTestId('real-name-submit').click();

  await page.getByTestId('real-name-state').getByText('Under review').waitFor();
  assert.equal(await page.getByTestId('real-name-name').locator('input').inputValue(), 'Jane Doe');
  // The demo reviewer approves; the provider's socket event updates the page by itself.
  await page.getByTestId('real-name-state').getByText('Examination passed').waitFor({ timeout: 20_000 });
  assert.equal(await page.getByTestId('real-name-name').locator('input').isDisabled(), true);
  assert.equal(await page.getByTestId('real-name-id').locator('input').isDisabled(), true);
  assert.match(await page.getByTestId('real-name-id').locator('input').inputValue(), /^X1\*+67$/);
  await page.getByTestId('real-name-locked').waitFor();
  // The provider refuses a change too.
  const again = await callApi(
    app.server().baseUrl,
    'user/realname',
    { name: 'Other Name', idNumber: 'Y7654321', frontImage: 'x', reverseImage: 'y' },
    user.token,
  );
  assert.notEqual(again.retCode, 0);

  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-real-name').getByText('Examination passed').waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('change the password, then log in with the new one', async () => {
  const user = await registerUser(app.server(), 'password');
  const { page, errors } = await loggedInPage(user);
  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-change-password').click();
  await page.waitForURL(`**${PATH.changePassword}`);
  await page.getByPlaceholder('Enter your current password').fill('Wrong0000');
  await page.getByPlaceholder('6–20 characters, letters and digits').fill('NewPass77');
  await page.getByPlaceholder('Enter the new password again').fill('NewPass78');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('The two passwords are inconsistent').waitFor();
  await page.getByPlaceholder('Enter the new password again').fill('NewPass77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText(/wrong password/i).waitFor(); // the provider's message
  assert.equal(new URL(page.url()).pathname, PATH.changePassword);
  await page.getByPlaceholder('Enter your current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL(`**${PATH.mine}`);

  await page.getByTestId('logout').click();
  // The confirmation's own button (the dialog renders a frame after the tap; `.last()` could still pick the page's).
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`**${PATH.openAccount}`);
  await page.goto(`${app.server().baseUrl}${PATH.login}`);
  await page.getByPlaceholder('Enter your phone number or email').fill(user.user.account);
  await page.getByPlaceholder('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText(/wrong password/i).waitFor();
  await page.getByPlaceholder('Password').fill('NewPass77');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${PATH.mine}`);
  await page.getByTestId('mine-account').getByText(user.user.account).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('open the online service, send a message, the reply appears', async () => {
  const user = await registerUser(app.server(), 'chat');
  const { page, errors } = await loggedInPage(user);
  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-entry-chat').click();
  await page.waitForURL(`**${PATH.chat}`);
  await page.getByText('This is the beginning of the conversation').waitFor();
  await page.getByPlaceholder('Type a message').first().fill('How do I withdraw? <b>now</b>');
  await page.getByTestId('chat-send').click();
  await page.locator('[data-testid="chat-user"][data-state="sent"]').getByText('How do I withdraw? <b>now</b>').waitFor();
  assert.equal(await page.locator('.chat__text b').count(), 0, 'typed markup stays text');
  // The agent answers after its delay; the page shows it without a reload.
  await page
    .getByTestId('chat-agent')
    .filter({ hasText: /Withdrawal/ })
    .waitFor({ timeout: 10_000 });
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the invite page shows the code and counts a second user registered with it', async () => {
  const inviter = await registerUser(app.server(), 'inviter');
  const { page, errors } = await loggedInPage(inviter);
  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-entry-invite').click();
  await page.waitForURL(`**${PATH.invite}`);
  await page.getByTestId('invite-code').getByText(inviter.user.inviteCode).waitFor();
  const link = await page.getByTestId('invite-link').innerText();
  assert.equal(link, `${app.server().baseUrl}/pages/login/register?invite=${inviter.user.inviteCode}`);
  await page.getByTestId('invite-qr').waitFor();
  await page.getByTestId('invite-invited').getByText('0', { exact: true }).waitFor();

  // A friend opens the link: the register page has the code filled in; they register with it.
  const friend = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  assert.equal(await friendPage.getByPlaceholder('Invitation code').inputValue(), inviter.user.inviteCode);
  await friend.close();
  const baseUrl = app.server().baseUrl;
  const account = uniqueEmail('invitee').toLowerCase();
  await callApi(baseUrl, 'user/sendVerifyCode', { account, purpose: 'register' });
  const code = await app.server().verifyCode(account);
  const captcha = await callApi<CaptchaResponse>(baseUrl, 'user/captcha', {});
  const answer = await app.server().captchaAnswer(captcha.data.captchaId);
  const registered = await callApi(baseUrl, 'user/register', {
    account,
    code,
    captchaId: captcha.data.captchaId,
    captcha: answer,
    password: 'Friend123',
    confirmPassword: 'Friend123',
    referrerId: inviter.user.inviteCode,
  });
  assert.equal(registered.retCode, 0);

  await page.reload();
  await page.getByTestId('invite-invited').getByText('1', { exact: true }).waitFor();
  assert.equal(await page.getByTestId('invite-verified').innerText(), '0');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("Mine's allocation chart (Highcharts) loads on Mine, never on Home", async () => {
  const demo = await callApi<SessionResponse>(app.server().baseUrl, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
  const { page, errors, requests } = await loggedInPage(demo.data);
  await page.goto(`${app.server().baseUrl}/`);
  await page.getByTestId('home-banner').locator('img').first().waitFor();
  // Home has done all it does by itself (its chunks and calls, then an idle moment asking for
  // nothing more): had it wanted the chart, the chart's request would be among these.
  await settled(page);
  assert.deepEqual(
    requests.filter((u) => /allocation-chart|highcharts/.test(u)),
    [],
    'no chart bytes on Home',
  );
  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-allocation').locator('svg.highcharts-root').waitFor();
  assert.ok(
    requests.some((u) => /allocation-chart/.test(u)),
    'the chart chunk is fetched for Mine',
  );
  await page.getByTestId('mine-slice-available').waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a session ended by the provider: the message on the page it ended on, one relaunch 3 s later; a customer who went to log in meanwhile stays', async () => {
  const base = app.server().baseUrl;
  for (const leaves of [false, true]) {
    const user = await registerUser(app.server(), 'expiry');
    const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
    // The page's own clock (Playwright's, running in real time) jumps over the 3 s wait.
    await context.clock.install();
    await context.addInitScript(sessionInitScript(user));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}${PATH.positions}`);
    await page.getByTestId('positions-page').waitFor();
    await settled(page);
    const here = () => new URL(page.url()).pathname;

    // The provider ends the session (a logout on another device); the page's next call answers 103.
    await callApi(base, 'user/logout', {}, user.token);
    const expired = page.waitForResponse(async (r) => r.url().includes('/api/lever/myLeverRecord') && (await r.json()).retCode === 103);
    await page.getByText('Historical').click();
    await expired;
    const answeredAt = Date.now();
    await page.locator('.adm-toast-main').waitFor();
    assert.equal(here(), PATH.positions, 'the message shows on the page where the session ended');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    if (!leaves) {
      // Most of the 3 s gone (the real time since the 103 counted): still there.
      await page.clock.fastForward(Math.max(0, 2700 - (Date.now() - answeredAt)));
      assert.equal(await page.evaluate(() => location.pathname), PATH.positions, 'still there before the 3 s');
      await page.clock.fastForward(400);
      await page.waitForURL(`**${PATH.openAccount}`);
      await page.getByTestId('open-account').waitFor();
      // Logging in from there brings the customer back to Position.
      assert.equal(await page.getByTestId('login-reason').innerText(), 'Please log in first');
    } else {
      // Within the 3 s the customer taps Mine (open account: no session), then "I already have an account".
      await page.getByRole('link', { name: 'Mine' }).click();
      await page.getByTestId('open-account').waitFor();
      await page.getByText('I already have an account').click();
      await page.waitForURL(`**${PATH.login}`);
      await page.clock.fastForward(10_000); // past the relaunch's time
      await settled(page);
      assert.equal(here(), PATH.login, 'nothing is forced on a customer who went to log in');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});
