// The release console (/release-console/) in Chromium at 1280×800, against a real provider: a
// team's token and an unknown one are refused in the API's words, a release manager's is kept in
// the tab only; the five remotes' live versions; a canary of trade 1.0.1 started through the API
// appears by itself, is widened, promoted, rolled back (to the version live before and to a chosen
// one) and aborted from the console, each confirmation's sentence checked and each effect checked
// through /remotes.json and the release API; a change made between the view and the confirm is
// refused with the API's 409 text; health is shown when the API answers it and "not available"
// when it answers 404. Screenshots: E2E_SCREENSHOTS (default /tmp), release-console-*.png.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { useAppAndBrowser } from '../lib/harness';
import { ROOT } from '../lib/app-server';

const app = useAppAndBrowser();
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const REMOTES = ['account', 'ipo', 'market', 'trade', 'wallet'];
const TOKEN_KEY = 'release-console-token';
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let context: BrowserContext;
let page: Page;
/** What the page's GET /release-api/health gets: null is the provider's own 404 (no health endpoint). */
let health: unknown = null;

interface RemoteStatus {
  name: string;
  live: { version: string };
  canary: { version: string; percent: number } | null;
  revision: number;
  updatedBy: string;
}

async function releaseApi(method: 'GET' | 'POST', url: string, body?: unknown) {
  const { RELEASE_URL, RELEASE_TOKEN } = app.server().releaseEnv();
  const res = await fetch(`${RELEASE_URL}/release-api${url}`, {
    method,
    headers: { authorization: `Bearer ${RELEASE_TOKEN}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const json = (await res.json()) as Record<string, any>;
  assert.equal(res.status, 200, `${method} ${url}: ${JSON.stringify(json)}`);
  return json;
}

const trade = async (): Promise<RemoteStatus> =>
  ((await releaseApi('GET', '/status')).remotes as RemoteStatus[]).find((r) => r.name === 'trade')!;

/** What a new visitor's /remotes.json says (no canary running: every visitor's). */
const registry = async (): Promise<Record<string, { version: string }>> => (await fetch(`${app.server().baseUrl}/remotes.json`)).json();

/** A team's token for trade, made with the server's own command on this server's database (docs/releasing.md). */
function teamToken(): { id: string; token: string } {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'release', 'token-cli.ts'), 'create', '--remote', 'trade', '--name', 'trade CI'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: app.server().dataDir } },
  );
  assert.equal(res.status, 0, `${res.stdout}${res.stderr}`);
  const lines = res.stdout.trim().split('\n');
  return { id: /created release token (\w+)/.exec(lines[0])![1], token: lines.at(-1)! };
}

/** trade 1.0.1: the hosted 1.0.0 build, hosted beside it under its own version (as the release command would host it). */
function hostTrade101() {
  const remotes = path.join(app.server().releaseDir, 'remotes', 'trade');
  cpSync(path.join(remotes, '1.0.0'), path.join(remotes, '1.0.1'), { recursive: true });
  const file = path.join(remotes, '1.0.1', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = '1.0.1';
  writeFileSync(file, JSON.stringify(manifest));
}

const row = (remote: string) => page.locator(`#remotes-table tr[data-remote="${remote}"]`);
/** A cell of a remote's row: 2 live, 3 canary, 4 revision (the remote's name is cell 1). */
const cell = (remote: string, column: number) => row(remote).locator(`:scope > :nth-child(${column})`);
/** Waits until the cell says `text` (the page refreshes every 5 s and after each change). */
const cellSays = (remote: string, column: number, text: string | RegExp) =>
  row(remote).locator(`:scope > :nth-child(${column})`, { hasText: text }).waitFor({ timeout: 15_000 });

async function openDialog(buttonName: string, { keyboard = false } = {}) {
  const button = page.getByRole('button', { name: buttonName, exact: true });
  if (keyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else await button.click();
  await page.locator('#confirm[open]').waitFor();
}

const sentence = () => page.locator('#confirm-what').innerText();

async function confirm(message?: string) {
  if (message) await page.locator('#confirm-message').fill(message);
  await page.locator('#confirm-ok').click();
  await page.locator('#confirm').waitFor({ state: 'hidden' });
}

after(() => context?.close());

test("a team's token and an unknown one are refused in the API's words; a release manager's is kept in the tab only", async () => {
  // One tab for the whole file, as a release manager keeps the console open (made here: the
  // harness's browser starts in its own before hook).
  context = await app.browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  page = await context.newPage();
  await page.route('**/release-api/health', (route) =>
    health === null ? route.fallback() : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(health) }),
  );
  const team = teamToken();
  await page.goto(`${app.server().baseUrl}/release-console/`);
  // The keyboard starts in the token field.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'token');
  await page.getByLabel('Release manager token').fill(team.token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const error = page.locator('#sign-in-error');
  await error.filter({ hasText: 'Refused (403)' }).waitFor();
  assert.match(
    await error.innerText(),
    new RegExp(`^Refused \\(403\\): token ${team.id} \\(trade CI\\) is trade's: the audit log is the release manager's\\.`),
  );
  assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY), null);
  assert.ok(await page.locator('#console').isHidden());

  await page.getByLabel('Release manager token').fill('rt_000000000000_not-a-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await error.filter({ hasText: 'Refused (401): unknown release token' }).waitFor();

  const { RELEASE_TOKEN } = app.server().releaseEnv();
  await page.getByLabel('Release manager token').fill(RELEASE_TOKEN);
  await page.keyboard.press('Enter');
  await page.locator('#remotes-table').waitFor();
  assert.match(await page.locator('#signed-in').innerText(), /^Signed in: e2e \(token \w+\), release manager$/);
  assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY), RELEASE_TOKEN);
  assert.equal(await page.evaluate(() => localStorage.length), 0, 'nothing kept beyond the tab');
  assert.ok(!page.url().includes(RELEASE_TOKEN), 'the token is never in an address');
  assert.equal(await page.getByLabel('Release manager token').inputValue(), '', 'the field is cleared');

  // The five remotes and their live versions, as the registry serves them.
  const live = await registry();
  assert.deepEqual(
    await page.locator('#remotes-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-remote'))),
    REMOTES,
  );
  for (const name of REMOTES) {
    assert.equal(await cell(name, 2).innerText(), live[name].version);
    assert.equal(await cell(name, 3).innerText(), '—');
  }
  // No canary runs yet: the health section says so, remote by remote, from the provider's answer.
  await page.locator('#health-table').waitFor();
  assert.match(await page.locator('#health').innerText(), /more than 2 points, once it has \d+ visitors/);
  assert.equal(await page.locator('#health-table tbody tr', { hasText: 'No canary running' }).count(), REMOTES.length);
  // The refused sign-ins are in the audit log (refusals are shown, successful reads hidden).
  const refused = page.locator('#audit-table tr.refused');
  await refused.filter({ hasText: 'unknown release token' }).waitFor();
  await refused.filter({ hasText: "the audit log is the release manager's" }).waitFor();

  // A reload keeps the tab signed in.
  await page.reload();
  await page.locator('#remotes-table').waitFor();
});

test('a canary started through the API appears by itself and is widened from the console, by keyboard', async () => {
  hostTrade101();
  await releaseApi('POST', '/remotes/trade/canary', { version: '1.0.1', percent: 10, message: 'trade 1.0.1 to a tenth' });
  await cellSays('trade', 3, /^1\.0\.1 for 10 % of visitors/);
  await openDialog('Widen the canary of trade 1.0.1', { keyboard: true });
  assert.equal(await page.locator('#confirm-title').innerText(), 'Change the share of trade 1.0.1');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'confirm-percent', 'the share field has the focus');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('50');
  assert.equal(
    await sentence(),
    'The canary of trade 1.0.1 goes from 10 % to 50 % of visitors; the other 50 % keep 1.0.0. Visitors already on 1.0.1 stay on it.',
  );
  const before = await trade();
  assert.match(await page.locator('#confirm-revision').innerText(), new RegExp(`^Sent with revision ${before.revision} of trade`));
  await page.keyboard.press('Tab');
  await page.keyboard.type('errors flat at 10 %');
  await page.keyboard.press('Tab'); // Cancel
  await page.keyboard.press('Tab'); // Change the share
  await page.keyboard.press('Enter');
  await page.locator('#confirm').waitFor({ state: 'hidden' });
  await page.locator('#notice', { hasText: 'Done: canary trade 1.0.1 for 50 % of visitors' }).waitFor();

  const after = await trade();
  assert.deepEqual(after.canary && { version: after.canary.version, percent: after.canary.percent }, { version: '1.0.1', percent: 50 });
  assert.equal(after.revision, before.revision + 1);
  const { steps } = await releaseApi('GET', '/history?remote=trade&limit=1');
  assert.deepEqual(
    { action: steps[0].action, version: steps[0].version, percent: steps[0].percent, message: steps[0].message },
    { action: 'canary', version: '1.0.1', percent: 50, message: 'errors flat at 10 %' },
  );
  assert.match(steps[0].by, /^e2e \(token \w+\)$/);
  await cellSays('trade', 3, /^1\.0\.1 for 50 % of visitors/);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'act-trade-widen', 'the focus is back on Widen');
  await page.locator('#history-table tbody tr', { hasText: 'errors flat at 10 %' }).first().waitFor();
});

test('a change made between the view and the confirm is refused with the API’s 409 and the view refreshes', async () => {
  await openDialog('Promote trade 1.0.1');
  assert.equal(await sentence(), 'trade 1.0.1 goes live for every visitor, replacing 1.0.0; the canary (50 % of visitors) ends.');
  const shown = await trade();
  // Someone else narrows the canary meanwhile.
  await releaseApi('POST', '/remotes/trade/canary', { version: '1.0.1', percent: 30, message: 'narrowed elsewhere' });
  const now = await trade();
  await confirm('ship it');
  const alert = page.locator('#alert-text');
  await alert.waitFor();
  assert.equal(
    await alert.innerText(),
    `Refused (409): trade changed since you read it (revision ${shown.revision} → ${now.revision} by ${now.updatedBy}); re-run`,
  );
  // Nothing promoted: the canary is the one set meanwhile.
  const after = await trade();
  assert.equal(after.live.version, '1.0.0');
  assert.equal(after.canary?.percent, 30);
  assert.equal(after.revision, now.revision);
  await cellSays('trade', 3, /^1\.0\.1 for 30 % of visitors/);
  await cellSays('trade', 4, String(now.revision));
  await page.locator('#audit-table tr.refused', { hasText: 'changed since you read it' }).waitFor();
});

test('promote from the console: trade 1.0.1 is live for every visitor', async () => {
  await openDialog('Promote trade 1.0.1');
  assert.equal(await sentence(), 'trade 1.0.1 goes live for every visitor, replacing 1.0.0; the canary (30 % of visitors) ends.');
  await confirm('errors flat at 30 %');
  await page.locator('#notice', { hasText: 'Done: promoted trade 1.0.1' }).waitFor();
  assert.equal(await page.locator('#alert').innerText(), '', 'the earlier refusal is cleared');
  const after = await trade();
  assert.equal(after.live.version, '1.0.1');
  assert.equal(after.canary, null);
  for (let i = 0; i < 5; i++) assert.equal((await registry()).trade.version, '1.0.1', 'every visitor gets 1.0.1');
  await cellSays('trade', 2, '1.0.1');
  await cellSays('trade', 3, '—');
  // Promote is gone with the canary: the focus moved to the remote's Roll back.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'act-trade-rollback');
});

test('roll back from the console: to the version live before, then to a chosen hosted version', async () => {
  await openDialog('Roll back trade');
  const select = page.getByLabel('Roll back to');
  assert.deepEqual(await select.locator('option').allInnerTexts(), ['1.0.0: the version live before 1.0.1']);
  assert.equal(await sentence(), 'trade 1.0.0 goes live for every visitor, replacing 1.0.1. Nothing is rebuilt.');
  await confirm('the positions title is wrong');
  await page.locator('#notice', { hasText: 'Done: rolled back trade: live 1.0.1 → 1.0.0' }).waitFor();
  assert.equal((await registry()).trade.version, '1.0.0');
  let { steps } = await releaseApi('GET', '/history?remote=trade&limit=1');
  assert.deepEqual(
    { action: steps[0].action, version: steps[0].version, previous: steps[0].previous, explicit: steps[0].explicit },
    { action: 'rollback', version: '1.0.0', previous: '1.0.1', explicit: false },
  );
  await cellSays('trade', 2, '1.0.0');

  // A chosen version: 1.0.1 is hosted, and there is no version live before 1.0.0 in the history.
  await openDialog('Roll back trade');
  assert.deepEqual(await select.locator('option').allInnerTexts(), ['1.0.1 (hosted)']);
  assert.equal(await sentence(), 'trade 1.0.1 goes live for every visitor, replacing 1.0.0. Nothing is rebuilt.');
  await confirm();
  await page.locator('#notice', { hasText: 'Done: rolled back trade: live 1.0.0 → 1.0.1' }).waitFor();
  assert.equal((await registry()).trade.version, '1.0.1');
  ({ steps } = await releaseApi('GET', '/history?remote=trade&limit=1'));
  assert.equal(steps[0].explicit, true);
  await cellSays('trade', 2, '1.0.1');
});

test('abort from the console; Escape leaves the confirmation and changes nothing', async () => {
  // Back to 1.0.0 live with 1.0.1 as a canary.
  await releaseApi('POST', '/remotes/trade/rollback', { version: '1.0.0' });
  await releaseApi('POST', '/remotes/trade/canary', { version: '1.0.1', percent: 25 });
  await cellSays('trade', 3, /^1\.0\.1 for 25 % of visitors/);
  const before = await trade();

  await openDialog('Abort the canary of trade 1.0.1', { keyboard: true });
  await page.keyboard.press('Escape');
  await page.locator('#confirm').waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'act-trade-abort');
  assert.equal((await trade()).revision, before.revision, 'Escape sent nothing');

  await openDialog('Abort the canary of trade 1.0.1');
  assert.equal(
    await sentence(),
    'The canary of trade 1.0.1 ends: every visitor gets 1.0.0 again, including the 25 % on 1.0.1 (at their next trade page). 1.0.1 stays hosted.',
  );
  await confirm('abort drill');
  await page.locator('#notice', { hasText: 'Done: aborted the canary of trade 1.0.1' }).waitFor();
  const after = await trade();
  assert.equal(after.canary, null);
  assert.equal(after.live.version, '1.0.0');
  for (let i = 0; i < 5; i++) assert.equal((await registry()).trade.version, '1.0.0');
  await cellSays('trade', 3, '—');
});

test('health per version, when the API answers it; the layout at 1280×800 and 1024', async () => {
  await releaseApi('POST', '/remotes/trade/canary', { version: '1.0.1', percent: 10, message: 'second try' });
  health = {
    margin: 0.02,
    minVisitors: 200,
    remotes: [
      {
        name: 'trade',
        versions: [
          { version: '1.0.0', role: 'live', visitors: 1800, errorVisitors: 9, errorRate: 0.005, errors: [] },
          {
            version: '1.0.1',
            role: 'canary',
            visitors: 212,
            errorVisitors: 11,
            errorRate: 11 / 212,
            errors: [{ kind: 'render', errorClass: 'TypeError', route: '/pages/trade/positions', visitors: 11 }],
          },
        ],
      },
      {
        name: 'wallet',
        versions: [{ version: '1.0.0', role: 'live', visitors: 640, errorVisitors: 0, errorRate: 0, errors: [] }],
        autoAborted: { version: '1.0.1', at: '2026-11-20T09:15:00.000Z', message: 'error rate 6.1 % against 0.4 % live' },
      },
    ],
  };
  const table = page.locator('#health-table');
  await table.waitFor({ timeout: 15_000 });
  const canaryRow = table.locator('tbody tr', { hasText: '1.0.1' });
  // The page shows the answer at its next refresh (every 5 s).
  await canaryRow.waitFor({ timeout: 15_000 });
  assert.deepEqual(await canaryRow.locator('th, td').allInnerTexts(), [
    'trade',
    '1.0.1',
    'canary',
    '212',
    '11',
    '5.2 %',
    'TypeError (render) on /pages/trade/positions: 11 visitors',
  ]);
  assert.match(
    await page.locator('#health').innerText(),
    /wallet 1\.0\.1 aborted automatically at .*: error rate 6\.1 % against 0\.4 % live/,
  );
  await cellSays('trade', 3, /^1\.0\.1 for 10 % of visitors/);

  await page.locator('#remotes-title').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'release-console-1280.png') });
  await page.screenshot({ path: path.join(SHOTS, 'release-console-1280-full.png'), fullPage: true });
  await openDialog('Widen the canary of trade 1.0.1');
  await page.locator('#confirm-percent').fill('25');
  await page.screenshot({ path: path.join(SHOTS, 'release-console-confirm.png') });
  await page.keyboard.press('Escape');
  await page.locator('#confirm').waitFor({ state: 'hidden' });

  // Readable at 1024: no table wider than its region except where it scrolls on its own.
  await page.setViewportSize({ width: 1024, height: 768 });
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1024, 'the page itself never scrolls sideways');
  await page.screenshot({ path: path.join(SHOTS, 'release-console-1024.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  health = null;
});

test('axe: no serious or critical violation on the console or in a confirmation', async () => {
  // bypassCSP: the console's policy (rightly) refuses the injected axe script.
  const scanContext = await app.browser().newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  await scanContext.addInitScript(
    `try { sessionStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(app.server().releaseEnv().RELEASE_TOKEN)}); } catch (e) {}`,
  );
  const scanPage = await scanContext.newPage();
  const scan = async () => {
    if (!(await scanPage.evaluate(() => 'axe' in window))) await scanPage.addScriptTag({ path: AXE_SOURCE });
    return scanPage.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> };
      };
      return (await axe.run()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    });
  };
  try {
    await scanPage.goto(`${app.server().baseUrl}/release-console/`);
    await scanPage.locator('#remotes-table').waitFor();
    await scanPage.locator('#audit-table').waitFor();
    assert.deepEqual(await scan(), []);
    await scanPage.getByRole('button', { name: 'Roll back trade', exact: true }).click();
    await scanPage.locator('#confirm[open]').waitFor();
    assert.deepEqual(await scan(), []);
  } finally {
    await scanContext.close();
  }
});

test('sign out forgets the token', async () => {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.locator('#sign-in').waitFor();
  assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY), null);
  assert.ok(await page.locator('#console').isHidden());
  await page.reload();
  await page.getByLabel('Release manager token').waitFor();
  assert.ok(await page.locator('#console').isHidden());
});
