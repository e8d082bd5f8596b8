// Market data over real HTTP: countries, exchanges, product lists and filters, search, gainers
// and losers, the heat list and the detail page's ProductDetail.
import {
  MARKET_RET_CODES,
  RetCode,
  type Country,
  type Exchange,
  type GainersLosersResponse,
  type Product,
  type ProductDetail,
  type ProductListResponse,
} from '@app/shared/contracts';
import { DEMO_SECRETS, encodeForm, sign } from '@app/shared/transport';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const post = <T>(path: string, fields: Record<string, string | number> = {}, lang?: string) =>
  call<T>(server.baseUrl, path, fields, { lang });
const pct = (p: Product) => Number(p.changePct);

describe('product/countrys and product/exchanges', () => {
  it('lists the four markets named in the request language', async () => {
    const en = await post<Country[]>('product/countrys');
    const zh = await post<Country[]>('product/countrys', {}, 'zh_CN');
    expect(en.body.retCode).toBe(RetCode.OK);
    expect(en.body.data).toEqual([
      { code: 'US', name: 'United States' },
      { code: 'HK', name: 'Hong Kong' },
      { code: 'CN', name: 'China A-shares' },
      { code: 'JP', name: 'Japan' },
    ]);
    expect(zh.body.data.map((c) => c.name)).toEqual(['美国', '中国香港', '中国A股', '日本']);
  });

  it('lists exchanges with time zone, sessions and whether they trade (always, by default)', async () => {
    const { body } = await post<Exchange[]>('product/exchanges');
    expect(body.data.map((e) => e.code)).toEqual(['NASDAQ', 'NYSE', 'HKEX', 'SSE', 'SZSE', 'TSE']);
    expect(body.data.find((e) => e.code === 'HKEX')).toEqual({
      code: 'HKEX',
      name: 'Hong Kong Exchanges',
      country: 'HK',
      timezone: 'Asia/Hong_Kong',
      sessions: [
        { open: '09:30', close: '12:00' },
        { open: '13:00', close: '16:00' },
      ],
      isOpen: true,
      demoSession: true,
    });
    expect(body.data.every((e) => e.isOpen)).toBe(true);
    // The always-open clock is the demo's: every exchange says so, and so does the detail page.
    expect(body.data.every((e) => e.demoSession === true)).toBe(true);
    const detail = await post<ProductDetail>('product/queryProductPrice', { code: 'AAPL' });
    expect(detail.body.data).toMatchObject({ marketOpen: true, demoSession: true });
    const cn = await post<Exchange[]>('product/exchanges', { country: 'cn' }, 'zh_CN');
    expect(cn.body.data.map((e) => e.name)).toEqual(['上海证券交易所', '深圳证券交易所']);
    expect((await post<Exchange[]>('product/exchanges', { country: 'XX' })).body.data).toEqual([]);
  });
});

describe('product/productList filters', () => {
  const list = (fields: Record<string, string | number> = {}, lang?: string) =>
    post<ProductListResponse>('product/productList', fields, lang);

  it('filters by exchange (case-insensitive) and by type', async () => {
    const sz = await list({ exchange: 'szse', pageSize: 100 });
    expect(sz.body.data.total).toBeGreaterThan(10);
    expect(sz.body.data.list.every((p) => p.exchange === 'SZSE' && p.suffix === 'SZ')).toBe(true);
    const etfs = await list({ type: 'etf', country: 'JP' });
    expect(etfs.body.data.list.map((p) => p.code)).toEqual(['1321', '1306', '1570']);
    expect((await list({ type: 'stock', pageSize: 100 })).body.data.list.every((p) => p.type === 'stock')).toBe(true);
  });

  it('lists the indices of Home’s tabs only when asked for', async () => {
    const { body } = await list({ type: 'index', pageSize: 50 });
    expect(body.data.list.map((p) => p.code)).toEqual(expect.arrayContaining(['DJI', 'IXIC', 'SPX', 'HSI', 'SH000001', 'N225']));
    expect(body.data.list.every((p) => p.type === 'index')).toBe(true);
    const hk = await list({ type: 'index', country: 'HK' }, 'zh_CN');
    expect(hk.body.data.list.map((p) => p.name)).toEqual(['恒生指数', '恒生中国企业指数', '恒生科技指数']);
  });

  it('sorts by change, both ways, across pages', async () => {
    const desc = await list({ sort: 'changeDesc', pageSize: 100, country: 'US' });
    const asc = await list({ sort: 'changeAsc', pageSize: 100, country: 'US' });
    const d = desc.body.data.list.map(pct);
    expect([...d].sort((a, b) => b - a)).toEqual(d);
    const a = asc.body.data.list.map(pct);
    expect([...a].sort((x, y) => x - y)).toEqual(a);
    expect(desc.body.data.total).toBe(asc.body.data.total);
  });

  it('answers a cached page as ordinary JSON, the same envelope in both languages', async () => {
    for (const [lang, message] of [
      ['en_US', 'Success'],
      ['zh_CN', '成功'],
    ]) {
      const body = { page: '2', pageSize: '5', country: 'US', lang };
      const response = await fetch(`${server.baseUrl}/api/product/productList`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: '',
          time: String(Date.now()),
          sign: sign(body, DEMO_SECRETS.main),
        },
        body: encodeForm(body),
      });
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const text = await response.text();
      const parsed = JSON.parse(text) as { retCode: number; message: string; data: ProductListResponse };
      expect(text).toBe(JSON.stringify(parsed));
      expect(parsed).toMatchObject({ retCode: RetCode.OK, message });
      expect(parsed.data.list).toHaveLength(5);
      expect(Object.keys(parsed)).toEqual(['retCode', 'message', 'data']);
    }
  });

  it.each([[{ type: 'bond' }], [{ sort: 'name' }], [{ country: 'X'.repeat(40) }]])('answers 1000 for %j', async (fields) => {
    const { body } = await list(fields);
    expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect(body.message).toBe('Invalid parameters');
  });
});

describe('product/selectProduct', () => {
  const search = (keyword: string, extra: Record<string, string | number> = {}, lang?: string) =>
    post<Product[]>('product/selectProduct', { keyword, ...extra }, lang);

  it('finds by code, case-insensitively, exact and prefix matches first', async () => {
    expect((await search('aapl')).body.data[0].code).toBe('AAPL');
    const ms = (await search('ms')).body.data.map((p) => p.code);
    expect(ms[0]).toBe('MS');
    expect(ms).toContain('MSFT');
    expect((await search('700')).body.data[0].code).toBe('00700');
    expect((await search('600519')).body.data.map((p) => p.code)).toEqual(['600519']);
  });

  it('finds by English or Chinese name, answering in the request language', async () => {
    const en = await search('toyota');
    expect(en.body.data[0]).toMatchObject({ code: '7203', name: 'Toyota Motor' });
    const zh = await search('茅台', {}, 'zh_CN');
    expect(zh.body.data[0]).toMatchObject({ code: '600519', name: '贵州茅台' });
    const crossLanguage = await search('茅台');
    expect(crossLanguage.body.data[0]).toMatchObject({ code: '600519', name: 'Kweichow Moutai' });
    // A name prefix ranks above a match inside another name.
    const bank = (await search('bank')).body.data.map((p) => p.code);
    expect(bank[0]).toBe('BAC');
    expect(bank).toContain('601398');
  });

  it('honours the limit, answers an empty list when nothing matches, and refuses a blank keyword', async () => {
    expect((await search('a', { limit: 3 })).body.data).toHaveLength(3);
    expect((await search('a')).body.data).toHaveLength(20);
    expect((await search('zzzzqqq')).body.data).toEqual([]);
    const bad: Array<Record<string, string | number>> = [{}, { keyword: '' }, { keyword: '   ' }, { keyword: 'a', limit: 51 }];
    for (const fields of bad) {
      const { body } = await post('product/selectProduct', fields, 'zh_CN');
      expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
      expect(body.message).toBe('参数错误');
    }
  });
});

describe('product/upAndDownCharts and product/recommendProductList', () => {
  it('lists rising products best first and falling ones worst first', async () => {
    const { body } = await post<GainersLosersResponse>('product/upAndDownCharts', { limit: 5 });
    expect(body.retCode).toBe(RetCode.OK);
    const { gainers, losers } = body.data;
    expect(gainers.length).toBeGreaterThan(0);
    expect(losers.length).toBeGreaterThan(0);
    expect(gainers.length).toBeLessThanOrEqual(5);
    expect(gainers.every((p) => pct(p) > 0)).toBe(true);
    expect(losers.every((p) => pct(p) < 0)).toBe(true);
    expect([...gainers].sort((a, b) => pct(b) - pct(a))).toEqual(gainers);
    expect([...losers].sort((a, b) => pct(a) - pct(b))).toEqual(losers);
    expect([...gainers, ...losers].some((p) => p.type === 'index')).toBe(false);
    const jp = await post<GainersLosersResponse>('product/upAndDownCharts', { country: 'JP' });
    expect([...jp.body.data.gainers, ...jp.body.data.losers].every((p) => p.country === 'JP')).toBe(true);
  });

  it('recommends the most active products (turnover) for Home’s heat list', async () => {
    const { body } = await post<Product[]>('product/recommendProductList', { limit: 6 });
    expect(body.data).toHaveLength(6);
    expect(body.data.every((p) => p.type !== 'index')).toBe(true);
    expect((await post<Product[]>('product/recommendProductList')).body.data).toHaveLength(10);
    expect((await post('product/recommendProductList', { limit: 0 })).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('product/queryProductPrice', () => {
  const detail = (code: string, lang?: string) => post<ProductDetail>('product/queryProductPrice', { code }, lang);

  it('answers everything the detail page shows, in the request language', async () => {
    const { body } = await detail('00700');
    expect(body.retCode).toBe(RetCode.OK);
    const d = body.data;
    expect(d).toMatchObject({
      code: '00700',
      type: 'stock',
      name: 'Tencent Holdings',
      suffix: 'HK',
      country: 'HK',
      exchange: 'HKEX',
      decimals: 2,
      marketOpen: true,
    });
    for (const field of [d.price, d.open, d.prevClose, d.high, d.low, d.change]) expect(field).toMatch(/^-?\d+\.\d{2}$/);
    expect(d.turnover).toMatch(/^\d+\.\d{2}$/);
    expect(Number.isInteger(d.volume) && d.volume > 0).toBe(true);
    expect(Number(d.low)).toBeLessThanOrEqual(Number(d.price));
    expect(Number(d.high)).toBeGreaterThanOrEqual(Number(d.price));
    expect(d.description).toMatch(/Tencent Holdings is a communication services company listed on the Hong Kong Exchanges since 2004/);
    expect(d.summary.map((r) => r.label)).toEqual(
      expect.arrayContaining(['Sector', 'Exchange', 'Shares outstanding', 'Market cap', 'Board lot', 'Tick size', 'Trading hours']),
    );
    expect(d.summary.find((r) => r.label === 'Tick size')?.value).toBe('0.20');
    const info = new Map(d.info.map((r) => [r.label, r]));
    expect(info.get('Prev close')).toEqual({ key: 'prevClose', label: 'Prev close', value: d.prevClose, tone: 0 });
    expect(info.get('Open')?.value).toBe(d.open);
    expect(info.get('Open')?.tone).toBe(Math.sign(Number(d.open) - Number(d.prevClose)));
    expect(info.get('High')?.tone).toBe(Math.sign(Number(d.high) - Number(d.prevClose)));
    expect(info.get('Change %')?.value).toBe(`${d.changePct}%`);
    expect(info.get('Amplitude')?.value).toMatch(/^\d+\.\d{2}%$/);
    for (const row of d.info) expect([1, -1, 0]).toContain(row.tone);

    const zh = (await detail('00700', 'zh_CN')).body.data;
    expect(zh.name).toBe('腾讯控股');
    expect(zh.description).toMatch(/^腾讯控股是一家通信服务公司/);
    expect(zh.info.map((r) => r.label)).toEqual(expect.arrayContaining(['今开', '昨收', '最高', '最低', '成交量', '成交额', '振幅']));
  });

  it('carries a 10-level order book, best first, around the live price', async () => {
    const { body } = await detail('AAPL');
    const { bids, asks } = body.data.depth;
    expect(bids).toHaveLength(10);
    expect(asks).toHaveLength(10);
    const b = bids.map((l) => Number(l.price));
    const a = asks.map((l) => Number(l.price));
    expect([...b].sort((x, y) => y - x)).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(a);
    expect(b[0]).toBeLessThan(a[0]);
    expect(Math.round((a[0] - b[0]) * 100)).toBe(1);
    expect(b[0]).toBeLessThanOrEqual(Number(body.data.price));
    expect(a[0]).toBeGreaterThanOrEqual(Number(body.data.price));
    for (const level of [...bids, ...asks]) expect(Number.isInteger(level.volume) && level.volume > 0).toBe(true);
  });

  it('describes an index without an order book, and accepts codes in any case', async () => {
    const { body } = await detail('hsi');
    expect(body.data).toMatchObject({ code: 'HSI', type: 'index', depth: { bids: [], asks: [] } });
    expect(body.data.description).toMatch(/market index/);
    expect(body.data.summary.map((r) => r.label)).not.toContain('Board lot');
    const etf = (await detail('510300')).body.data;
    expect(etf).toMatchObject({ type: 'etf', decimals: 3 });
    expect(etf.price).toMatch(/^\d+\.\d{3}$/);
  });

  it('answers 2700 "Failed to get product information" for an unknown code', async () => {
    const en = await detail('NOPE');
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ retCode: MARKET_RET_CODES.PRODUCT_NOT_FOUND, message: 'Failed to get product information', data: null });
    expect((await detail('NOPE', 'zh_CN')).body.message).toBe('获取产品信息失败');
    expect((await post('product/queryProductPrice')).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});
