// Keyboard on desktop, at 1920×1080: Tab walks every control of Home and of the buy
// page in order; each one it stops on has an accessible name and a visible focus indicator; the
// tab bar's links are among them; a control works from the keyboard (Enter on a link, Space on a
// button).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from '../lib/harness';
import { registerUser, sessionInitScript } from '../lib/api';
import { settled, trackRequests } from '../lib/settle';
import { PATH, paths } from '@app/shared/paths';

const app = useAppAndBrowser();
const DESKTOP_HD = { width: 1920, height: 1080 };

interface Stop {
  role: string;
  name: string;
  focusVisible: boolean;
  testId: string | null;
}

/** The focused element: its role and name as assistive technology gets them, and whether its focus shows. */
async function focused(page: Page): Promise<Stop | null> {
  const atBody = await page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  if (atBody) return null;
  const el = page.locator(':focus');
  const snapshot = (await el.ariaSnapshot()).split('\n')[0];
  // `- button "Name"`, or quoted as YAML when the name holds a colon: `- 'link "a: b"':`.
  const [, role = '', name = ''] = /^- '?([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot) ?? [];
  // A field styled without its own outline shows focus on its row (:focus-within). (No named
  // function inside: the test runner's transform would name it with a helper the page lacks.)
  const { focusVisible, testId } = await el.evaluate((node) => ({
    focusVisible: [node, node.parentElement].some((e) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    }),
    testId: node.getAttribute('data-testid'),
  }));
  return { role, name, focusVisible, testId };
}

/** Presses Tab until focus leaves the page or comes back round; every stop in order. */
async function tabThrough(page: Page, max = 150): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) break;
    if (stops.length > 0 && stop.role === stops[0].role && stop.name === stops[0].name && stop.testId === stops[0].testId) break;
    stops.push(stop);
  }
  return stops;
}

function assertNamedAndVisible(stops: Stop[], page: string): void {
  const unnamed = stops.filter((s) => s.name.trim() === '');
  assert.deepEqual(unnamed, [], `${page}: controls without a name`);
  const hidden = stops.filter((s) => !s.focusVisible);
  assert.deepEqual(hidden, [], `${page}: controls whose focus does not show`);
}

test('Home: every control by Tab, named, focus visible; Enter follows a tab bar link', async () => {
  const context = await app.browser().newContext({ viewport: DESKTOP_HD, locale: 'en-US' });
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(`${app.server().baseUrl}${PATH.home}`);
  await page.getByTestId('home-heat').waitFor();
  // Every control Home draws by itself is there (its widgets' chunks and calls done, then idle).
  await settled(page);
  const stops = await tabThrough(page);
  assert.ok(stops.length >= 20, `only ${stops.length} stops on Home`);
  assertNamedAndVisible(stops, 'Home');
  const links = stops.filter((s) => s.role === 'link').map((s) => s.name);
  for (const tab of ['Home', 'Market', 'Position', 'Mine']) assert.ok(links.includes(tab), `tab bar link ${tab}: ${links.join(' | ')}`);
  for (const item of ['IPO', 'Recharge', 'Watchlist']) assert.ok(links.includes(item), `icon menu ${item}`);

  // Enter on the Market tab's link.
  await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Market' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === PATH.market);
  await page.getByTestId('market-list').waitFor();
  await context.close();
});

test('Buy: every field and button by Tab, named, focus visible; Space and Enter operate them', async () => {
  const context = await app.browser().newContext({ viewport: DESKTOP_HD, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(await registerUser(app.server(), 'keyboard')));
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(`${app.server().baseUrl}${paths.buy({ code: 'AAPL', direction: 'bullish' })}`);
  await page.getByTestId('buy-submit').waitFor({ timeout: 20_000 });
  await settled(page);
  const stops = await tabThrough(page);
  assertNamedAndVisible(stops, 'Buy');
  assert.ok(
    stops.some((s) => s.testId === 'buy-submit'),
    'the submit button is reachable',
  );
  assert.ok(
    stops.some((s) => s.testId === 'buy-agree' && s.role === 'checkbox'),
    'the agreement is reachable',
  );
  assert.ok(
    stops.some((s) => s.role === 'button' && s.name === 'Back'),
    "the title bar's back button is reachable",
  );
  assert.ok(stops.filter((s) => s.role === 'textbox' || s.role === 'spinbutton').length >= 2, 'the amount fields are reachable');

  // Space on the Bearish direction switches the order.
  await page.getByRole('radio', { name: 'Bearish' }).focus();
  await page.keyboard.press('Space');
  await page.getByTestId('buy-submit').filter({ hasText: 'Bearish' }).waitFor();
  assert.equal(await page.getByRole('radio', { name: 'Bearish' }).getAttribute('aria-checked'), 'true');
  // Space on the agreement ticks it; Enter on a quantity chip fills the quantity.
  await page.getByTestId('buy-agree').focus();
  await page.keyboard.press('Space');
  assert.equal(await page.getByTestId('buy-agree').isChecked(), true);
  await page.getByRole('button', { name: '100', exact: true }).focus();
  await page.keyboard.press('Enter');
  assert.ok((await page.locator('input[value="100"]').count()) >= 1, 'the chip filled the quantity');
  await context.close();
});

test('Mine: the settings rows by Tab, Enter opens the language sheet with focus inside, Escape closes it', async () => {
  const context = await app.browser().newContext({ viewport: DESKTOP_HD, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(await registerUser(app.server(), 'keyboard-mine')));
  const page = await context.newPage();
  trackRequests(page);
  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-page').waitFor({ timeout: 20_000 });
  await settled(page);
  const stops = await tabThrough(page);
  assertNamedAndVisible(stops, 'Mine');
  const buttons = stops.filter((s) => s.role === 'button').map((s) => s.name);
  for (const row of ['Change password', 'Log out'])
    assert.ok(
      buttons.some((b) => b.startsWith(row)),
      `${row}: ${buttons.join(' | ')}`,
    );
  const language = buttons.find((b) => b.startsWith('Language'));
  assert.ok(language, `the language row: ${buttons.join(' | ')}`);

  await page.getByRole('button', { name: language }).focus();
  await page.keyboard.press('Enter');
  await page.locator('.choice-sheet').waitFor();
  const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('.adm-popup-body')));
  assert.ok(inside, 'focus moved into the sheet');
  const stop = await focused(page);
  assert.ok(stop?.focusVisible, 'and shows');
  await page.keyboard.press('Escape');
  await page.locator('.choice-sheet').waitFor({ state: 'hidden' });
  await context.close();
});
