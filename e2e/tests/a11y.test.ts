// Accessibility: axe-core (the npm package, injected through playwright-core) scans
// every route of '@app/shared/paths' at 390×844, logged out and logged in, in English and in
// Chinese. A serious or critical violation fails the test; each is printed with its route, rule,
// the elements it hit and axe's help link. Routes are visited inside one page (the app's own
// client-side navigation) so the whole scan stays within a couple of minutes. Toasts (transient,
// fading in) are left out of the scan.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { registerUser, sessionInitScript } from '../lib/api';
import { settled, trackRequests } from '../lib/settle';
import { PATH, paths, type RouteKey } from '@app/shared/paths';

const app = useAppAndBrowser();
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Routes that need a query get a representative one (ids of the seeded data where one exists). */
const QUERY: Partial<Record<RouteKey, string>> = {
  detail: paths.detail({ code: 'AAPL' }),
  spot: paths.spot({ code: 'AAPL' }),
  options: paths.options({ code: 'AAPL' }),
  buy: paths.buy({ code: 'AAPL', direction: 'bullish' }),
  ipoSubscribe: paths.ipoSubscribe({ id: 1 }),
  ipoOrderDetail: paths.ipoOrderDetail({ id: 1 }),
  fundDetail: paths.fundDetail({ id: 1 }),
  fundOrder: paths.fundOrder({ id: 1 }),
  helpList: paths.helpList({ category: 1 }),
  helpDetail: paths.helpDetail({ id: 1 }),
  newsDetail: paths.newsDetail({ id: 1 }),
};
const ROUTES = (Object.keys(PATH) as RouteKey[]).map((key) => ({ key, url: QUERY[key] ?? PATH[key] }));

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

async function navigate(page: Page, url: string) {
  await page.evaluate((u) => {
    window.history.pushState({}, '', u);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function scan(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!injected) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Toasts are transient and fade in: axe would measure their contrast mid-animation.
    const result = await axe.run({ exclude: [['.adm-toast-mask']] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.slice(0, 4).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

for (const language of ['en', 'zh-Hans'] as const) {
  for (const signedIn of [false, true]) {
    test(
      `axe: every route, ${signedIn ? 'logged in' : 'logged out'}, ${language} — no serious or critical violation`,
      { timeout: 600_000 },
      async () => {
        // bypassCSP: the app's Content-Security-Policy (rightly) refuses the injected axe script.
        const context = await app.browser().newContext({ viewport: PHONE, locale: language === 'en' ? 'en-US' : 'zh-CN', bypassCSP: true });
        await context.addInitScript(`try { localStorage.setItem('uiLang', ${JSON.stringify(language)}); } catch (e) {}`);
        if (signedIn) await context.addInitScript(sessionInitScript(await registerUser(app.server().baseUrl, `a11y-${language}`)));
        const page = await context.newPage();
        trackRequests(page);
        const problems: string[] = [];
        try {
          await page.goto(`${app.server().baseUrl}${PATH.home}`);
          await page.getByTestId('home').waitFor({ timeout: 30_000 });
          for (const route of ROUTES) {
            await navigate(page, route.url);
            // Drawn, its chunks and first calls in, and an idle moment that asked for nothing more.
            await settled(page);
            const serious = (await scan(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
            for (const v of serious) {
              const where = v.nodes.map((n) => n.target.join(' ')).join(' | ');
              problems.push(
                `${route.url} [${page.url().replace(app.server().baseUrl, '')}] ${v.impact} ${v.id}: ${v.help} — ${where} (${v.helpUrl})`,
              );
            }
          }
        } finally {
          await context.close();
        }
        if (problems.length > 0) console.log(problems.join('\n'));
        assert.equal(problems.length, 0, `${problems.length} serious or critical violations:\n${problems.join('\n')}`);
      },
    );
  }
}
