import { ExchangeCalendar, HOUR_MS, MINUTE_MS, TimeZone } from './calendar';
import { EXCHANGES } from './exchanges';

const at = (iso: string) => Date.parse(iso);
const calendar = (code: string, mode: 'always' | 'real' = 'real') =>
  new ExchangeCalendar(
    EXCHANGES.find((e) => e.code === code)!,
    mode,
  );

describe('time zones', () => {
  it('follows New York daylight saving to the minute', () => {
    const ny = new TimeZone('America/New_York');
    expect(ny.offsetAt(at('2024-03-10T06:59:00Z'))).toBe(-5 * HOUR_MS);
    expect(ny.offsetAt(at('2024-03-10T07:00:00Z'))).toBe(-4 * HOUR_MS);
    expect(ny.offsetAt(at('2024-11-03T05:59:00Z'))).toBe(-4 * HOUR_MS);
    expect(ny.offsetAt(at('2024-11-03T06:00:00Z'))).toBe(-5 * HOUR_MS);
  });

  it('converts local wall time both ways', () => {
    const tokyo = new TimeZone('Asia/Tokyo');
    const instant = at('2025-01-06T00:00:00Z');
    expect(tokyo.toLocal(instant)).toBe(at('2025-01-06T09:00:00Z'));
    expect(tokyo.fromLocal(at('2025-01-06T09:00:00Z'))).toBe(instant);
    const ny = new TimeZone('America/New_York');
    expect(ny.fromLocal(at('2025-07-01T09:30:00Z'))).toBe(at('2025-07-01T13:30:00Z'));
    expect(ny.fromLocal(at('2025-01-02T09:30:00Z'))).toBe(at('2025-01-02T14:30:00Z'));
  });
});

describe('exchange sessions (MARKET_HOURS=real)', () => {
  it.each([
    // NYSE: 09:30–16:00 New York time, summer and winter.
    ['NYSE', '2025-07-01T13:29:00Z', false],
    ['NYSE', '2025-07-01T13:30:00Z', true],
    ['NYSE', '2025-07-01T19:59:00Z', true],
    ['NYSE', '2025-07-01T20:00:00Z', false],
    ['NYSE', '2025-01-02T13:30:00Z', false],
    ['NYSE', '2025-01-02T14:30:00Z', true],
    // HKEX lunch break 12:00–13:00 (UTC+8).
    ['HKEX', '2025-01-06T01:30:00Z', true],
    ['HKEX', '2025-01-06T04:30:00Z', false],
    ['HKEX', '2025-01-06T05:00:00Z', true],
    ['HKEX', '2025-01-06T08:00:00Z', false],
    // Shanghai 09:30–11:30, 13:00–15:00.
    ['SSE', '2025-01-06T03:29:00Z', true],
    ['SSE', '2025-01-06T03:30:00Z', false],
    ['SZSE', '2025-01-06T06:59:00Z', true],
    ['SZSE', '2025-01-06T07:00:00Z', false],
    // Tokyo 09:00–11:30, 12:30–15:30 (UTC+9).
    ['TSE', '2025-01-06T00:00:00Z', true],
    ['TSE', '2025-01-06T02:45:00Z', false],
    ['TSE', '2025-01-06T06:29:00Z', true],
    ['TSE', '2025-01-06T06:30:00Z', false],
    // Weekends are closed everywhere.
    ['HKEX', '2025-01-04T02:00:00Z', false],
    ['NASDAQ', '2025-01-04T15:00:00Z', false],
  ])('%s at %s is open: %s', (code, iso, open) => {
    expect(calendar(code).isOpen(at(iso))).toBe(open);
  });

  it('is always open with MARKET_HOURS=always', () => {
    expect(calendar('HKEX', 'always').isOpen(at('2025-01-04T20:00:00Z'))).toBe(true);
    expect(calendar('HKEX', 'always').tradingMsPerDay).toBe(24 * HOUR_MS);
    expect(calendar('HKEX').tradingMsPerDay).toBe(330 * MINUTE_MS);
  });

  it('names the trading day whose session is current or latest', () => {
    const hk = calendar('HKEX');
    const mondayMidnight = at('2025-01-05T16:00:00Z'); // 2025-01-06 00:00 in Hong Kong
    const fridayMidnight = at('2025-01-02T16:00:00Z');
    expect(hk.dayStart(at('2025-01-06T02:00:00Z'))).toBe(mondayMidnight);
    expect(hk.tradingDayAt(at('2025-01-06T02:00:00Z'))).toBe(mondayMidnight);
    // Before Monday's open, and all weekend, Friday's session is the latest.
    expect(hk.tradingDayAt(at('2025-01-06T00:00:00Z'))).toBe(fridayMidnight);
    expect(hk.tradingDayAt(at('2025-01-04T12:00:00Z'))).toBe(fridayMidnight);
    expect(hk.previousTradingDay(mondayMidnight)).toBe(fridayMidnight);
  });

  it('measures the share of the trading day gone', () => {
    const hk = calendar('HKEX');
    expect(hk.elapsedShare(at('2025-01-06T01:00:00Z'))).toBe(1); // before the open: Friday is done
    expect(hk.elapsedShare(at('2025-01-06T02:35:00Z'))).toBeCloseTo(65 / 330);
    expect(hk.elapsedShare(at('2025-01-06T04:30:00Z'))).toBeCloseTo(150 / 330); // lunch
  });

  it('finds weeks and months in local time', () => {
    const sse = calendar('SSE');
    expect(sse.weekStart(at('2025-01-08T10:00:00Z'))).toBe(at('2025-01-05T16:00:00Z'));
    expect(sse.monthStart(at('2025-03-01T01:00:00Z'))).toBe(at('2025-02-28T16:00:00Z'));
  });

  it('steps intraday buckets back over lunch, nights and weekends', () => {
    const hk = calendar('HKEX');
    const hour = 60 * MINUTE_MS;
    // Monday 13:00 HKT → Monday 11:00 HKT (the 12:00 bucket is lunch).
    expect(hk.previousBucket(hour, at('2025-01-06T05:00:00Z'))).toBe(at('2025-01-06T03:00:00Z'));
    // Monday 09:00 HKT → Friday 15:00 HKT.
    expect(hk.previousBucket(hour, at('2025-01-06T01:00:00Z'))).toBe(at('2025-01-03T07:00:00Z'));
    // One-minute: Monday 09:30 → Friday 15:59.
    expect(hk.previousBucket(MINUTE_MS, at('2025-01-06T01:30:00Z'))).toBe(at('2025-01-03T07:59:00Z'));
    expect(calendar('HKEX', 'always').previousBucket(hour, at('2025-01-06T01:00:00Z'))).toBe(at('2025-01-06T00:00:00Z'));
  });
});
