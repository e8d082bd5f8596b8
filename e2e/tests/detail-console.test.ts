// The product detail page at phone size in Chromium, walked the way a customer does (search →
// star → key figures → tabs → spot → back → option chain) with the browser's console watched: the
// page writes no error there, neither its own (an SVG drawn with a negative size) nor a library's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { registerUser, sessionInitScript } from '../lib/api';
import { settled, trackRequests } from '../lib/settle';
import { PATH, paths } from '@app/shared/paths';

const app = useAppAndBrowser();

test('search → star → key figures → tabs → spot → back → option chain: no console error on the way', async () => {
  const session = await registerUser(app.server().baseUrl, 'detail-console');
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  await context.addInitScript(`try { localStorage.setItem('uiLang', 'en'); } catch (e) {}`);
  const page = await context.newPage();
  trackRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const base = app.server().baseUrl;

  await page.goto(`${base}${PATH.search}`);
  await page.getByTestId('search-input').fill('tencent');
  const result = page.getByTestId('search-results').locator('.quote-row[data-code="00700"]');
  await result.waitFor();
  await result.click();
  await page.waitForURL(`**${paths.detail({ code: '00700' })}`);
  await page.locator('[data-testid="kline-preview"] rect').first().waitFor({ timeout: 30_000 });

  await page.getByTestId('collect').click();
  await page.locator('[data-testid="collect"][aria-pressed="true"]').waitFor();

  await page.getByRole('button', { name: 'Key figures' }).click();
  await page.getByTestId('info-popup').locator('.info-popup__row').first().waitFor({ timeout: 15_000 });
  await page.getByTestId('info-popup').getByRole('button', { name: 'Back' }).click();
  await page.getByTestId('info-popup').waitFor({ state: 'detached', timeout: 10_000 });

  await page.getByTestId('tab-summary').click();
  await page.locator('[data-testid="tab-summary"][aria-selected="true"]').waitFor();
  await page.getByTestId('tab-news').click();
  await page.locator('[data-testid="tab-news"][aria-selected="true"]').waitFor();

  await page.getByRole('link', { name: 'Spot' }).click();
  await page.waitForURL(`**${paths.spot({ code: '00700' })}`);
  await page.getByTestId('depth-table').locator('tbody tr').nth(9).waitFor();
  await settled(page);

  await page.goBack();
  await page.waitForURL(`**${paths.detail({ code: '00700' })}`);
  await page.locator('[data-testid="kline-preview"] rect').first().waitFor({ timeout: 30_000 });
  await settled(page);

  await page.getByRole('link', { name: 'Option chain' }).click();
  await page.waitForURL(`**${paths.options({ code: '00700' })}`);
  await page.getByTestId('option-chain').locator('tbody tr.options__row').nth(16).waitFor();
  await settled(page);

  assert.deepEqual(errors, []);
  await context.close();
});
