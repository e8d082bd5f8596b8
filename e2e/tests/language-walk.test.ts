// every route of the product, with real data (the demo account, logged in, with an
// open order), in Japanese and in traditional Chinese — and no English text on the page outside
// codes, tickers, brand and product names, numbers and currency codes; no simplified-only
// characters in traditional Chinese (and no traditional-only ones in a few simplified pages).
// The pages are reached inside the app (history + popstate), as a tap would, so one start-up per
// language covers them all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { ArticleListResponse, FundSummary, HelpCategory, IpoListResponse, LeverOrder, ProductListResponse, SessionResponse } from '@app/shared/contracts';
import { IPO_PAGING } from '@app/shared/constants';
import { PATH, paths, type RouteKey } from '@app/shared/paths';
import { PHONE } from '../lib/browser';
import { useAppAndBrowser } from '../lib/harness';
import { callApi, sessionInitScript } from '../lib/api';
import { simplifiedOnlyCharacters } from '@app/shared/i18n/traditional';

const app = useAppAndBrowser();
const DEMO = { account: 'demo@example.com', password: 'Demo1234' };

/** Words a page may show in any language: brands, codes, units, standard abbreviations. */
const ALLOWED_WORDS = new Set([
  'Nova', 'Trade', 'USDT', 'TRC', 'TRC20', 'ETF', 'ETFs', 'IPO', 'AI', 'ID', 'UID', 'IBAN', 'IFSC', 'SMS', 'PNG', 'JPEG', 'WebP', 'MB', 'KB',
  'USD', 'HKD', 'CNY', 'JPY', 'NASDAQ', 'NYSE', 'HKEX', 'SSE', 'SZSE', 'TSE', 'TOPIX', 'CSI', 'UTC', 'America', 'New_York', 'Asia',
  'Hong_Kong', 'Shanghai', 'Tokyo', 'NEXT', 'FUNDS', 'KDDI', 'HOYA', 'DENSO', 'FANUC', 'ITOCHU', 'JR', 'MACD', 'RSI', 'SMA', 'EMA',
  'BOLL', 'KDJ', 'VOL', 'OHLC', 'K', 'M', 'B', 'T', 'min', 'Highcharts', 'com', 'example', 'demo',
  'iPhone', 'Coinbase', 'Black', 'Scholes', // brands; the option-pricing model's name
]);

interface Fixtures { code: string; jpCode: string; articleId: number; helpCategory: number; helpId: number; ipoId: number; fundId: number; orderId: number; productNames: string[] }

async function fixtures(base: string, token: string): Promise<Fixtures> {
  const [news, help, ipo, funds, products, bank, channels] = await Promise.all([
    callApi<ArticleListResponse>(base, 'article/queryArticleList', { category: 'news', pageSize: 1 }),
    callApi<HelpCategory[]>(base, 'help/categories', {}),
    callApi<IpoListResponse>(base, 'product/myIpoList', { pageSize: IPO_PAGING.maxPageSize }),
    callApi<FundSummary[]>(base, 'funds/list', {}),
    callApi<ProductListResponse>(base, 'product/productList', { pageSize: 100 }),
    callApi<Record<string, unknown> | null>(base, 'user/myBank', {}, token),
    callApi<Array<{ bankName: string; accountName: string }>>(base, 'pay/payChannel', {}, token),
  ]);
  const helpList = await callApi<{ list: Array<{ id: number }> }>(base, 'help/list', { categoryId: help.data[0].id });
  const order = await callApi<LeverOrder>(base, 'lever/buy', { code: 'AAPL', direction: 'bullish', leverage: 5, quantity: '1', priceType: 'market', requestId: `walk-${Date.now()}` }, token);
  assert.equal(order.retCode, 0, order.message);
  const all = await productNames(base, products);
  // Names too: the IPO issues' (fictitious companies) and what the demo user typed for their bank.
  all.push(...ipo.data.list.map((i) => i.name), ...channels.data.flatMap((c) => [c.bankName, c.accountName]));
  for (const v of Object.values(bank.data ?? {})) if (typeof v === 'string') all.push(...v.split(/[,\s]+/));
  return {
    code: 'AAPL', jpCode: '7203', articleId: news.data.list[0].id,
    helpCategory: help.data[0].id, helpId: helpList.data.list[0].id, ipoId: ipo.data.list[0]?.id ?? 1,
    fundId: funds.data[0]?.id ?? 1, orderId: order.data.id, productNames: all,
  };
}

/** Every product's English name: a name, not interface text (Japanese keeps non-Japanese names in English). */
async function productNames(base: string, first?: { data: ProductListResponse }): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; ; page += 1) {
    const res = page === 1 && first ? first : await callApi<ProductListResponse>(base, 'product/productList', { pageSize: 100, page });
    all.push(...res.data.list.map((p) => p.name));
    if (all.length >= res.data.total || res.data.list.length === 0) break;
  }
  return all;
}

/** Every route (PATH) with the query it needs; Home by its main path only. */
function routes(f: Fixtures): Array<[RouteKey, string]> {
  const urls: Partial<Record<RouteKey, string>> = {
    detail: paths.detail({ code: f.jpCode }), spot: paths.spot({ code: f.code }), options: paths.options({ code: f.code }),
    buy: paths.buy({ code: f.code, direction: 'bullish' }), ipoSubscribe: paths.ipoSubscribe({ id: f.ipoId }),
    ipoOrderDetail: paths.ipoOrderDetail({ id: 1 }), fundDetail: paths.fundDetail({ id: f.fundId }), fundOrder: paths.fundOrder({ id: f.fundId }),
    helpList: paths.helpList({ category: f.helpCategory }), helpDetail: paths.helpDetail({ id: f.helpId }), newsDetail: paths.newsDetail({ id: f.articleId }),
  };
  // Logged-in visitors are sent away from these; they are walked logged out by account.test.ts.
  const skip = new Set<RouteKey>(['home', 'homeAlias', 'openAccount', 'login', 'register', 'forget', 'ipoOrderDetail']);
  return (Object.keys(PATH) as RouteKey[]).filter((k) => !skip.has(k)).map((k) => [k, urls[k] ?? PATH[k]]);
}

/** English words left on the page once names, codes and numbers are taken out. */
function englishWords(text: string, names: readonly string[]): string[] {
  let rest = text;
  // A name may wrap onto two lines (a card's title): match its words across any whitespace.
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const name of names) {
    if (name.length > 1) rest = rest.replace(new RegExp(name.trim().split(/\s+/).map(escape).join('\\s+'), 'g'), ' ');
  }
  rest = rest.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  const words = rest.match(/[A-Za-z][A-Za-z'’%&.-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  return [...new Set(words.filter((w) => {
    const bare = w.replace(/[.'’%&-]+$/, '');
    if (ALLOWED_WORDS.has(bare)) return false;
    if (/^[A-Z0-9&.-]{1,12}$/.test(bare)) return false; // tickers and codes (a code and an exchange may touch)
    if (/[a-z][A-Z]|[A-Z]{2}[a-z]/.test(bare)) return false; // an address or hash fragment
    return bare.length > 2; // a 2-letter fragment of an address is no sentence; real English has longer words beside
  }))];
}

// Characters written differently in traditional Chinese (a page in zh-Hant must not show them),
// and the reverse for zh-Hans.
const SIMPLIFIED_ONLY = new RegExp(`[${simplifiedOnlyCharacters()}]`, 'g');
const TRADITIONAL_ONLY = /[這們門個時發後說國買賣漲賬額關開證價資現為東單續選設認請輸碼錄銀錢匯務總數據條項簡體]/g;

async function walk(page: Page, base: string, list: Array<[RouteKey, string]>, check: (key: RouteKey, text: string) => void) {
  for (const [key, url] of list) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.waitForURL(`${base}${url}`);
    // Settled: the route's chunk and first answers in (no skeleton, no spinner), then a beat.
    await page.waitForFunction(() => !document.querySelector('.adm-skeleton, .page-loading, [data-testid="page-loading"]'), undefined, { timeout: 8000 }).catch(() => undefined);
    await page.waitForTimeout(350);
    check(key, await page.locator('#root').innerText());
  }
}

for (const lang of ['ja', 'zh-Hant'] as const) {
  test(`every route in ${lang}: no English outside names and codes${lang === 'zh-Hant' ? ', no simplified characters' : ''}`, async () => {
    const base = app.server().baseUrl;
    const login = await callApi<SessionResponse>(base, 'user/login', DEMO);
    assert.equal(login.retCode, 0, login.message);
    const f = await fixtures(base, login.data.token);
    const context = await app.browser().newContext({ viewport: PHONE, locale: lang === 'ja' ? 'ja-JP' : 'zh-TW' });
    await context.addInitScript(sessionInitScript(login.data));
    await context.addInitScript(`try { localStorage.setItem('uiLang', ${JSON.stringify(lang)}); } catch (e) {}`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}${PATH.home}`);
    await page.getByRole('navigation', { name: 'main' }).waitFor();

    const texts: Array<[RouteKey, string]> = [];
    await walk(page, base, [['home', PATH.home], ...routes(f)], (key, text) => { texts.push([key, text]); });
    // IPO issues the demo's jobs opened during the walk are names too.
    const ipoNow = await callApi<IpoListResponse>(base, 'product/myIpoList', { pageSize: IPO_PAGING.maxPageSize });
    const names = [...f.productNames, ...ipoNow.data.list.map((i) => i.name)];
    const findings: string[] = [];
    for (const [key, text] of texts) {
      if (!/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) findings.push(`${key}: nothing in the language on screen`);
      const english = englishWords(text, names);
      if (english.length > 0) findings.push(`${key}: ${english.slice(0, 12).join(', ')}`);
      if (lang === 'zh-Hant') {
        const simplified = [...new Set(text.match(SIMPLIFIED_ONLY) ?? [])];
        if (simplified.length > 0) findings.push(`${key}: simplified ${simplified.join('')}`);
      }
    }
    assert.deepEqual(findings, [], `English or mixed script in ${lang}:\n${findings.join('\n')}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a few pages in zh-Hans carry no traditional-only characters', async () => {
  const base = app.server().baseUrl;
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'zh-CN' });
  await context.addInitScript(`try { localStorage.setItem('uiLang', 'zh-Hans'); } catch (e) {}`);
  const page = await context.newPage();
  await page.goto(`${base}${PATH.home}`);
  await page.getByRole('navigation', { name: 'main' }).waitFor();
  const findings: string[] = [];
  await walk(page, base, [['home', PATH.home], ['market', PATH.market], ['detail', paths.detail({ code: '00700' })], ['help', PATH.help], ['newsList', PATH.newsList]], (key, text) => {
    const traditional = [...new Set(text.match(TRADITIONAL_ONLY) ?? [])];
    if (traditional.length > 0) findings.push(`${key}: ${traditional.join('')}`);
  });
  assert.deepEqual(findings, []);
  await context.close();
});

test('the logged-out pages (open account, login, register, forget) in ja and zh-Hant', async () => {
  const base = app.server().baseUrl;
  const findings: string[] = [];
  const names = await productNames(base); // the open-account page shows live figures of three products
  for (const lang of ['ja', 'zh-Hant'] as const) {
    const context = await app.browser().newContext({ viewport: PHONE, locale: lang === 'ja' ? 'ja-JP' : 'zh-TW' });
    await context.addInitScript(`try { localStorage.setItem('uiLang', ${JSON.stringify(lang)}); } catch (e) {}`);
    const page = await context.newPage();
    await page.goto(`${base}${PATH.openAccount}`);
    await page.locator('#root').getByText(/[\u3040-\u30ff\u4e00-\u9fff]/).first().waitFor();
    await walk(page, base, (['openAccount', 'login', 'register', 'forget'] as const).map((k) => [k, PATH[k]]), (key, text) => {
      const english = englishWords(text, names);
      if (english.length > 0) findings.push(`${lang} ${key}: ${english.slice(0, 12).join(', ')}`);
      if (lang === 'zh-Hant') {
        const simplified = [...new Set(text.match(SIMPLIFIED_ONLY) ?? [])];
        if (simplified.length > 0) findings.push(`${lang} ${key}: simplified ${simplified.join('')}`);
      }
    });
    await context.close();
  }
  assert.deepEqual(findings, []);
});

test('switching to 日本語 asks the provider again: Home\'s notices and the market list come back in Japanese', async () => {
  const base = app.server().baseUrl;
  const login = await callApi<SessionResponse>(base, 'user/login', DEMO);
  const context = await app.browser().newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(sessionInitScript(login.data));
  await context.addInitScript(`try { if (!localStorage.getItem('uiLang')) localStorage.setItem('uiLang', 'en'); } catch (e) {}`);
  const page = await context.newPage();
  const tabBar = page.getByRole('navigation', { name: 'main' });
  await page.goto(`${base}${PATH.home}`);
  await page.getByText('Welcome to Nova Trade', { exact: false }).first().waitFor();
  await tabBar.getByText('Mine', { exact: true }).click();
  await page.getByTestId('language-item').click();
  await page.getByText('日本語', { exact: true }).click();
  await tabBar.getByText('ホーム', { exact: true }).click();
  // Answered in Japanese now (Accept-Language: ja), not the English answers cached before the switch.
  await page.getByText('Nova Trade へようこそ', { exact: false }).first().waitFor();
  await tabBar.getByText('マーケット', { exact: true }).click();
  await page.locator('[data-country="JP"]').click();
  await page.getByText('トヨタ自動車', { exact: true }).first().waitFor();
  await context.close();
});
