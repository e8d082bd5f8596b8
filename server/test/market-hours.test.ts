// MARKET_HOURS=real over real HTTP, with the clock injected: exchanges open and close with their
// sessions (lunch breaks, weekends, New York daylight saving), the detail page says so, and
// prices of a closed exchange do not move. The default (always) is covered by market-products.
import { RetCode, type Exchange, type ProductDetail } from '@app/shared/contracts';
import { loadConfig } from '../src/config';
import { formatTicks } from '../src/market/ticks';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let clock = Date.parse('2025-01-07T15:00:00Z');
let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider({ env: { MARKET_HOURS: 'real' }, now: () => clock });
  // Steps are driven by the test, on the injected clock.
  server.provider.market.stop();
});
afterAll(() => server.close());

async function openExchanges(iso: string): Promise<string[]> {
  clock = Date.parse(iso);
  const { body } = await call<Exchange[]>(server.baseUrl, 'product/exchanges');
  expect(body.retCode).toBe(RetCode.OK);
  return body.data.filter((e) => e.isOpen).map((e) => e.code);
}

describe('MARKET_HOURS=real', () => {
  it.each([
    ['Tuesday 10:00 New York (winter)', '2025-01-07T15:00:00Z', ['NASDAQ', 'NYSE']],
    ['Tuesday 09:00 New York (winter): before the open', '2025-01-07T14:00:00Z', []],
    ['Tuesday 09:30 New York (summer, daylight saving)', '2025-07-08T13:30:00Z', ['NASDAQ', 'NYSE']],
    ['Wednesday 10:00 Hong Kong and Shanghai, 11:00 Tokyo', '2025-01-08T02:00:00Z', ['HKEX', 'SSE', 'SZSE', 'TSE']],
    ['Wednesday 10:45 Hong Kong: Tokyo at lunch (11:45)', '2025-01-08T02:45:00Z', ['HKEX', 'SSE', 'SZSE']],
    ['Wednesday 11:45 Hong Kong: Shanghai at lunch, Tokyo back (12:45)', '2025-01-08T03:45:00Z', ['HKEX', 'TSE']],
    ['Wednesday 12:30 Hong Kong: Hong Kong and Shanghai at lunch', '2025-01-08T04:30:00Z', ['TSE']],
    ['Wednesday 13:00 Hong Kong: afternoon sessions', '2025-01-08T05:00:00Z', ['HKEX', 'SSE', 'SZSE', 'TSE']],
    ['Wednesday 15:15 Hong Kong: Shanghai closed, Tokyo (16:15) closed', '2025-01-08T07:15:00Z', ['HKEX']],
    ['Saturday noon everywhere', '2025-01-11T04:00:00Z', []],
  ])('%s', async (_case, iso, open) => {
    expect(await openExchanges(iso)).toEqual(open);
  });

  it('tells the detail page and other domains whether a product trades', async () => {
    clock = Date.parse('2025-01-08T02:00:00Z'); // Hong Kong morning, New York night
    const hk = await call<ProductDetail>(server.baseUrl, 'product/queryProductPrice', { code: '00700' });
    const us = await call<ProductDetail>(server.baseUrl, 'product/queryProductPrice', { code: 'AAPL' });
    expect(hk.body.data.marketOpen).toBe(true);
    expect(us.body.data.marketOpen).toBe(false);
    // Real sessions are not the demo clock: neither the detail nor the exchanges say "demo".
    expect(hk.body.data.demoSession).toBe(false);
    const { body } = await call<Exchange[]>(server.baseUrl, 'product/exchanges');
    expect(body.data.every((e) => e.demoSession === false)).toBe(true);
    expect(server.provider.market.isOpen('00700')).toBe(true);
    expect(server.provider.market.isOpen('AAPL')).toBe(false);
    expect(server.provider.market.isOpen('SH000001')).toBe(true);
  });

  it('moves prices only while the exchange is open', async () => {
    const market = server.provider.market;
    clock = Date.parse('2025-01-08T02:00:00Z');
    const closedBefore = market.quote('AAPL');
    const openBefore = market.quote('00700')!;
    for (let i = 0; i < 200; i++) {
      clock += 250;
      market.step();
    }
    expect(market.quote('AAPL')).toBe(closedBefore);
    expect(market.quote('00700')!.ts).toBeGreaterThan(openBefore.ts);

    // Over Hong Kong's lunch nothing moves there either.
    clock = Date.parse('2025-01-08T04:30:00Z');
    market.step();
    const atLunch = market.quote('00700');
    for (let i = 0; i < 50; i++) {
      clock += 250;
      market.step();
    }
    expect(market.quote('00700')).toBe(atLunch);
  });

  it('starts a new day at the next open: yesterday’s last price becomes the previous close', async () => {
    const market = server.provider.market;
    clock = Date.parse('2025-01-08T07:59:00Z'); // Wednesday 15:59 Hong Kong
    market.step();
    const wednesday = market.session('00700')!;
    clock = Date.parse('2025-01-09T01:30:00Z'); // Thursday 09:30
    market.step();
    const thursday = market.session('00700')!;
    expect(thursday.dayStart).toBeGreaterThan(wednesday.dayStart);
    expect(thursday.prevClose).toBe(wednesday.price);
    const detail = (await call<ProductDetail>(server.baseUrl, 'product/queryProductPrice', { code: '00700' })).body.data;
    expect(detail.prevClose).toBe(formatTicks(wednesday.price, 2));
  });

  it('refuses an unknown MARKET_HOURS value at start', () => {
    expect(() => loadConfig({ MARKET_HOURS: 'sometimes' })).toThrow(/MARKET_HOURS must be one of always, real/);
    expect(loadConfig({}).market.hours).toBe('always');
    expect(loadConfig({ MARKET_HOURS: 'REAL' }).market.hours).toBe('real');
  });
});
