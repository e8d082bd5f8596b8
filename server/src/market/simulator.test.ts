import { KLINE_PERIODS } from '@app/shared/contracts';
import { ProductBoard } from './board';
import { HOUR_MS, MINUTE_MS } from './calendar';
import { CATALOGUE } from './catalogue';
import { depthOf } from './depth';
import { MarketSimulator } from './simulator';
import { parseTicks } from './ticks';

const T0 = Date.parse('2025-01-07T15:00:00Z'); // a Tuesday: New York open, Asia closed

function build(options: { seed?: number; intervalMs?: number; hours?: 'always' | 'real'; start?: number } = {}) {
  let now = options.start ?? T0;
  const market = new MarketSimulator({
    catalogue: CATALOGUE,
    seed: options.seed ?? 7,
    intervalMs: options.intervalMs ?? 250,
    hours: options.hours,
    now: () => now,
  });
  return {
    market,
    /** Steps with the clock moving by the interval. */
    run(steps: number, stepMs = options.intervalMs ?? 250) {
      for (let i = 0; i < steps; i++) {
        now += stepMs;
        market.step();
      }
    },
    setNow(t: number) {
      now = t;
    },
  };
}

describe('catalogue', () => {
  it('lists at least 200 tradable products over four countries and six exchanges, plus indices', () => {
    const tradable = CATALOGUE.filter((p) => p.type !== 'index');
    expect(tradable.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CATALOGUE.map((p) => p.country))).toEqual(new Set(['US', 'HK', 'CN', 'JP']));
    expect(new Set(CATALOGUE.map((p) => p.exchange))).toEqual(new Set(['NASDAQ', 'NYSE', 'HKEX', 'SSE', 'SZSE', 'TSE']));
    expect(new Set(CATALOGUE.map((p) => p.code)).size).toBe(CATALOGUE.length);
    expect(CATALOGUE.filter((p) => p.type === 'index').map((p) => p.code)).toEqual(
      expect.arrayContaining(['DJI', 'IXIC', 'SPX', 'HSI', 'SH000001', 'N225']),
    );
  });

  it('follows each market’s decimals and tick, with previous closes on the tick', () => {
    for (const p of CATALOGUE) {
      expect(p.name.zh).toMatch(/\S/);
      expect(p.name.en).toMatch(/\S/);
      const units = parseTicks(p.previousClose, p.decimals);
      expect(units % p.tickUnits).toBe(0);
      expect(units).toBeGreaterThan(0);
      if (p.type === 'index') continue;
      expect(p.sharesOutstanding).toBeGreaterThan(0);
      expect(p.averageDailyVolume).toBeGreaterThan(0);
      switch (p.country) {
        case 'US':
          expect([p.decimals, p.tickSize, p.lotSize]).toEqual([2, '0.01', 1]);
          break;
        case 'HK':
          expect(p.decimals).toBe(units / 10 ** p.decimals < 10 ? 3 : 2);
          break;
        case 'CN':
          expect(p.decimals).toBe(p.type === 'etf' ? 3 : 2);
          expect(p.lotSize).toBe(100);
          break;
        case 'JP':
          expect([0, 1]).toContain(p.decimals);
          break;
      }
    }
    const byCode = new Map(CATALOGUE.map((p) => [p.code, p]));
    expect(byCode.get('00700')).toMatchObject({ decimals: 2, tickSize: '0.20' });
    expect(byCode.get('09988')).toMatchObject({ decimals: 2, tickSize: '0.05' });
    expect(byCode.get('00939')).toMatchObject({ decimals: 3, tickSize: '0.010' });
    expect(byCode.get('7203')).toMatchObject({ decimals: 1, tickSize: '0.5', previousClose: '2745.5' });
    expect(byCode.get('6861')).toMatchObject({ decimals: 0, tickSize: '10' });
    expect(byCode.get('510300')).toMatchObject({ decimals: 3, tickSize: '0.001', previousClose: '3.912' });
  });
});

describe('market simulator', () => {
  it('replays the same prices for the same seed', () => {
    const a = build();
    const b = build();
    a.run(500);
    b.run(500);
    expect(a.market.products('en')).toEqual(b.market.products('en'));
    const c = build({ seed: 8 });
    c.run(500);
    expect(c.market.products('en')).not.toEqual(a.market.products('en'));
  });

  it('keeps every figure consistent: decimals, ticks, high/low bounds, change against the previous close', () => {
    const { market, run } = build();
    run(400);
    for (const listing of CATALOGUE) {
      const quote = market.quote(listing.code)!;
      const decimals = new RegExp(`^-?\\d+${listing.decimals ? `\\.\\d{${listing.decimals}}` : ''}$`);
      for (const field of [quote.price, quote.change, quote.high, quote.low]) expect(field).toMatch(decimals);
      const [price, high, low, change] = [quote.price, quote.high, quote.low, quote.change].map((v) => parseTicks(v, listing.decimals));
      expect(price % listing.tickUnits).toBe(0);
      expect(low).toBeLessThanOrEqual(price);
      expect(high).toBeGreaterThanOrEqual(price);
      expect(price - market.session(listing.code)!.prevClose).toBe(change);
      expect(quote.changePct).toMatch(/^-?\d+\.\d{2}$/);
      expect(JSON.parse(market.quoteJson(listing.code)!)).toEqual(quote);
    }
  });

  it('moves prices realistically: some change, and a simulated session stays within a plausible band', () => {
    // Volatility scales with the step length, so a day can be run in one-minute steps.
    const { market, run } = build({ intervalMs: 60_000 });
    const before = market.products('en').map((p) => p.price);
    run(390);
    const after = market.products('en');
    expect(after.map((p) => p.price)).not.toEqual(before);
    for (const product of after) expect(Math.abs(Number(product.changePct))).toBeLessThan(25);
    const session = market.session('AAPL')!;
    expect(session.volume).toBeGreaterThan(0);
    expect(session.turnover).toBeGreaterThan(0n);
  });

  it('rolls the day over: the last price becomes the previous close and the day starts again', () => {
    const { market, run, setNow } = build({ intervalMs: 60_000 });
    run(30);
    const before = market.session('AAPL')!;
    setNow(T0 + 24 * HOUR_MS);
    market.step();
    const after = market.session('AAPL')!;
    expect(after.dayStart).toBeGreaterThan(before.dayStart);
    // With MARKET_HOURS=always trading is continuous: the new day opens at the last price.
    expect(after.prevClose).toBe(before.price);
    expect(after.open).toBe(before.price);
    expect(after.volume).toBeLessThan(before.volume);
    // The finished day is now a daily candle.
    const days = market.kline('AAPL', '1d', 2)!;
    expect(parseTicks(days[0].c, 2)).toBe(before.price);
  });

  it('with MARKET_HOURS=real moves only products whose exchange is in session', () => {
    const { market, run } = build({ hours: 'real' });
    expect(market.isOpen('AAPL')).toBe(true);
    expect(market.isOpen('00700')).toBe(false);
    expect(market.isExchangeOpen('TSE')).toBe(false);
    expect(market.isOpen('NOPE')).toBe(false);
    const hk = market.quote('00700');
    const us = market.quote('AAPL');
    run(400);
    expect(market.quote('00700')).toBe(hk);
    expect(market.quote('AAPL')).not.toBe(us);
  });

  it('notifies listeners on every step until stopped, from one timer', () => {
    jest.useFakeTimers();
    try {
      const { market } = build();
      const listener = jest.fn();
      market.onTick(listener);
      market.start();
      market.start();
      jest.advanceTimersByTime(1000);
      expect(listener).toHaveBeenCalledTimes(4);
      market.stop();
      jest.advanceTimersByTime(1000);
      expect(listener).toHaveBeenCalledTimes(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('prices a product listed after start, and a later listing of that code replaces it (never a catalogue product)', () => {
    const { market, run } = build();
    const newcomer = {
      ...CATALOGUE.find((p) => p.code === 'AAPL')!,
      code: 'ORBT',
      previousClose: '12.00',
      decimals: 2,
      tickUnits: 1,
      tickSize: '0.01',
      listedAt: T0,
    };
    market.addListing(newcomer);
    expect(market.session('ORBT')).toMatchObject({ prevClose: 1200 });
    run(400);
    const walked = market.quote('ORBT')!.price;

    // The same listing again, or an older one: nothing changes.
    market.addListing({ ...newcomer, previousClose: '99.00' });
    market.addListing({ ...newcomer, previousClose: '99.00', listedAt: T0 - 1 });
    expect(market.quote('ORBT')!.price).toBe(walked);

    // A later listing of the code: it trades from its own previous close, with its own candles.
    market.addListing({ ...newcomer, previousClose: '20.00', listedAt: T0 + HOUR_MS });
    expect(market.listing('ORBT')).toMatchObject({ previousClose: '20.00', listedAt: T0 + HOUR_MS });
    expect(market.session('ORBT')).toMatchObject({ prevClose: 2000 });
    expect(Math.abs(parseTicks(market.quote('ORBT')!.price, 2)! - 2000)).toBeLessThan(200);
    run(1);
    // Still stepped once per step (replaced, not added beside the old one), still off the board.
    expect(market.exportStep().rows.filter((r) => r[0] === 'ORBT')).toHaveLength(1);
    expect(market.allStates().some((s) => s.listing.code === 'ORBT')).toBe(false);

    // A catalogue product is never replaced, whatever the listing says.
    const apple = market.quote('AAPL')!.price;
    market.addListing({ ...newcomer, code: 'AAPL', previousClose: '1.00', listedAt: T0 + 2 * HOUR_MS });
    expect(market.quote('AAPL')!.price).toBe(apple);
  });

  it('lists products by country, named in the language asked for', () => {
    const { market } = build();
    expect(
      market
        .products('zh', 'JP')
        .slice(0, 2)
        .map((p) => p.name),
    ).toEqual(['丰田汽车', '索尼集团']);
    expect(market.products('en', 'XX')).toEqual([]);
    expect(market.quote('NOPE')).toBeUndefined();
    expect(market.listing('AAPL')).toMatchObject({ code: 'AAPL', type: 'stock', currency: 'USD', lotSize: 1 });
  });
});

describe('klines', () => {
  it('ends every period with the live candle and keeps OHLC and connection invariants', () => {
    // Ten minutes of one-second steps, so the live part spans several minutes.
    const { market, run } = build({ intervalMs: 1000 });
    run(600);
    for (const code of ['AAPL', '00700', '600519', '7203', 'HSI']) {
      const listing = market.listing(code)!;
      const live = parseTicks(market.quote(code)!.price, listing.decimals);
      for (const period of KLINE_PERIODS) {
        const candles = market.kline(code, period, 300)!;
        expect(candles.length).toBeGreaterThan(10);
        expect(parseTicks(candles[candles.length - 1].c, listing.decimals)).toBe(live);
        // Checked in plain code, then compared once: thousands of candles.
        const problems: string[] = [];
        candles.forEach((c, i) => {
          const [o, h, l, close] = [c.o, c.h, c.l, c.c].map((v) => parseTicks(v, listing.decimals));
          if (l > Math.min(o, close) || h < Math.max(o, close) || l <= 0) problems.push(`${i}: ohlc`);
          if (i === 0) return;
          const previous = candles[i - 1];
          if (c.t <= previous.t) problems.push(`${i}: order`);
          const previousClose = parseTicks(previous.c, listing.decimals);
          if (Math.abs(o - previousClose) / previousClose >= 0.05) problems.push(`${i}: gap`);
        });
        expect({ code, period, problems }).toEqual({ code, period, problems: [] });
      }
    }
  });

  it('aggregates the same live minutes into every intraday period', () => {
    const { market, run } = build({ intervalMs: 2000 });
    run(30 * 30); // 30 minutes
    const minutes = market.kline('AAPL', '1m', 10)!;
    const fives = market.kline('AAPL', '5m', 2)!;
    const lastFive = fives[fives.length - 1];
    const inside = minutes.filter((m) => m.t >= lastFive.t);
    expect(lastFive.o).toBe(inside[0].o);
    expect(lastFive.c).toBe(inside[inside.length - 1].c);
    expect(lastFive.v).toBe(inside.reduce((s, m) => s + m.v, 0));
    expect(Math.max(...inside.map((m) => Number(m.h)))).toBe(Number(lastFive.h));
  });

  it('pages back with `before` consistently and stays the same between calls', () => {
    const { market, run } = build();
    run(100);
    for (const period of ['1m', '1h', '1d', '1M'] as const) {
      const whole = market.kline('AAPL', period, 120)!;
      const newer = market.kline('AAPL', period, 60)!;
      const older = market.kline('AAPL', period, 60, newer[0].t)!;
      expect(older.concat(newer)).toEqual(whole);
      expect(market.kline('AAPL', period, 120)).toEqual(whole);
    }
    const minutes = market.kline('AAPL', '1m', 5)!;
    expect(minutes[4].t - minutes[3].t).toBe(MINUTE_MS);
    // Monthly history stops at the listing year.
    const months = market.kline('AAPL', '1M', 1000)!;
    expect(months.length).toBeLessThan(1000);
    expect(new Date(months[0].t + 12 * HOUR_MS).getUTCFullYear()).toBe(1980);
  });

  it('moves the last candle with every step', () => {
    const { market, run } = build();
    const before = market.kline('NVDA', '1m', 1)![0];
    let moved = false;
    for (let i = 0; i < 40 && !moved; i++) {
      run(1, 100);
      const last = market.kline('NVDA', '1m', 1)![0];
      moved = last.t === before.t && (last.c !== before.c || last.v !== before.v);
    }
    expect(moved).toBe(true);
  });
});

describe('depth and lists', () => {
  it('builds 10 levels a side one tick apart, best first', () => {
    const { market, run } = build();
    run(10);
    for (const code of ['AAPL', '00700', '510300', '6861']) {
      const state = market.stateOf(code)!;
      const { tickUnits, decimals } = state.listing;
      const depth = depthOf(state, market.version);
      expect(depth.bids).toHaveLength(10);
      expect(depth.asks).toHaveLength(10);
      const bids = depth.bids.map((b) => parseTicks(b.price, decimals));
      const asks = depth.asks.map((a) => parseTicks(a.price, decimals));
      for (let i = 1; i < 10; i++) {
        expect(bids[i - 1] - bids[i]).toBe(tickUnits);
        expect(asks[i] - asks[i - 1]).toBe(tickUnits);
      }
      expect(asks[0] - bids[0]).toBe(tickUnits);
      const price = state.session.price;
      expect(bids[0] <= price && asks[0] >= price).toBe(true);
      for (const level of [...depth.bids, ...depth.asks]) expect(level.volume % state.listing.lotSize).toBe(0);
      expect(depthOf(state, market.version)).toEqual(depth);
    }
    expect(depthOf(market.stateOf('HSI')!, market.version)).toEqual({ bids: [], asks: [] });
  });

  it('searches codes and names in both languages, best matches first', () => {
    const { market } = build();
    const board = new ProductBoard(market);
    expect(board.search('en', 'AAPL', 5)[0].code).toBe('AAPL');
    expect(board.search('en', 'aap', 5)[0].code).toBe('AAPL');
    expect(board.search('en', '700', 5)[0].code).toBe('00700');
    expect(board.search('zh', '腾讯', 5).map((p) => p.code)).toEqual(['00700', 'TME']);
    const apple = board.search('en', 'apple', 5);
    expect(apple[0].code).toBe('AAPL');
    // Exact code beats code prefix beats name prefix beats a word inside the name.
    const t = board.search('en', 'T', 6).map((p) => p.code);
    expect(t[0]).toBe('T');
    expect(t.slice(1).every((code) => code.startsWith('T'))).toBe(true);
    // Among equal matches the larger company comes first.
    expect(board.search('en', 'alphabet', 2).map((p) => p.code)).toEqual(['GOOGL', 'GOOG']);
    expect(board.search('en', 'motor', 10).map((p) => p.code)).toEqual(expect.arrayContaining(['7203', '7267', 'F', 'GM']));
    expect(board.search('en', '   ', 5)).toEqual([]);
  });

  it('caches formatted lists per step and sorts by change', () => {
    const { market, run } = build();
    const board = new ProductBoard(market);
    const first = board.list('en', { sort: 'changeDesc' });
    expect(board.list('en', { sort: 'changeDesc' })).toBe(first);
    const pct = first.map((p) => Number(p.changePct));
    expect([...pct].sort((a, b) => b - a)).toEqual(pct);
    run(1);
    expect(board.list('en', { sort: 'changeDesc' })).not.toBe(first);
    expect(board.list('en', { type: 'index' }).every((p) => p.type === 'index')).toBe(true);
    expect(board.list('en', {}).some((p) => p.type === 'index')).toBe(false);
  });
});
