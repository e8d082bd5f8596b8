// Public endpoints: update check, Home banners, product list.
import { RetCode, type Banner, type CheckUpdateResponse, type ProductListResponse } from '@app/shared/contracts';
import { APP_VERSION } from '@app/shared/constants';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider({ env: { APP_LATEST_VERSION: '1.1.0', APP_LATEST_VERSION_CODE: '110' } });
});
afterAll(() => server.close());

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('common/checkUpdate', () => {
  it('offers the latest version to an older app, with notes in its language', async () => {
    const en = await call<CheckUpdateResponse>(server.baseUrl, 'common/checkUpdate', { versionCode: APP_VERSION.code, platform: 'web' });
    expect(en.body.retCode).toBe(RetCode.OK);
    expect(en.body.data).toEqual({
      latestVersion: '1.1.0',
      latestVersionCode: 110,
      hasUpdate: true,
      notes: expect.stringContaining('1.1.0'),
    });
    const zh = await call<CheckUpdateResponse>(
      server.baseUrl,
      'common/checkUpdate',
      { versionCode: 100, platform: 'web' },
      { lang: 'zh_CN' },
    );
    expect(zh.body.data.notes).toMatch(/新版本 1\.1\.0/);
  });

  it('reports no update to an app on the latest version', async () => {
    const { body } = await call<CheckUpdateResponse>(server.baseUrl, 'common/checkUpdate', { versionCode: 110, platform: 'web' });
    expect(body.data).toMatchObject({ hasUpdate: false, notes: 'You are using the latest version.' });
  });

  it.each([
    ['a non-numeric version code', { versionCode: 'abc', platform: 'web' }],
    ['a missing version code', { platform: 'web' }],
    ['another platform', { versionCode: 100, platform: 'ios' }],
  ])('answers 1000 for %s', async (_case, fields) => {
    expect((await call(server.baseUrl, 'common/checkUpdate', fields)).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('websitebanner/queryBannerList', () => {
  it('lists three banners in order, titled in the request language', async () => {
    const en = await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList');
    const zh = await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'zh_CN' });
    expect(en.body.retCode).toBe(RetCode.OK);
    expect(en.body.data).toHaveLength(3);
    expect(en.body.data.map((b) => b.image)).toEqual(['/static/banners/1.svg', '/static/banners/2.svg', '/static/banners/3.svg']);
    expect(en.body.data[0].title).toMatch(/stocks/i);
    expect(zh.body.data[0].title).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.body.data.map((b) => b.id)).toEqual(en.body.data.map((b) => b.id));
  });

  it('serves the banner images as SVG cached for a day', async () => {
    const { body } = await call<Banner[]>(server.baseUrl, 'websitebanner/queryBannerList');
    for (const banner of body.data) {
      const response = await fetch(`${server.baseUrl}${banner.image}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await response.text()).toContain('viewBox="0 0 750 300"');
    }
  });
});

describe('product/productList', () => {
  const list = (fields: Record<string, string | number> = {}, lang?: string) =>
    call<ProductListResponse>(server.baseUrl, 'product/productList', fields, { lang });

  it('lists the stocks and ETFs with decimal-string prices, 20 per page by default', async () => {
    const { body } = await list();
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.total).toBeGreaterThanOrEqual(200);
    expect(body.data.list).toHaveLength(20);
    for (const product of (await list({ pageSize: 100 })).body.data.list) {
      for (const field of ['price', 'change', 'high', 'low'] as const) expect(product[field]).toMatch(DECIMAL);
      expect(product.changePct).toMatch(/^-?\d+\.\d{2}$/);
      expect(Number(product.low)).toBeLessThanOrEqual(Number(product.price));
      expect(Number(product.high)).toBeGreaterThanOrEqual(Number(product.price));
      expect(product.type).not.toBe('index');
    }
    const countries = await Promise.all(['US', 'HK', 'CN', 'JP'].map((country) => list({ country, pageSize: 1 })));
    expect(countries.every((c) => c.body.data.total > 0)).toBe(true);
  });

  it('pages through the list', async () => {
    const total = (await list()).body.data.total;
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, pageSize: 100 })));
    expect(pages.map((p) => p.body.data.list.length)).toEqual([100, 100, total - 200]);
    expect(pages.every((p) => p.body.data.total === total)).toBe(true);
    const codes = pages.flatMap((p) => p.body.data.list.map((product) => product.code));
    expect(new Set(codes).size).toBe(total);
    expect((await list({ page: 4, pageSize: 100 })).body.data.list).toEqual([]);
  });

  it('filters by country and names products in the request language', async () => {
    const { body } = await list({ country: 'HK' }, 'zh_CN');
    expect(body.data.total).toBe(52);
    expect(body.data.list.slice(0, 2).map((p) => p.name)).toEqual(['腾讯控股', '阿里巴巴-W']);
    expect(body.data.list.every((p) => p.country === 'HK')).toBe(true);
  });

  it.each([[{ pageSize: 0 }], [{ pageSize: 101 }], [{ page: 0 }], [{ page: 'two' }]])('answers 1000 for %j', async (fields) => {
    expect((await list(fields)).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});
