// Content in the full interface language: the app sends Accept-Language (en, zh-Hans,
// zh-Hant, ja) beside the signed `lang`; the provider answers banners, the icon menu, notices,
// news, help, names and the detail page's values in it, falling back to `lang` where it has no
// text, and never lets the header turn an English request Chinese (or the reverse).
import type { ArticleListResponse, Banner, HelpCategory, NavigationItem, ProductDetail, ProductListResponse } from '@app/shared/contracts';
import { HELP_CENTRE } from '../src/account/help-data';
import { ARTICLE_SEEDS } from '../src/content/articles-data';
import { rowText } from '../src/content/localize';
import { everyMessage } from '../src/i18n/messages';
import { japaneseMessage } from '../src/i18n/messages-ja';
import { simplifiedOnlyCharacters } from '@app/shared/i18n/traditional';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const JA = { lang: 'en_US', acceptLanguage: 'ja' } as const;
const HANT = { lang: 'zh_CN', acceptLanguage: 'zh-Hant' } as const;
const HANS = { lang: 'zh_CN', acceptLanguage: 'zh-Hans' } as const;
const kana = /[\u3040-\u30ff]/;
const latinWord = /[A-Za-z]{4,}/;
/** Simplified-only characters that the seeded texts use and Traditional writes otherwise. */
const simplifiedOnly = /[门场东们这为价资现发时后说国买卖涨账户额关开证络]/;

describe('content language (Accept-Language beside lang)', () => {
  it('banners and the icon menu in Japanese and in traditional Chinese', async () => {
    const ja = (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, JA)).body.data;
    const hant = (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, HANT)).body.data;
    const hans = (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, HANS)).body.data;
    for (const b of ja) expect(b.title).toMatch(kana);
    for (const b of hant) expect(b.title).not.toMatch(simplifiedOnly);
    expect(hant.map((b) => b.image)).toEqual(hans.map((b) => b.image));
    const menu = (await call<NavigationItem[]>(server.baseUrl, 'navigationBar/queryNavigationBarList', {}, JA)).body.data;
    expect(menu.map((n) => n.title)).toContain('入金');
    for (const n of menu) expect(n.title).not.toMatch(latinWord);
    const hantMenu = (await call<NavigationItem[]>(server.baseUrl, 'navigationBar/queryNavigationBarList', {}, HANT)).body.data;
    expect(hantMenu.map((n) => n.title)).toContain('實名認證');
  });

  it('notices and news titles in Japanese; a notice body too; Traditional everywhere for zh-Hant', async () => {
    const notices = (await call<ArticleListResponse>(server.baseUrl, 'article/queryArticleList', { category: 'notice', pageSize: 50 }, JA))
      .body.data;
    for (const n of notices.list) {
      expect(n.title).toMatch(kana);
      expect(n.summary).toMatch(kana);
    }
    const detail = (await call<{ body: string }>(server.baseUrl, 'article/queryArticleDetails', { id: notices.list[0].id }, JA)).body.data;
    expect(detail.body).toMatch(kana);
    expect(detail.body).not.toMatch(/\b(the|and|your)\b/);
    const news = (await call<ArticleListResponse>(server.baseUrl, 'article/queryArticleList', { category: 'news', pageSize: 50 }, JA)).body
      .data;
    for (const n of news.list) expect(n.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const hant = (await call<ArticleListResponse>(server.baseUrl, 'article/queryArticleList', { pageSize: 50 }, HANT)).body.data;
    for (const n of hant.list) expect(`${n.title}${n.summary}`).not.toMatch(simplifiedOnly);
  });

  it('help categories in both', async () => {
    const ja = (await call<HelpCategory[]>(server.baseUrl, 'help/categories', {}, JA)).body.data;
    for (const c of ja) expect(c.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const hant = (await call<HelpCategory[]>(server.baseUrl, 'help/categories', {}, HANT)).body.data;
    expect(hant[0].title).toBe('帳戶與實名');
  });

  it("names of countries, exchanges and Tokyo products; the detail page's keyed rows", async () => {
    const countries = (await call<Array<{ code: string; name: string }>>(server.baseUrl, 'product/countrys', {}, JA)).body.data;
    expect(countries.find((c) => c.code === 'JP')?.name).toBe('日本');
    expect(countries.find((c) => c.code === 'US')?.name).toBe('米国');
    const list = (await call<ProductListResponse>(server.baseUrl, 'product/productList', { country: 'JP', pageSize: 5 }, JA)).body.data;
    expect(list.list.map((p) => p.name).join('')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const toyota = (await call<ProductDetail>(server.baseUrl, 'product/queryProductPrice', { code: '7203' }, JA)).body.data;
    expect(toyota.name).toBe('トヨタ自動車');
    expect(toyota.description).toMatch(kana);
    expect(toyota.info.map((r) => r.key)).toEqual(expect.arrayContaining(['open', 'high', 'low', 'turnover', 'marketCap']));
    expect(toyota.info.find((r) => r.key === 'open')?.label).toBe('始値');
    const hant = (await call<ProductDetail>(server.baseUrl, 'product/queryProductPrice', { code: '00700' }, HANT)).body.data;
    expect(hant.name).toBe('騰訊控股');
    expect(hant.info.find((r) => r.key === 'open')?.label).not.toBe('今开');
  });

  it('the header refines lang, never overrides it; unknown headers fall back to lang', async () => {
    const en = (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US' })).body.data;
    const zh = (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'zh_CN' })).body.data;
    expect(
      (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US', acceptLanguage: 'zh-Hant' })).body.data,
    ).toEqual(en);
    expect(
      (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'zh_CN', acceptLanguage: 'ja' })).body.data,
    ).toEqual(zh);
    expect(
      (await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US', acceptLanguage: 'fr-FR,fr;q=0.9' })).body
        .data,
    ).toEqual(en);
    // A browser's own header (a client that did not set one) reads as the 'system' choice would.
    const browserJa = (
      await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US', acceptLanguage: 'ja-JP,ja;q=0.9' })
    ).body.data;
    expect(browserJa[0].title).toMatch(kana);
  });
});

describe('the seeded texts in Japanese', () => {
  it('every article (title, summary, source, body) and every help category and answer has its Japanese', () => {
    const missing: string[] = [];
    const check = (en: string, zh: string) => {
      if (rowText(en, zh, 'ja') === en) missing.push(en.slice(0, 60));
    };
    for (const a of ARTICLE_SEEDS) {
      check(a.title.en, a.title.zh);
      check(a.summary.en, a.summary.zh);
      check(a.source.en, a.source.zh);
      check(a.body.en.join('\n\n'), a.body.zh.join('\n\n'));
    }
    for (const c of HELP_CENTRE) {
      check(c.title.en, c.title.zh);
      check(c.summary.en, c.summary.zh);
      for (const q of c.questions) {
        check(q.title.en, q.title.zh);
        check(q.answer.en, q.answer.zh);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('messages in the content language', () => {
  it('every message of the catalogue has its Japanese', () => {
    expect(
      everyMessage()
        .filter((m) => japaneseMessage(m.en) === undefined)
        .map((m) => m.en),
    ).toEqual([]);
  });

  it('a business error answers in Japanese for ja and in Traditional characters for zh-Hant', async () => {
    const ja = await call(server.baseUrl, 'user/login', { account: 'demo@example.com', password: 'wrong-Passw0rd' }, JA);
    expect(ja.body.retCode).not.toBe(0);
    expect(ja.body.message).toMatch(/[\u3040-\u30ff]/);
    const hant = await call(server.baseUrl, 'user/userInfo', {}, HANT);
    expect(hant.body.message).toBe('請先登入'); // Taiwan's word, as the app's own texts say it
    const en = await call(server.baseUrl, 'user/userInfo', {}, { lang: 'en_US' });
    expect(en.body.message).toBe('Please log in first');
  });
});

describe('names deep inside other domains (IPO issues)', () => {
  it('IPO issue names in Traditional characters for zh-Hant', async () => {
    const simplified = new RegExp(`[${simplifiedOnlyCharacters()}]`);
    const hant = (await call<{ list: Array<{ name: string }> }>(server.baseUrl, 'product/myIpoList', { pageSize: 100 }, HANT)).body.data;
    expect(hant.list.length).toBeGreaterThan(0);
    for (const issue of hant.list) expect(issue.name).not.toMatch(simplified);
    const hans = (await call<{ list: Array<{ name: string }> }>(server.baseUrl, 'product/myIpoList', { pageSize: 100 }, HANS)).body.data;
    expect(hans.list.map((i) => i.name).join('')).toMatch(simplified);
  });
});
