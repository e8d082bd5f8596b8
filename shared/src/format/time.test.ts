// docs/product.md §7 time filters: UTC−5, MM-DD-YYYY (or MM/DD/YYYY) HH:MM:SS, time only when the date is today.
// The epoch values below were computed independently with GNU date, e.g.
//   date -u -d 2026-03-01T04:59:59Z +%s                              → 1772341199
//   TZ=Etc/GMT+5 date -d 2026-03-01T04:59:59Z '+%m-%d-%Y %H:%M:%S'   → 02-28-2026 23:59:59
import { formatMs, formatSeconds, orDash } from './time';

// seconds since epoch (UTC instant → expected UTC−5 wall clock)
const S = {
  mar1_0459_59Z: 1772341199, // 02-28-2026 23:59:59
  mar1_0500_00Z: 1772341200, // 03-01-2026 00:00:00
  leap_2028_mar1_0459_59Z: 1835499599, // 02-29-2028 23:59:59
  leap_2028_feb29_0500Z: 1835413200, // 02-29-2028 00:00:00
  jan1_2026_0459_59Z: 1767243599, // 12-31-2025 23:59:59
  mar1_0300Z: 1772334000, // 02-28-2026 22:00:00
  feb28_0600Z: 1772258400, // 02-28-2026 01:00:00
  mar1_0100Z: 1772326800, // 02-28-2026 20:00:00
  mar1_0400Z: 1772337600, // 02-28-2026 23:00:00
  mar1_1200Z: 1772366400, // 03-01-2026 07:00:00
  feb28_2025_0600Z: 1740722400, // 02-28-2025 01:00:00
  epoch: 0, // 12-31-1969 19:00:00
} as const;
const ms = (s: number) => s * 1000;
// A "now" far from every instant above, so they all print with their date.
const FAR_NOW = ms(S.mar1_1200Z) + 30 * 24 * 3600 * 1000;

describe('formatMs', () => {
  it('shows the last second of a day in UTC−5 (already the next day in UTC)', () => {
    expect(formatMs(ms(S.mar1_0459_59Z), '-', FAR_NOW)).toBe('02-28-2026 23:59:59');
  });

  it('shows midnight in UTC−5 as 05:00:00Z', () => {
    expect(formatMs(ms(S.mar1_0500_00Z), '-', FAR_NOW)).toBe('03-01-2026 00:00:00');
  });

  it('truncates sub-second milliseconds', () => {
    expect(formatMs(ms(S.mar1_0459_59Z) + 999, '-', FAR_NOW)).toBe('02-28-2026 23:59:59');
  });

  it('handles a leap day', () => {
    expect(formatMs(ms(S.leap_2028_mar1_0459_59Z), '-', FAR_NOW)).toBe('02-29-2028 23:59:59');
    expect(formatMs(ms(S.leap_2028_feb29_0500Z), '-', FAR_NOW)).toBe('02-29-2028 00:00:00');
  });

  it('crosses a year boundary', () => {
    expect(formatMs(ms(S.jan1_2026_0459_59Z), '-', FAR_NOW)).toBe('12-31-2025 23:59:59');
    expect(formatMs(ms(S.epoch), '-', FAR_NOW)).toBe('12-31-1969 19:00:00');
  });

  it("uses '/' as separator when asked", () => {
    expect(formatMs(ms(S.mar1_0459_59Z), '/', FAR_NOW)).toBe('02/28/2026 23:59:59');
    expect(formatMs(ms(S.mar1_0500_00Z), '/', FAR_NOW)).toBe('03/01/2026 00:00:00');
  });

  describe('the "today" rule (today in UTC−5)', () => {
    it('prints only the time when the date is today', () => {
      // now = 02-28 22:00 in UTC−5, value = 02-28 01:00 in UTC−5
      expect(formatMs(ms(S.feb28_0600Z), '-', ms(S.mar1_0300Z))).toBe('01:00:00');
    });

    it('prints only the time for a value already on the next UTC day but still today in UTC−5', () => {
      // now = 2026-03-01T01:00Z (02-28 20:00 UTC−5), value = 2026-03-01T04:59:59Z (02-28 23:59:59 UTC−5)
      expect(formatMs(ms(S.mar1_0459_59Z), '-', ms(S.mar1_0100Z))).toBe('23:59:59');
      // now on the previous UTC day, value on the next UTC day, same UTC−5 day
      expect(formatMs(ms(S.mar1_0400Z), '-', ms(S.feb28_0600Z))).toBe('23:00:00');
    });

    it('prints the full date when the UTC date matches but the UTC−5 date does not', () => {
      // both 2026-03-01 in UTC; value is 02-28 20:00 and now is 03-01 07:00 in UTC−5
      expect(formatMs(ms(S.mar1_0100Z), '-', ms(S.mar1_1200Z))).toBe('02-28-2026 20:00:00');
      // both 2026-03-01 in UTC; value is 03-01 00:00 and now is 02-28 23:00 in UTC−5
      expect(formatMs(ms(S.mar1_0500_00Z), '-', ms(S.mar1_0400Z))).toBe('03-01-2026 00:00:00');
    });

    it('treats midnight UTC−5 as the boundary (one second earlier is yesterday)', () => {
      const now = ms(S.mar1_1200Z); // 03-01 07:00 in UTC−5
      expect(formatMs(ms(S.mar1_0500_00Z), '-', now)).toBe('00:00:00');
      expect(formatMs(ms(S.mar1_0459_59Z), '-', now)).toBe('02-28-2026 23:59:59');
    });

    it('requires the same year, not only the same month and day', () => {
      expect(formatMs(ms(S.feb28_2025_0600Z), '-', ms(S.mar1_0300Z))).toBe('02-28-2025 01:00:00');
    });

    it('applies to the "/" variant too', () => {
      expect(formatMs(ms(S.feb28_0600Z), '/', ms(S.mar1_0300Z))).toBe('01:00:00');
      expect(formatMs(ms(S.feb28_0600Z), '/', FAR_NOW)).toBe('02/28/2026 01:00:00');
    });

    describe('default now = Date.now()', () => {
      afterEach(() => jest.useRealTimers());

      it('uses the current clock when now is not passed', () => {
        jest.useFakeTimers();
        jest.setSystemTime(ms(S.mar1_0100Z)); // 02-28 20:00 in UTC−5
        expect(formatMs(ms(S.mar1_0459_59Z))).toBe('23:59:59');
        expect(formatMs(ms(S.mar1_0500_00Z))).toBe('03-01-2026 00:00:00');
      });
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('prints -- for %s', (_label, value) => {
    expect(formatMs(value as number | null | undefined, '-', FAR_NOW)).toBe('--');
    expect(formatMs(value as number | null | undefined, '/', FAR_NOW)).toBe('--');
  });
});

describe('formatSeconds', () => {
  it('formats the same instants given in seconds', () => {
    expect(formatSeconds(S.mar1_0459_59Z)).toBe('02-28-2026 23:59:59');
    expect(formatSeconds(S.mar1_0500_00Z)).toBe('03-01-2026 00:00:00');
    expect(formatSeconds(S.leap_2028_mar1_0459_59Z)).toBe('02-29-2028 23:59:59');
    expect(formatSeconds(S.jan1_2026_0459_59Z)).toBe('12-31-2025 23:59:59');
    expect(formatSeconds(S.epoch)).toBe('12-31-1969 19:00:00');
  });

  it("uses '/' as separator when asked", () => {
    expect(formatSeconds(S.mar1_0459_59Z, '/')).toBe('02/28/2026 23:59:59');
    expect(formatSeconds(S.leap_2028_feb29_0500Z, '/')).toBe('02/29/2028 00:00:00');
  });

  describe('no "today" rule', () => {
    afterEach(() => jest.useRealTimers());

    it('always prints the date, even for today', () => {
      jest.useFakeTimers();
      jest.setSystemTime(ms(S.mar1_0100Z)); // 02-28 20:00 in UTC−5
      expect(formatSeconds(S.mar1_0400Z)).toBe('02-28-2026 23:00:00');
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('prints -- for %s', (_label, value) => {
    expect(formatSeconds(value as number | null | undefined)).toBe('--');
  });
});

describe('orDash', () => {
  it('prints -- for null, undefined and the empty string', () => {
    expect(orDash(null)).toBe('--');
    expect(orDash(undefined)).toBe('--');
    expect(orDash('')).toBe('--');
  });

  it('prints other values as text, including 0 and "0"', () => {
    expect(orDash(0)).toBe('0');
    expect(orDash('0')).toBe('0');
    expect(orDash(12.5)).toBe('12.5');
    expect(orDash('AAPL')).toBe('AAPL');
    expect(orDash(' ')).toBe(' ');
  });
});
