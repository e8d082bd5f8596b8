// Start-up's failure paths: whatever fails while the app starts, the visitor ends in the app (an
// optional step: the CJK font) or in the error screen with a retry (docs/product.md §8) — never on the banner
// the server painted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PATH } from '@app/shared/paths';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';

const app = useAppAndBrowser();

/** The shell's chunks by name (webpack.common.js uses named chunk ids, content-hashed files). */
const FONT_CHUNK = /\/font-cjk\.[0-9a-f]+\.(js|css)$/;
const STARTUP_APP_CHUNK = /\/startup-app\.[0-9a-f]+\.js$/;
const VENDOR_SCRIPT = /\/vendor\.[0-9a-f]+\.js$/;

async function openPhone(locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser().newContext({ viewport: PHONE, locale });
  return { context, page: await context.newPage() };
}

/** Aborts every request whose path matches; returns the paths it aborted and a way to stop. */
async function block(page: Page, pattern: RegExp): Promise<{ aborted: string[]; unblock: () => Promise<void> }> {
  const aborted: string[] = [];
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    aborted.push(new URL(route.request().url()).pathname);
    return route.abort('failed');
  };
  const matcher = (url: URL) => pattern.test(url.pathname);
  await page.route(matcher, handler);
  return { aborted, unblock: () => page.unroute(matcher, handler) };
}

test('the CJK font chunk fails: a Chinese visitor still gets the app, in Chinese', async () => {
  const { context, page } = await openPhone('zh-CN'); // system language → simplified Chinese: the font is wanted at start
  const font = await block(page, FONT_CHUNK);
  const started = Date.now();
  await page.goto(`${app.server().baseUrl}${PATH.home}`);
  await page.getByTestId('home').waitFor({ timeout: 15_000 });
  await page.getByRole('navigation', { name: 'main' }).getByText('行情', { exact: true }).waitFor();
  assert.ok(font.aborted.length > 0, 'the font chunk was asked for and refused');
  assert.equal(await page.getByTestId('startup-error').count(), 0);
  assert.ok(Date.now() - started < 15_000);
  await context.close();
});

test("the app's own start-up chunk fails: the error screen with a retry, and Retry starts the app", async () => {
  const { context, page } = await openPhone('en-US');
  const chunk = await block(page, STARTUP_APP_CHUNK);
  await page.goto(`${app.server().baseUrl}${PATH.market}`);
  const error = page.getByTestId('startup-error');
  await error.waitFor({ timeout: 15_000 });
  assert.ok(chunk.aborted.length > 0);
  assert.match(await error.innerText(), /Loading failed/);
  await chunk.unblock();
  await error.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('market-list').waitFor();
  assert.equal(await page.getByTestId('startup-error').count(), 0);
  await context.close();
});

test("the shell's first script fails: index.html's error screen, translated, with a retry that recovers", async () => {
  const { context, page } = await openPhone('ja-JP');
  const vendor = await block(page, VENDOR_SCRIPT);
  await page.goto(`${app.server().baseUrl}${PATH.home}`);
  const error = page.getByTestId('startup-error');
  await error.waitFor({ timeout: 15_000 });
  assert.ok(vendor.aborted.length > 0);
  assert.match(await error.innerText(), /読み込みに失敗しました/);
  await vendor.unblock();
  await error.getByRole('button', { name: '再試行' }).click();
  await page.getByTestId('home').waitFor();
  await page.getByTestId('home-quotes').waitFor();
  await context.close();
});
