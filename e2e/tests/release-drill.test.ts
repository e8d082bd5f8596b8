// The release manager's drill, for real: trade 1.0.1 (a visible change: its Positions title) is
// published with the release command (uploaded, then gated by the provider: the contract probe and
// every trade page drawn in Chromium inside the live shell), an open page sees it at its next
// navigation to a trade page, `rollback trade` brings 1.0.0 back to that same open page, and a
// 50 % canary of 1.0.1 (gated again: passed earlier against this shell, so not drawn again) serves
// both versions to different visitors and always the same one to the same visitor. The shell and
// the other four remotes are not rebuilt or touched (every file hashed before and after) and never
// show an error.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { PATH } from '@app/shared/paths';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { registerUser, sessionInitScript } from '../lib/api';
import { buildFrom, releaseCommand } from '../lib/release';

const app = useAppAndBrowser();
const OTHERS = ['market', 'ipo', 'wallet', 'account'];
function release(...args: string[]) {
  const { code, out } = releaseCommand(app.server(), args, { RELEASE_ACTOR: 'drill' });
  assert.equal(code, 0, `release ${args.join(' ')}: ${out}`);
  return out;
}

/** path → sha256 of every file under a folder. */
function hashes(dir: string, out: Record<string, string> = {}, base = dir): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashes(full, out, base);
    else out[path.relative(base, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

async function untouched() {
  const dir = app.server().releaseDir;
  // The registry as the server serves it (from its database).
  const registry = await (await fetch(`${app.server().baseUrl}/remotes.json`)).json();
  return {
    shell: hashes(path.join(dir, 'shell')),
    ...Object.fromEntries(OTHERS.map((r) => [r, hashes(path.join(dir, 'remotes', r))])),
    registry: Object.fromEntries(OTHERS.map((r) => [r, registry[r]])),
  };
}

/** trade 1.0.1: the hosted 1.0.0 build with its Positions title changed (mfe-trade is not touched). */
function trade101(): string {
  const { dir, changed } = buildFrom(app.server(), 'trade', '1.0.0', '1.0.1', (script) =>
    script.replace('"position":"Position"', '"position":"Position 1.0.1"'),
  );
  assert.ok(changed > 0, 'the English Positions title is in the trade build');
  return dir;
}

/** In-app navigation (one document), as a tap on a link does. */
async function navigate(page: Page, to: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function positionsTitle(page: Page): Promise<string> {
  const pageEl = page.getByTestId('positions-page');
  await pageEl.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => /Position/.test(document.querySelector('[data-testid="positions-page"]')?.textContent ?? ''));
  return (await pageEl.innerText()).includes('Position 1.0.1') ? '1.0.1' : '1.0.0';
}

/**
 * Moves the page's clock past the shell's 3 s registry freshness (shell/src/remotes/federation.ts
 * FRESH_MS), so its next navigation asks the registry: the page's own clock (Playwright's, installed
 * on the context, otherwise running in real time) jumps ahead instead of the test sleeping.
 */
const pastFreshness = (page: Page) => page.clock.fastForward(3200);

test('publish trade 1.0.1 → an open page sees it at its next navigation → rollback → 1.0.0 again; nothing else moved', async () => {
  const before = await untouched();
  const session = await registerUser(app.server(), 'drill');
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.clock.install();
  await context.addInitScript(sessionInitScript(session));
  await context.addInitScript(`try { localStorage.setItem('lang', 'en'); } catch (e) {}`);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const entries: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/trade\/([^/]+)\/remoteEntry/.exec(r.url());
    if (m) entries.push(m[1]);
  });

  await page.goto(`${app.server().baseUrl}${PATH.home}`);
  await page.getByTestId('home-quotes').waitFor();
  await navigate(page, PATH.positions);
  assert.equal(await positionsTitle(page), '1.0.0');

  const published = release('publish', 'trade', '--dist', trade101());
  assert.match(published, /gate passed for trade 1\.0\.1 in [\d.]+ s; 3 pages drawn inside the live shell in 4 variants/);
  assert.match(published, /live: 1\.0\.0 → 1\.0\.1/);

  // The open page: to Home and back to Positions, inside the app.
  await pastFreshness(page);
  await navigate(page, PATH.home);
  await page.getByTestId('home-quotes').waitFor();
  await navigate(page, PATH.positions);
  await page.waitForURL((u) => u.pathname === PATH.positions);
  await page.waitForFunction(
    () => /Position 1\.0\.1/.test(document.querySelector('[data-testid="positions-page"]')?.textContent ?? ''),
    undefined,
    { timeout: 30_000 },
  );
  assert.equal(await positionsTitle(page), '1.0.1');
  assert.equal(entries.at(-1), '1.0.1');

  const rolled = release('rollback', 'trade');
  assert.match(rolled, /live 1\.0\.1 → 1\.0\.0/);
  await pastFreshness(page);
  await navigate(page, PATH.home);
  await page.getByTestId('home-quotes').waitFor();
  await navigate(page, PATH.positions);
  await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="positions-page"]')?.textContent ?? '';
      return /Position/.test(text) && !/Position 1\.0\.1/.test(text);
    },
    undefined,
    { timeout: 30_000 },
  );
  assert.equal(await positionsTitle(page), '1.0.0');
  assert.equal(entries.at(-1), '1.0.0');

  // A fresh load gets 1.0.0 too, and no remote ever showed its error screen.
  await page.reload();
  assert.equal(await positionsTitle(page), '1.0.0');
  await navigate(page, PATH.home);
  await page.getByTestId('home-quotes').waitFor();
  assert.equal(await page.locator('[data-testid^="unavailable-"]').count(), 0);
  assert.deepEqual(errors, []);

  // The history, from the release API: each step names the token that took it (the drill's is "e2e").
  const { RELEASE_URL, RELEASE_TOKEN } = app.server().releaseEnv();
  const { steps } = await (
    await fetch(`${RELEASE_URL}/release-api/history?remote=trade`, { headers: { authorization: `Bearer ${RELEASE_TOKEN}` } })
  ).json();
  assert.deepEqual(
    steps
      .filter((s: { by: string }) => s.by.startsWith('e2e '))
      .map((s: { action: string; version: string; previous: string }) => `${s.action} ${s.previous}→${s.version}`),
    ['publish 1.0.0→1.0.1', 'rollback 1.0.1→1.0.0'],
  );
  assert.deepEqual(
    await untouched(),
    before,
    'the shell and the other four remotes are byte for byte the same, and so are their registry entries',
  );
  await context.close();
});

test('a 50 % canary serves both versions to different visitors and always the same one to the same visitor', async () => {
  const before = await untouched();
  assert.match(
    release('canary', 'trade', '1.0.1', '50'),
    /gate passed for trade 1\.0\.1 in [\d.]+ s; gate passed earlier against this shell/,
  );
  const { baseUrl } = app.server();
  const inlineTrade = (html: string) =>
    JSON.parse(/<script type="application\/json" id="remote-registry">(.*?)<\/script>/.exec(html)![1]).trade.version as string;

  // 40 new visitors over HTTP: each gets a cookie, and both versions are handed out.
  const seen: Record<string, number> = {};
  for (let i = 0; i < 40; i++) {
    const first = await fetch(`${baseUrl}${PATH.positions}`);
    const cookie = first.headers.get('set-cookie')!.split(';')[0];
    const version = inlineTrade(await first.text());
    seen[version] = (seen[version] ?? 0) + 1;
    for (let j = 0; j < 3; j++) {
      const again = await fetch(`${baseUrl}${PATH.positions}`, { headers: { cookie } });
      assert.equal(inlineTrade(await again.text()), version, 'same visitor, same version');
      assert.equal(again.headers.get('set-cookie'), null);
    }
    const registry = await (await fetch(`${baseUrl}/remotes.json`, { headers: { cookie } })).json();
    assert.equal(registry.trade.version, version, '/remotes.json agrees with index.html');
    assert.equal(registry.market.version, '1.0.0');
  }
  assert.ok(seen['1.0.0'] >= 8 && seen['1.0.1'] >= 8, `both versions served: ${JSON.stringify(seen)}`);

  // In Chromium: new visitors (new browser contexts) until each version has been seen; each keeps its own on reload.
  const session = await registerUser(app.server(), 'canary');
  const shown = new Set<string>();
  for (let i = 0; i < 12 && shown.size < 2; i++) {
    const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
    await context.addInitScript(sessionInitScript(session));
    await context.addInitScript(`try { localStorage.setItem('lang', 'en'); } catch (e) {}`);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${PATH.positions}`);
    const version = await positionsTitle(page);
    await page.reload();
    assert.equal(await positionsTitle(page), version, 'a reload keeps the visitor on their version');
    shown.add(version);
    await context.close();
  }
  assert.deepEqual([...shown].sort(), ['1.0.0', '1.0.1']);

  const aborted = release('abort', 'trade');
  assert.match(aborted, /aborted the canary of trade 1\.0\.1/);
  assert.match(release('status'), /trade\s+live: 1\.0\.0\s+canary: -\s+hosted: 1\.0\.0, 1\.0\.1/);
  assert.deepEqual(await untouched(), before);
});
