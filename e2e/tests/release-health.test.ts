// A bad canary stops itself: market 1.0.1 (the hosted 1.0.0 build whose Market list throws while it
// renders) runs for 50 % of visitors; new visitors (fresh browser contexts) open the Market list,
// the shell reports each failure (remote, version, route pattern, kind, error class — nothing of
// the visitor's), and the provider aborts the canary by itself once it has had a few visitors: the
// abort is a history step by "canary health" with its figures and a row of the audit log, and
// every visitor, the ones who had the candidate too, gets 1.0.0 again. The server weighs the
// canary every 250 ms from 3 canary visitors on (RELEASE_HEALTH_CHECK_MS, RELEASE_CANARY_MIN_VISITORS).
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { PATH } from '@app/shared/paths';
import { RELEASE_HEALTH_PATH } from '@app/shared/routes';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';

// The fault stands for one that no gate meets before real traffic does (a device, a data case, a
// date): the gate's page check is off on this server so that the canary starts at all (a page that
// throws for the gate too is refused before it goes out: release-gate.test.ts).
const app = useAppAndBrowser({ env: { RELEASE_CANARY_MIN_VISITORS: '3', RELEASE_HEALTH_CHECK_MS: '250', RELEASE_GATE_RENDER: '0' } });
const FAULT = 'TypeError("canary fault")';

/** market 1.0.1, hosted: the 1.0.0 build with the Market list's search button throwing as the page renders. */
function hostFailingMarket() {
  const remotes = path.join(app.server().releaseDir, 'remotes', 'market');
  const dist = path.join(remotes, '1.0.1');
  cpSync(path.join(remotes, '1.0.0'), dist, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (!text.includes('"data-testid":"market-search"')) continue;
    writeFileSync(path.join(dist, file), text.replace('"data-testid":"market-search"', `"data-testid":(()=>{throw new ${FAULT}})()`));
    rmSync(path.join(dist, `${file}.br`), { force: true });
    rmSync(path.join(dist, `${file}.gz`), { force: true });
    changed++;
  }
  assert.ok(changed > 0, "the Market list's search button is in the market build");
}

async function releaseApi(method: 'GET' | 'POST', route: string, body?: unknown) {
  const { RELEASE_URL, RELEASE_TOKEN } = app.server().releaseEnv();
  const headers = { authorization: `Bearer ${RELEASE_TOKEN}` };
  const res = await fetch(
    `${RELEASE_URL}/release-api${route}`,
    method === 'GET'
      ? { headers }
      : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) },
  );
  assert.equal(res.status, 200, `${method} ${route}: ${res.status}`);
  return res.json();
}

const marketState = async () =>
  (await releaseApi('GET', '/status')).remotes.find((r: { name: string }) => r.name === 'market') as {
    live: { version: string };
    canary: { version: string } | null;
  };

/**
 * A new visitor opens the Market list (with a query, which no report may carry): which version they
 * got, and the report their page sent when it failed (awaited until the server answered it).
 */
async function visit(): Promise<{
  context: BrowserContext;
  page: Page;
  version: string;
  shown: 'list' | 'unavailable';
  report: Request | null;
}> {
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(`try { localStorage.setItem('lang', 'en'); } catch (e) {}`);
  const page = await context.newPage();
  const reported = page.waitForResponse((r) => r.url().endsWith(RELEASE_HEALTH_PATH), { timeout: 30_000 }).catch(() => null);
  await page.goto(`${app.server().baseUrl}${PATH.market}?country=US`);
  // The list, or the market's retry screen; one wait, so no loser is left pending.
  await page.locator('[data-testid="market-search"], [data-testid="unavailable-market"]').first().waitFor({ timeout: 30_000 });
  const shown = (await page.getByTestId('market-search').count()) > 0 ? 'list' : 'unavailable';
  const version = await page.evaluate(() => JSON.parse(document.getElementById('remote-registry')!.textContent!).market.version);
  if (shown === 'list') return { context, page, version, shown, report: null };
  const response = await reported;
  assert.ok(response, 'the failure was reported');
  assert.equal(response.status(), 204);
  return { context, page, version, shown, report: response.request() };
}

test('a canary whose page throws is aborted by itself; the abort is in the history and the audit log; everyone gets the live version', async () => {
  hostFailingMarket();
  await releaseApi('POST', '/remotes/market/canary', { version: '1.0.1', percent: 50, message: 'the drill of a bad canary' });

  let first: Awaited<ReturnType<typeof visit>> | null = null;
  const seen: Record<string, number> = {};
  for (let i = 0; i < 40 && (await marketState()).canary; i++) {
    const v = await visit();
    seen[v.version] = (seen[v.version] ?? 0) + 1;
    if (v.version === '1.0.1') {
      assert.equal(v.shown, 'unavailable', 'a visitor of 1.0.1 sees the retry screen');
      assert.ok(v.report, 'and the failure is reported');
      assert.deepEqual(v.report.postDataJSON(), {
        remote: 'market',
        version: '1.0.1',
        route: PATH.market,
        kind: 'render',
        errorClass: 'TypeError',
      });
      assert.doesNotMatch(v.report.postData() ?? '', /country|canary fault|US/);
    } else assert.equal(v.shown, 'list', 'the live version renders');
    // One visitor of the candidate keeps their page open, to come back to it after the abort.
    if (!first && v.version === '1.0.1') first = v;
    else await v.context.close();
  }
  assert.ok((seen['1.0.1'] ?? 0) >= 3, `enough visitors of the candidate: ${JSON.stringify(seen)}`);

  // The canary is aborted by the server (polled: the check runs every 250 ms).
  for (;;) {
    if (!(await marketState()).canary) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { steps } = await releaseApi('GET', '/history?remote=market');
  const abort = steps.at(-1);
  assert.equal(abort.action, 'abort');
  assert.equal(abort.by, 'canary health');
  assert.equal(abort.version, '1.0.1');
  assert.match(abort.message, /^error rate [\d.]+ % on \d+ visitors vs live 0 %( \(no live visitors\))?; margin 2 points$/);
  const { calls } = await releaseApi('GET', '/audit?limit=1000');
  const audited = calls.filter((c: { token_name: string | null }) => c.token_name === 'canary health');
  assert.equal(audited.length, 1);
  assert.equal(audited[0].action, 'abort');
  assert.equal(audited[0].message, abort.message);
  const { remotes } = await releaseApi('GET', '/health');
  assert.equal(remotes.find((r: { name: string }) => r.name === 'market').autoAborted.message, abort.message);

  // Everyone gets 1.0.0 again: the visitor who had the candidate (a reload) and new visitors.
  assert.ok(first);
  await first.page.reload();
  await first.page.getByTestId('market-search').waitFor({ timeout: 30_000 });
  await first.context.close();
  for (let i = 0; i < 3; i++) {
    const v = await visit();
    assert.deepEqual([v.version, v.shown], ['1.0.0', 'list']);
    await v.context.close();
  }
});
