// product/kline over real HTTP: every period ends with the live candle (its close is the live
// quote), candles keep the OHLC invariants and connect, paging with limit/before is consistent,
// and the last candle moves with the market.
import { KLINE_PERIODS, MARKET_RET_CODES, RetCode, type KlinePeriod, type KlineResponse, type ProductDetail } from '@app/shared/contracts';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
  // The test drives the market itself, so a quote cannot move between two requests.
  server.provider.market.stop();
  for (let i = 0; i < 200; i++) server.provider.market.step();
});
afterAll(() => server.close());

const kline = (fields: Record<string, string | number>) => call<KlineResponse>(server.baseUrl, 'product/kline', fields);
const livePrice = async (code: string) => (await call<ProductDetail>(server.baseUrl, 'product/queryProductPrice', { code })).body.data;

describe('product/kline', () => {
  it.each(['AAPL', '00700', '600519', '7203', 'SPX'])(
    'ends every period of %s with the live price, candles valid and connected',
    async (code) => {
      const live = await livePrice(code);
      for (const period of KLINE_PERIODS) {
        const { body } = await kline({ code, period, limit: 300 });
        expect(body.retCode).toBe(RetCode.OK);
        expect(body.data.code).toBe(code);
        expect(body.data.period).toBe(period);
        const candles = body.data.candles;
        expect(candles.length).toBeGreaterThan(10);
        const last = candles[candles.length - 1];
        expect(last.c).toBe(live.price);
        expect(Number(last.h)).toBeGreaterThanOrEqual(Number(live.price));
        expect(Number(last.l)).toBeLessThanOrEqual(Number(live.price));
        const decimals = new RegExp(`^\\d+${live.decimals ? `\\.\\d{${live.decimals}}` : ''}$`);
        // Checked in plain code (thousands of candles): the failures are listed, then compared once.
        const problems: string[] = [];
        candles.forEach((c, i) => {
          if (![c.o, c.h, c.l, c.c].every((field) => decimals.test(field))) problems.push(`${i}: decimals`);
          const [o, h, l, close] = [c.o, c.h, c.l, c.c].map(Number);
          if (l > Math.min(o, close) || h < Math.max(o, close)) problems.push(`${i}: ohlc ${c.o} ${c.h} ${c.l} ${c.c}`);
          if (!Number.isInteger(c.v) || c.v < 0) problems.push(`${i}: volume ${c.v}`);
          if (i === 0) return;
          if (c.t <= candles[i - 1].t) problems.push(`${i}: time order`);
          // Each open is near the previous close (an overnight gap at most).
          if (Math.abs(o - Number(candles[i - 1].c)) / o >= 0.05) problems.push(`${i}: gap ${candles[i - 1].c} → ${c.o}`);
        });
        expect({ period, problems }).toEqual({ period, problems: [] });
      }
    },
  );

  it('agrees with the detail page on today: the daily candle is the session', async () => {
    const live = await livePrice('MSFT');
    const { body } = await kline({ code: 'MSFT', period: '1d', limit: 2 });
    const [yesterday, today] = body.data.candles;
    expect(today).toMatchObject({ o: live.open, h: live.high, l: live.low, c: live.price, v: live.volume });
    // Yesterday closed at today's previous close.
    expect(yesterday.c).toBe(live.prevClose);
  });

  it('answers 200 candles by default and pages back with before', async () => {
    for (const period of ['1m', '15m', '1d', '1w'] as KlinePeriod[]) {
      const whole = (await kline({ code: 'NVDA', period })).body.data.candles;
      expect(whole).toHaveLength(200);
      const newer = (await kline({ code: 'NVDA', period, limit: 80 })).body.data.candles;
      const older = (await kline({ code: 'NVDA', period, limit: 120, before: newer[0].t })).body.data.candles;
      expect(older.concat(newer)).toEqual(whole);
      expect(older.every((c) => c.t < newer[0].t)).toBe(true);
    }
  });

  it('stops history at the listing year', async () => {
    const { body } = await kline({ code: 'ABNB', period: '1M', limit: 1000 });
    expect(body.data.candles.length).toBeLessThan(100);
    expect(new Date(body.data.candles[0].t).getUTCFullYear()).toBeGreaterThanOrEqual(2019);
    const before = await kline({ code: 'ABNB', period: '1M', before: Date.parse('2019-01-01T00:00:00Z') });
    expect(before.body.data.candles).toEqual([]);
  });

  it('moves the last candle with the market', async () => {
    const first = (await kline({ code: 'TSLA', period: '1m', limit: 1 })).body.data.candles[0];
    for (let i = 0; i < 20; i++) server.provider.market.step();
    const live = await livePrice('TSLA');
    const next = (await kline({ code: 'TSLA', period: '1m', limit: 1 })).body.data.candles[0];
    expect(next.c).toBe(live.price);
    // Same minute: more volume; or the wall clock entered a new minute: a new candle.
    expect(next.t > first.t || next.v > first.v).toBe(true);
  });

  it('answers 2700 for an unknown code and 1000 for a bad period or limit', async () => {
    const unknown = await call(server.baseUrl, 'product/kline', { code: 'NOPE', period: '1d' }, { lang: 'zh_CN' });
    expect(unknown.body).toMatchObject({ retCode: MARKET_RET_CODES.PRODUCT_NOT_FOUND, message: '获取产品信息失败' });
    const bad: Array<Record<string, string | number>> = [
      { code: 'AAPL', period: '2d' },
      { code: 'AAPL' },
      { code: 'AAPL', period: '1d', limit: 1001 },
      { code: 'AAPL', period: '1d', limit: 0 },
      { code: 'AAPL', period: '1d', before: 'soon' },
    ];
    for (const fields of bad) {
      const { body } = await kline(fields);
      expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
      expect(body.message).toBe('Invalid parameters');
    }
  });
});
