// The back office's support and content desks in Chromium, against the customer app: a customer
// writes in the app's chat while a support member is on duty, the member answers in the staff
// console and the customer's open chat shows it without a reload (the automatic agent stays
// silent); a content editor changes the notice Home shows and Home shows it, in English and
// simplified Chinese; a member without the content role sees no Content page. Screenshots of both
// pages at 1280×800 and one article's preview in traditional Chinese: E2E_SCREENSHOTS (default /tmp),
// staff-desk-*.png.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { PATH } from '@app/shared/paths';
import { registerUser, sessionInitScript } from '../lib/api';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { callStaff, createAdmin, createMember, logIntoConsole, staffApiLogin, staffConsoleUrl, type StaffCredentials } from '../lib/staff';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const CONSOLE_VIEWPORT = { width: 1280, height: 800 };
/** A 1×1 PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const app = useAppAndBrowser({ env: { STAFF_PORT: '0' } });

interface Desk {
  support: StaffCredentials;
  colleague: StaffCredentials;
  editor: StaffCredentials;
  reviewer: StaffCredentials;
}
let members: Promise<Desk> | undefined;

/** The first admin (the real command) and, by its session, one member per journey; made once, on first use. */
function staff(): Promise<Desk> {
  members ??= (async () => {
    const admin = createAdmin(app.server(), 'desk-admin');
    const token = await staffApiLogin(app.server(), admin);
    return {
      support: await createMember(app.server(), token, 'desk-support', ['support']),
      colleague: await createMember(app.server(), token, 'desk-colleague', ['support']),
      editor: await createMember(app.server(), token, 'desk-editor', ['content']),
      reviewer: await createMember(app.server(), token, 'desk-reviewer', ['reviewer']),
    };
  })();
  return members;
}

async function consolePage(member: StaffCredentials): Promise<{ page: Page; errors: string[] }> {
  const context = await app.browser().newContext({ viewport: CONSOLE_VIEWPORT, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await logIntoConsole(page, app.server(), member);
  return { page, errors };
}

async function customerPhone(): Promise<{ page: Page; errors: string[] }> {
  const session = await registerUser(app.server(), 'desk');
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

test('a customer writes while support is on duty: the reply shows in the open chat, the automatic agent stays silent', async () => {
  const desk = await consolePage((await staff()).support);
  await desk.page.goto(`${staffConsoleUrl(app.server())}#/support`);
  await desk.page.getByRole('button', { name: 'Go on duty' }).click();
  await desk.page.locator('#duty-state').getByText('You are on duty').waitFor();

  const customer = await customerPhone();
  await customer.page.goto(`${app.server().baseUrl}${PATH.chat}`);
  await customer.page.getByTestId('chat-input').waitFor();
  const question = `Where is my deposit? ${Date.now().toString(36)}`;
  await customer.page.getByRole('textbox', { name: 'Type a message' }).fill(question);
  await customer.page.getByTestId('chat-send').click();
  await customer.page.getByTestId('chat-user').filter({ hasText: question }).waitFor();

  // The list refreshes by itself: the customer's conversation appears, waiting, and opens.
  const row = desk.page.locator('#conversations li').filter({ hasText: question });
  await row.waitFor();
  await row.locator('.unanswered').waitFor();
  await row.locator('a').click();
  await desk.page.locator('#messages li[data-from="user"]').filter({ hasText: question }).waitFor();

  const answer = 'Your deposit is being checked: it usually takes a few minutes.';
  await desk.page.getByLabel('Reply').fill(answer);
  await desk.page.getByLabel('Reply').press('Enter');
  await desk.page.locator('#messages li[data-from="staff"]').filter({ hasText: answer }).waitFor();
  await desk.page.locator('#thread-holder').getByText('You hold this conversation.').waitFor();

  // The customer's open chat shows the answer (labelled as the online service), without a reload.
  await customer.page.getByTestId('chat-agent').filter({ hasText: answer }).waitFor();
  // After the question, the only answer is the staff reply: the automatic agent did not answer meanwhile.
  const bubbles = await customer.page
    .getByTestId('chat-messages')
    .locator('[data-testid="chat-user"], [data-testid="chat-agent"]')
    .evaluateAll((els) => els.map((el) => ({ from: el.getAttribute('data-testid'), text: el.textContent ?? '' })));
  const asked = bubbles.findIndex((b) => b.from === 'chat-user' && b.text.includes(question));
  const answers = bubbles.slice(asked + 1).filter((b) => b.from === 'chat-agent');
  assert.equal(answers.length, 1, `answers after the question: ${answers.map((b) => b.text).join(' | ')}`);
  assert.ok(answers[0].text.includes(answer));
  assert.equal(
    await desk.page.locator('#messages li[data-from="agent"]').filter({ hasText: /./ }).count(),
    0,
    'no automatic answer in the thread',
  );
  await desk.page.screenshot({ path: path.join(SHOTS, 'staff-desk-support.png') });

  // A colleague goes on duty (over the API): the console names them, and the conversation is handed over.
  const colleagueToken = await staffApiLogin(app.server(), (await staff()).colleague);
  const onDuty = await callStaff(app.server(), 'support/duty', { onDuty: 'on' }, colleagueToken);
  assert.equal(onDuty.retCode, 0, onDuty.message);
  await desk.page.locator('#duty').getByText('desk-colleague').waitFor();
  await desk.page.locator('#hand-to').selectOption({ label: 'Hand over to desk-colleague' });
  await desk.page.getByRole('button', { name: 'Hand over', exact: true }).click();
  await desk.page.locator('#thread-holder').getByText('held by desk-colleague').waitFor();
  // Now the colleague's: taking it is refused, in the provider's words.
  await desk.page.getByRole('button', { name: 'Take' }).click();
  await desk.page.locator('#thread-note[role="alert"]').waitFor();
  await desk.page.screenshot({ path: path.join(SHOTS, 'staff-desk-support-handover.png') });

  assert.deepEqual([...desk.errors, ...customer.errors], []);
  await desk.page.context().close();
  await customer.page.context().close();
});

test('a content editor changes the notice Home shows: Home shows the new text in English and simplified Chinese', async () => {
  const desk = await consolePage((await staff()).editor);
  await desk.page.goto(`${staffConsoleUrl(app.server())}#/content/notices`);
  const first = desk.page.locator('#content-list-notices tbody tr').first();
  await first.waitFor();
  await first.getByRole('button', { name: 'Edit', exact: false }).first().click();
  const stamp = Date.now().toString(36);
  const titleEn = `Maintenance tonight from 23:00 (${stamp})`;
  const titleZh = `今晚23:00起系统维护，请提前安排交易 (${stamp})`;
  const title = desk.page.getByRole('group', { name: 'Title' });
  await title.getByLabel('English').fill(titleEn);
  await title.getByLabel('Simplified Chinese').fill(titleZh);

  // The provider's preview refuses a draft without its Chinese title: said before saving, the field marked.
  await title.getByLabel('Simplified Chinese').fill('');
  await desk.page.locator('#field-titleZh[aria-invalid="true"]').waitFor();
  await desk.page.locator('#preview-problem').getByText('Title · Simplified Chinese').waitFor();
  await title.getByLabel('Simplified Chinese').fill(titleZh);
  await desk.page.locator('#preview-problem').waitFor({ state: 'detached' });

  // The phone preview follows the draft: the Home notice line and the notice page, per language.
  const phone = desk.page.locator('#phone');
  await phone.locator('#preview-notice-line').getByText(titleEn).waitFor();
  await desk.page.getByRole('button', { name: '繁體中文' }).click();
  await phone
    .locator('.news-article__title')
    .getByText(/系統維護/)
    .waitFor();
  await desk.page.screenshot({ path: path.join(SHOTS, 'staff-desk-preview-zh-Hant.png') });
  await desk.page.getByRole('button', { name: 'English', exact: true }).click();
  await desk.page.screenshot({ path: path.join(SHOTS, 'staff-desk-content-editor.png') });

  await desk.page.getByRole('button', { name: 'Save' }).click();
  await desk.page.locator('#content-note').getByText(/Saved/).waitFor();
  await desk.page.locator('#content-list-notices').getByText(titleEn).waitFor();
  await desk.page.screenshot({ path: path.join(SHOTS, 'staff-desk-content.png') });

  // A banner's preview is the Home carousel slide with its title.
  await desk.page.locator('#content-tab-banners').click();
  await desk.page.locator('#content-list-banners tbody tr').first().getByRole('button', { name: 'Edit', exact: false }).first().click();
  await desk.page.locator('#phone .home-banner__title').waitFor();
  // An image uploaded from the page (read as base64 in the browser) is chosen and shows in the slide.
  await desk.page
    .locator('#field-upload')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await desk.page.getByText('Uploaded and chosen.').waitFor();
  assert.match(await desk.page.locator('#field-image').inputValue(), /^\/content-images\/[0-9a-f]{64}\.png$/);
  await desk.page.locator('#phone .home-banner__item img[src^="blob:"]').waitFor();
  await desk.page.screenshot({ path: path.join(SHOTS, 'staff-desk-banner.png') });
  await desk.page.getByRole('button', { name: 'Cancel' }).click();

  // A new help question: no refusal before typing; the help answer as the app shows it once both languages are in.
  await desk.page.locator('#content-tab-help').click();
  await desk.page.locator('#content-list-help tbody tr').first().waitFor();
  await desk.page.getByRole('button', { name: 'New help question' }).click();
  await desk.page.locator('#field-titleEn').waitFor();
  assert.equal(await desk.page.locator('#preview-problem').count(), 0, 'an untouched form shows no refusal');
  await desk.page.locator('#field-titleEn').fill('How long does a withdrawal take?');
  await desk.page.locator('#field-titleZh').fill('提现需要多长时间？');
  await desk.page.locator('#field-answerEn').fill('Usually within one business day.\n\nLarge amounts are checked by two people.');
  await desk.page.locator('#field-answerZh').fill('通常在一个工作日内。\n\n大额提现由两人审核。');
  await desk.page.locator('#phone #preview-help p').nth(1).getByText('Large amounts are checked by two people.').waitFor();
  await desk.page.screenshot({ path: path.join(SHOTS, 'staff-desk-help.png') });
  await desk.page.getByRole('button', { name: 'Cancel' }).click();

  const customer = await customerPhone();
  await customer.page.goto(`${app.server().baseUrl}/`);
  await customer.page.getByTestId('home-notice').getByText(titleEn).waitFor();

  await customer.page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await customer.page.getByTestId('language-item').click();
  await customer.page.getByText('简体中文', { exact: true }).click();
  await customer.page.getByTestId('language-item').getByText('语言').waitFor();
  await customer.page.goto(`${app.server().baseUrl}/`);
  await customer.page.getByTestId('home-notice').getByText(titleZh).waitFor();

  // Someone else saves the notice meanwhile: this editor's save is refused and asks for a reload.
  await desk.page.locator('#content-tab-notices').click();
  const row = desk.page.locator('#content-list-notices tbody tr').filter({ hasText: titleEn });
  const id = Number(await row.getAttribute('data-id'));
  await row.getByRole('button', { name: 'Edit', exact: false }).first().click();
  await desk.page.getByRole('group', { name: 'Title' }).getByLabel('English').fill(`${titleEn} (this editor)`);
  const token = await staffApiLogin(app.server(), (await staff()).editor);
  const stored = await callStaff<Record<string, unknown>>(app.server(), 'content/article', { id }, token);
  const { id: _id, version, codes, published, publishedAt: _at, updatedAt: _up, ...texts } = stored.data;
  const otherTitle = `${titleEn} (changed elsewhere)`;
  const saved = await callStaff(
    app.server(),
    'content/articleUpdate',
    {
      ...(Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string')) as Record<string, string>),
      titleEn: otherTitle,
      codes: (codes as string[]).join(','),
      published: published ? 'on' : 'off',
      id,
      version: Number(version),
    },
    token,
  );
  assert.equal(saved.retCode, 0, saved.message);
  await desk.page.getByRole('button', { name: 'Save' }).click();
  await desk.page.locator('#stale').waitFor();
  await desk.page.locator('#stale').getByRole('button', { name: 'Reload' }).click();
  await desk.page
    .getByRole('group', { name: 'Title' })
    .getByLabel('English')
    .and(desk.page.locator(`[value="${otherTitle}"]`))
    .waitFor();

  assert.deepEqual([...desk.errors, ...customer.errors], []);
  await desk.page.context().close();
  await customer.page.context().close();
});

test('a member without the content role sees no Content page', async () => {
  const desk = await consolePage((await staff()).reviewer);
  const nav = desk.page.getByRole('navigation', { name: 'Pages' });
  await nav.getByRole('link', { name: 'Review' }).waitFor();
  assert.equal(await nav.getByRole('link', { name: 'Content' }).count(), 0);
  assert.equal(await nav.getByRole('link', { name: 'Support' }).count(), 0);
  await desk.page.goto(`${staffConsoleUrl(app.server())}#/content/notices`);
  await desk.page.getByText('Your roles do not open this page.').waitFor();
  assert.equal(await desk.page.locator('#content-list-notices').count(), 0);
  assert.deepEqual(desk.errors, []);
  await desk.page.context().close();
});
