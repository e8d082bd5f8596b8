// News and notices over real HTTP: article/queryArticleList (language, category, product,
// paging, newest first) and article/queryArticleDetails (body, 2701), seeded once.
import { MARKET_RET_CODES, RetCode, type Article, type ArticleListResponse } from '@app/shared/contracts';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const list = (fields: Record<string, string | number> = {}, lang?: string) =>
  call<ArticleListResponse>(server.baseUrl, 'article/queryArticleList', fields, { lang });
const details = (id: number | string, lang?: string) => call<Article>(server.baseUrl, 'article/queryArticleDetails', { id }, { lang });

describe('article/queryArticleList', () => {
  it('lists news and notices newest first, 10 per page by default', async () => {
    const { body } = await list();
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.total).toBeGreaterThanOrEqual(36);
    expect(body.data.list).toHaveLength(10);
    const times = body.data.list.map((a) => a.publishedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const now = Date.now();
    expect(times.every((t) => t <= now && t > now - 8 * 24 * 3_600_000)).toBe(true);
    for (const article of body.data.list) {
      expect(article).toEqual({
        id: expect.any(Number),
        category: expect.stringMatching(/^(news|notice)$/),
        title: expect.stringMatching(/\S/),
        summary: expect.stringMatching(/\S/),
        source: expect.stringMatching(/\S/),
        publishedAt: expect.any(Number),
        codes: expect.any(Array),
      });
      expect(article).not.toHaveProperty('body');
    }
  });

  it('filters by category: at least 30 news and 5 notices', async () => {
    const news = await list({ category: 'news', pageSize: 50 });
    const notices = await list({ category: 'notice', pageSize: 50 });
    expect(news.body.data.total).toBeGreaterThanOrEqual(30);
    expect(notices.body.data.total).toBeGreaterThanOrEqual(5);
    expect(news.body.data.list.every((a) => a.category === 'news')).toBe(true);
    expect(notices.body.data.list.every((a) => a.category === 'notice' && a.codes.length === 0)).toBe(true);
    expect(news.body.data.list.filter((a) => a.codes.length > 0).length).toBeGreaterThanOrEqual(10);
    const all = (await list()).body.data.total;
    expect(news.body.data.total + notices.body.data.total).toBe(all);
  });

  it('filters by product code (any case)', async () => {
    const { body } = await list({ code: 'nvda' });
    expect(body.data.total).toBeGreaterThanOrEqual(1);
    expect(body.data.list.every((a) => a.codes.includes('NVDA'))).toBe(true);
    const alibaba = await list({ code: '09988', category: 'news' });
    expect(alibaba.body.data.list[0].codes).toEqual(['09988', 'BABA']);
    expect((await list({ code: 'NOPE' })).body.data).toEqual({ list: [], total: 0 });
    expect((await list({ code: '600519', category: 'notice' })).body.data.total).toBe(0);
  });

  it('pages without overlap', async () => {
    const total = (await list()).body.data.total;
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => list({ page, pageSize: 8 })));
    const ids = pages.flatMap((p) => p.body.data.list.map((a) => a.id));
    expect(ids).toHaveLength(Math.min(40, total));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await list({ page: 100 })).body.data.list).toEqual([]);
  });

  it('answers in the request language', async () => {
    const en = (await list({ category: 'notice', pageSize: 1 })).body.data.list[0];
    const zh = (await list({ category: 'notice', pageSize: 1 }, 'zh_CN')).body.data.list[0];
    expect(zh.id).toBe(en.id);
    expect(en.title).toMatch(/^[\x20-\x7e–’]+$/);
    expect(zh.title).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.source).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([[{ category: 'blog' }], [{ pageSize: 51 }], [{ page: 0 }]])('answers 1000 for %j', async (fields) => {
    expect((await list(fields)).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('article/queryArticleDetails', () => {
  it('answers the whole article with its body in the request language', async () => {
    const summary = (await list({ code: 'AAPL' })).body.data.list[0];
    const en = await details(summary.id);
    expect(en.body.retCode).toBe(RetCode.OK);
    expect(en.body.data).toEqual({ ...summary, body: expect.stringContaining('\n\n') });
    const zh = await details(summary.id, 'zh_CN');
    expect(zh.body.data.body).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.body.data.codes).toEqual(['AAPL']);
  });

  it('answers 2701 for an unknown id and 1000 for a malformed one', async () => {
    const en = await details(999_999);
    expect(en.body).toEqual({ retCode: MARKET_RET_CODES.ARTICLE_NOT_FOUND, message: 'The article does not exist', data: null });
    expect((await details(999_999, 'zh_CN')).body.message).toBe('文章不存在');
    expect((await details('abc')).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect((await details(0)).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('seeding', () => {
  it('writes the articles once: a restart on the same data does not duplicate them', async () => {
    const before = (await list()).body.data.total;
    const { seedContent } = await import('../src/content/seed');
    await seedContent({ ...server.provider, config: server.config, users: undefined as never, now: Date.now });
    expect((await list()).body.data.total).toBe(before);
  });
});
