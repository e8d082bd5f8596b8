// Traditional Chinese (Accept-Language zh-Hant) across everything the provider says: every seeded
// text reaches a zh-Hant reader through OpenCC's simplified → Taiwan conversion, so no answer
// carries a simplified-only character. The walk asks every call that answers text (public and a
// logged-in customer's, with an IPO order, a fund and an AI code so their pages have content) and
// every retCode message, collects each string of each answer, and lists those that mix scripts.
import type {
  ArticleListResponse,
  FundSummary,
  HelpCategory,
  HelpListResponse,
  IpoListResponse,
  IpoOrder,
  ProductListResponse,
  SessionResponse,
} from '@app/shared/contracts';
import { RetCode } from '@app/shared/contracts';
import { simplifiedOnlyCharacters, toTraditional } from '@app/shared/i18n/traditional';
import { CONFIG_KEYS } from '../src/content/config-keys';
import { seedDemoCycle } from '../src/ipo/seed';
import { answerDueMessages } from '../src/chat/jobs';
import type { DomainContext } from '../src/domain-context';
import { messageOf } from '../src/i18n/messages';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
  // The demo cycle's pair (ORBT, HYPE) beside the seeded batch, as a demo server has them.
  await seedDemoCycle({ db: server.provider.db }, { window: 180, lotteryAfter: 30, listingAfter: 60 }, Date.now());
});
afterAll(() => server.close());

const HANT = { lang: 'zh_CN', acceptLanguage: 'zh-Hant' } as const;
const HANS = { lang: 'zh_CN', acceptLanguage: 'zh-Hans' } as const;
const SIMPLIFIED_ONLY = new RegExp(`[${simplifiedOnlyCharacters()}]`, 'u');

/** Every string inside an answer, with where it was. */
function strings(value: unknown, where: string, out: Array<[string, string]>): Array<[string, string]> {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

/** Asks every call that answers text, in `language`; returns every string of every answer. */
async function walk(language: typeof HANT | typeof HANS): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  const refused: string[] = [];
  const login = await call<SessionResponse>(server.baseUrl, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
  expect(login.body.retCode).toBe(0);
  const token = login.body.data.token;
  const ask = async <T>(path: string, fields: Record<string, string | number> = {}, auth = false): Promise<T> => {
    const { body } = await call<T>(server.baseUrl, path, fields, { ...language, token: auth ? token : '' });
    if (body.retCode !== 0) refused.push(`${path}: ${body.retCode} ${body.message}`);
    strings(body, `${path}${JSON.stringify(fields)}`, out);
    return body.data;
  };

  // Home, the market and the detail page of every product.
  await ask('websitebanner/queryBannerList');
  await ask('navigationBar/queryNavigationBarList');
  await ask('config/getKeys', { keys: Object.keys(CONFIG_KEYS).join(',') });
  await ask('common/checkUpdate', { versionCode: 99, platform: 'web' });
  const countries = await ask<Array<{ code: string }>>('product/countrys');
  const codes = new Set<string>();
  for (const { code: country } of countries) {
    await ask('product/exchanges', { country });
    const list = await ask<ProductListResponse>('product/productList', { country, pageSize: 100 });
    for (const p of list.list) codes.add(p.code);
  }
  await ask('product/upAndDownCharts', {});
  await ask('product/recommendProductList', {});
  await ask('product/selectProduct', { keyword: 'A' });
  for (const code of codes) await ask('product/queryProductPrice', { code });

  // News, notices, help, funds.
  for (const category of ['news', 'notice']) {
    const articles = await ask<ArticleListResponse>('article/queryArticleList', { category, pageSize: 50 });
    for (const a of articles.list) await ask('article/queryArticleDetails', { id: a.id });
  }
  for (const c of await ask<HelpCategory[]>('help/categories')) {
    const list = await ask<HelpListResponse>('help/list', { categoryId: c.id });
    for (const q of list.list) await ask('help/detail', { id: q.id });
  }
  const funds = await ask<FundSummary[]>('funds/list');
  for (const f of funds) await ask('funds/detail', { id: f.id });

  // IPOs (the seeded batch and the demo pair, every phase) and AI ordering.
  const ipos = await ask<IpoListResponse>('product/myIpoList', { pageSize: 100 });
  const open = ipos.list.find((i) => i.phase === 'subscribing' && i.code === 'ORBT')!;
  const subscribed = await call<IpoOrder>(server.baseUrl, 'lever/ipo', { ipoId: open.id, quantity: '100' }, { token });
  const order = subscribed.body.data ?? (await ask<{ list: IpoOrder[] }>('lever/ipoOrderList', {}, true)).list[0];
  await ask('lever/ipoOrderList', {}, true);
  await ask('lever/ipoOrderDetail', { orderId: order.id }, true);
  await ask('leverai/rule');
  await ask('user/getActiveCode', {}, true);
  await ask('leverai/aiStatus', {}, true);

  // The online service's agent answers in the reader's language (a reply is due 1.5 s later).
  // (The customer's own words are kept as typed: a zh-Hant reader types Traditional.)
  const question = language === HANT ? '提現和新股認購' : '提现和新股申购';
  const asked = await call(server.baseUrl, 'chat/send', { content: question }, { ...language, token });
  expect(asked.body.retCode).toBe(0);
  await answerDueMessages({ ...server.provider, now: () => Date.now() + 2000 } as unknown as DomainContext);

  // The customer's own pages.
  for (const status of ['holding', 'historical']) await ask('lever/myLeverRecord', { status }, true);
  await call(server.baseUrl, 'funds/buy', { fundId: funds[0].id, amount: '1000' }, { token });
  for (const path of [
    'user/userInfo',
    'user/userWallet',
    'user/reflushWalletMsg',
    'user/inviteStats',
    'user/myRealname',
    'user/myBank',
    'user/myDigital',
    'user/myBeneficiary',
    'lever/buyInfo',
    'product/myCollect',
    'funds/myOrders',
    'pay/myPay',
    'pay/withdrawList',
    'pay/channelDigital',
    'pay/payChannel',
    'chat/list',
  ]) {
    await ask(path, path === 'lever/buyInfo' ? { code: 'AAPL' } : {}, true);
  }
  expect(refused).toEqual([]); // each call answered (with its text), none refused
  return out;
}

describe('traditional Chinese: no simplified-only character in anything the provider answers', () => {
  it('every seeded text of every call (IPO list and details, AI rules, products, articles, notices, help, funds, config…)', async () => {
    const hant = await walk(HANT);
    expect(hant.length).toBeGreaterThan(1000);
    const mixed = hant.filter(([, text]) => SIMPLIFIED_ONLY.test(text)).map(([where, text]) => `${where}: ${text.slice(0, 80)}`);
    expect(mixed).toEqual([]);
    // Whole texts too: each reads as Traditional, OpenCC would change nothing in it (数据 and 价位
    // have characters that are Traditional in other words: 拮据, 价人).
    const unconverted = hant.filter(([, text]) => toTraditional(text) !== text).map(([where, text]) => `${where}: ${text.slice(0, 80)}`);
    expect(unconverted).toEqual([]);
    // The same walk in simplified Chinese finds them: the check sees what it is for.
    const hans = await walk(HANS);
    expect(hans.filter(([, text]) => SIMPLIFIED_ONLY.test(text)).length).toBeGreaterThan(100);
  }, 60_000);

  it('the IPO name of ORBT on every IPO answer', async () => {
    const list = (await call<IpoListResponse>(server.baseUrl, 'product/myIpoList', { pageSize: 100 }, HANT)).body.data.list;
    expect(list.filter((i) => i.code === 'ORBT').map((i) => i.name)).toEqual(expect.arrayContaining(['軌道無人機']));
  });

  it('every retCode message', () => {
    const mixed = Object.values(RetCode)
      .map((code) => messageOf(code, 'zh-Hant'))
      .filter((m) => SIMPLIFIED_ONLY.test(m));
    expect(mixed).toEqual([]);
  });
});
