// The watchlist over real HTTP: product/myCollect, collect, canclecollect — private, per user,
// harmless when repeated, 2700 for unknown codes, live prices in the request language.
import { MARKET_RET_CODES, RetCode, type Product, type SessionResponse } from '@app/shared/contracts';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

async function newUser(): Promise<string> {
  const { body } = await call<SessionResponse>(server.baseUrl, 'user/register', {
    account: uniqueEmail('watch'),
    password: 'Secret123',
    confirmPassword: 'Secret123',
  });
  expect(body.retCode).toBe(RetCode.OK);
  return body.data.token;
}

const as = <T = null>(token: string, path: string, fields: Record<string, string> = {}, lang?: string) =>
  call<T>(server.baseUrl, path, fields, { token, lang });
const codesOf = async (token: string) => (await as<Product[]>(token, 'product/myCollect')).body.data.map((p) => p.code);

describe('watchlist', () => {
  it('starts empty, adds products newest first, and removes them', async () => {
    const token = await newUser();
    expect(await codesOf(token)).toEqual([]);
    for (const code of ['AAPL', '00700', '600519'])
      expect((await as(token, 'product/collect', { code })).body).toMatchObject({ retCode: RetCode.OK, data: null });
    const { body } = await as<Product[]>(token, 'product/myCollect', {}, 'zh_CN');
    expect(body.data.map((p) => p.code)).toEqual(['600519', '00700', 'AAPL']);
    expect(body.data.map((p) => p.name)).toEqual(['贵州茅台', '腾讯控股', '苹果']);
    for (const p of body.data) expect(p.price).toMatch(/^\d+\.\d{2}$/);

    expect((await as(token, 'product/canclecollect', { code: '00700' })).body.retCode).toBe(RetCode.OK);
    expect(await codesOf(token)).toEqual(['600519', 'AAPL']);
  });

  it('is harmless to collect twice or cancel what is not there; codes match in any case', async () => {
    const token = await newUser();
    await as(token, 'product/collect', { code: 'nvda' });
    expect((await as(token, 'product/collect', { code: 'NVDA' })).body.retCode).toBe(RetCode.OK);
    expect(await codesOf(token)).toEqual(['NVDA']);
    expect((await as(token, 'product/canclecollect', { code: 'TSLA' })).body.retCode).toBe(RetCode.OK);
    expect(await codesOf(token)).toEqual(['NVDA']);
    const rows = await server.provider.db.selectFrom('watchlist').select('code').where('code', '=', 'NVDA').execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps each user’s list to themselves', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()]);
    await as(a, 'product/collect', { code: 'MSFT' });
    await as(b, 'product/collect', { code: '7203' });
    expect(await codesOf(a)).toEqual(['MSFT']);
    expect(await codesOf(b)).toEqual(['7203']);
  });

  it('answers 2700 for an unknown code and changes nothing', async () => {
    const token = await newUser();
    await as(token, 'product/collect', { code: 'AAPL' });
    for (const path of ['product/collect', 'product/canclecollect']) {
      const en = await as(token, path, { code: 'NOPE' });
      expect(en.body).toEqual({ retCode: MARKET_RET_CODES.PRODUCT_NOT_FOUND, message: 'Failed to get product information', data: null });
      expect((await as(token, path, { code: 'NOPE' }, 'zh_CN')).body.message).toBe('获取产品信息失败');
    }
    expect(await codesOf(token)).toEqual(['AAPL']);
    expect((await as(token, 'product/collect')).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });

  it('needs a session', async () => {
    for (const path of ['product/myCollect', 'product/collect', 'product/canclecollect']) {
      const { body } = await call(server.baseUrl, path, { code: 'AAPL' });
      expect(body).toMatchObject({ retCode: RetCode.NOT_LOGGED_IN, message: 'Please log in first' });
    }
    const expired = await call(server.baseUrl, 'product/myCollect', {}, { token: 'f'.repeat(64) });
    expect(expired.body.retCode).toBe(RetCode.SESSION_EXPIRED);
  });
});
