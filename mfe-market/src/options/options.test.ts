import { blackScholes, historicalVolatility, normCdf } from './black-scholes';
import { strikeStep, strikesAround, timeLeft, upcomingExpiries } from './chain';

describe('Black–Scholes', () => {
  it('matches textbook values (S=100, K=100, T=1, σ=20 %, r=5 %)', () => {
    const v = blackScholes({ spot: 100, strike: 100, years: 1, vol: 0.2, rate: 0.05 });
    expect(v.call).toBeCloseTo(10.4506, 3);
    expect(v.put).toBeCloseTo(5.5735, 3);
    expect(v.callDelta).toBeCloseTo(0.6368, 3);
    expect(v.putDelta).toBeCloseTo(-0.3632, 3);
    expect(v.gamma).toBeCloseTo(0.01876, 4);
    expect(v.vega).toBeCloseTo(0.3752, 3);
  });

  it('satisfies put–call parity', () => {
    const spot = 182.4;
    const strike = 190;
    const years = 0.1;
    const rate = 0.04;
    const v = blackScholes({ spot, strike, years, vol: 0.35, rate });
    expect(v.call - v.put).toBeCloseTo(spot - strike * Math.exp(-rate * years), 8);
  });

  it('is worth its intrinsic value at expiry', () => {
    expect(blackScholes({ spot: 110, strike: 100, years: 0, vol: 0.3, rate: 0.04 })).toMatchObject({ call: 10, put: 0, callDelta: 1 });
  });

  it('normCdf is symmetric and accurate', () => {
    expect(normCdf(0)).toBeCloseTo(0.5, 7);
    expect(normCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normCdf(-1.5) + normCdf(1.5)).toBeCloseTo(1, 7);
  });

  it('annualises the volatility of daily closes', () => {
    const closes = Array.from({ length: 30 }, (_, i) => 100 * Math.exp(i % 2 ? 0.01 : -0.01));
    expect(historicalVolatility(closes)).toBeGreaterThan(0.2);
    expect(historicalVolatility([1, 2])).toBeNull();
  });
});

describe('option chain shape', () => {
  it('spaces strikes about 2.5 % apart around the at-the-money strike', () => {
    expect(strikeStep(200)).toBe(5);
    expect(strikeStep(3.9)).toBe(0.1);
    expect(strikeStep(1500)).toBe(50);
    const strikes = strikesAround(227.48);
    expect(strikes).toHaveLength(17);
    expect(strikes[8]).toBe(225);
    expect(strikes[0]).toBe(185);
  });

  it('lists weekly Fridays and monthly third Fridays, soonest first, at 16:00 UTC−5', () => {
    const now = Date.UTC(2025, 0, 8, 12); // Wednesday 8 Jan 2025
    const expiries = upcomingExpiries(now);
    expect(expiries.map((t) => new Date(t).toISOString().slice(0, 10))).toEqual([
      '2025-01-10',
      '2025-01-17',
      '2025-01-24',
      '2025-01-31',
      '2025-02-21',
      '2025-03-21',
    ]);
    expect(new Date(expiries[0]).getUTCHours()).toBe(21);
    // 2 days 9 hours to Friday 16:00 UTC−5: whole days, rounded down.
    expect(timeLeft(expiries[0], now)).toEqual({ unit: 'days', count: 2 });
  });
});

describe('time left to an expiry', () => {
  const expiry = Date.UTC(2025, 0, 10, 21);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it.each([
    ['59 min', 59 * MIN, { unit: 'minutes', count: 59 }],
    ['30 s', 30_000, { unit: 'minutes', count: 1 }],
    ['1 h exactly', HOUR, { unit: 'hours', count: 1 }],
    ['23 h', 23 * HOUR, { unit: 'hours', count: 23 }],
    ['23 h 59 min', 24 * HOUR - MIN, { unit: 'hours', count: 23 }],
    ['1 day exactly', DAY, { unit: 'dayHours', hours: 0 }],
    ['1.3 days', 1.3 * DAY, { unit: 'dayHours', hours: 7 }],
    ['1 day 23 h 59 min', 2 * DAY - MIN, { unit: 'dayHours', hours: 23 }],
    ['2.0 days', 2 * DAY, { unit: 'days', count: 2 }],
    ['2.9 days', 2.9 * DAY, { unit: 'days', count: 2 }],
    ['no time', 0, { unit: 'expired' }],
    ['an hour past', -HOUR, { unit: 'expired' }],
  ])('%s before it', (_, before, expected) => {
    expect(timeLeft(expiry, expiry - before)).toEqual(expected);
  });
});
