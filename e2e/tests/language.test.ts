// Interface languages in the browser: English ships with the code and the other languages are
// fetched when chosen (shared/src/i18n/i18n.ts). Switching on the Mine page changes the shell, the
// open page and pages of remotes loaded afterwards, with no English left behind and no key shown;
// a reload starts in the chosen language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { registerUser, sessionInitScript } from '../lib/api';
import { PATH } from '@app/shared/paths';

const app = useAppAndBrowser();

test('choosing 日本語 translates the shell, the open page and remotes loaded later; English loads no language file', async () => {
  const session = await registerUser(app.server().baseUrl, 'language');
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(session));
  const page = await context.newPage();
  const errors: string[] = [];
  const languageFiles: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (res) => {
    if (/\/i18n-[\w-]+\.[0-9a-f]+\.js$/.test(res.url())) languageFiles.push(new URL(res.url()).pathname);
  });
  const tabBar = page.getByRole('navigation', { name: 'main' });

  await page.goto(`${app.server().baseUrl}${PATH.mine}`);
  await page.getByTestId('mine-page').waitFor();
  await tabBar.getByText('Market', { exact: true }).waitFor();
  assert.equal(languageFiles.length, 0, `English is bundled, yet fetched ${languageFiles.join(', ')}`);

  await page.getByTestId('language-item').click();
  await page.getByText('日本語', { exact: true }).click();
  await tabBar.getByText('マーケット', { exact: true }).waitFor();
  await page.getByTestId('language-item').getByText('言語').waitFor();
  assert.ok(
    languageFiles.some((f) => f.includes('i18n-common-ja')),
    'common strings fetched',
  );
  assert.ok(
    languageFiles.some((f) => f.includes('i18n-account-ja')),
    "the open page's strings fetched",
  );
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');

  // A remote first loaded now comes up in Japanese at once.
  await tabBar.getByText('マーケット', { exact: true }).click();
  await page.waitForURL(`**${PATH.market}`);
  await page.locator('[data-testid="market-list"] .quote-row').first().waitFor();
  const header = await page.locator('.page-title, [class*="nav-bar"]').first().innerText();
  assert.match(header, /[\u3040-\u30ff\u4e00-\u9fff]/, `Japanese page title, got "${header}"`);
  assert.ok(
    languageFiles.some((f) => f.includes('i18n-market-ja')),
    'market strings fetched',
  );
  const text = await page.locator('body').innerText();
  assert.doesNotMatch(text, /\b(title|column|widget|list)\.[a-z]+/i, 'no untranslated key on screen');

  // The choice survives a reload.
  await page.reload();
  await tabBar.getByText('マーケット', { exact: true }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
