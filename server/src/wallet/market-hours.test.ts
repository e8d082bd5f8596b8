import { isWithinHours, marketDay } from './market-hours';

// 2026-03-09 is a Monday; New York switched to daylight time (UTC−4) on 2026-03-08.
const at = (iso: string) => Date.parse(iso);

describe('withdrawal hours (America/New_York, Mon–Fri 09:30–16:00)', () => {
  it.each([
    ['2026-03-09T13:30:00Z', true], // 09:30 EDT, opening minute
    ['2026-03-09T13:29:59Z', false],
    ['2026-03-09T19:59:00Z', true], // 15:59
    ['2026-03-09T20:00:00Z', false], // 16:00 closes
    ['2026-03-06T14:30:00Z', true], // Friday 09:30 EST (UTC−5)
    ['2026-03-06T14:29:00Z', false],
    ['2026-03-07T16:00:00Z', false], // Saturday
    ['2026-03-08T16:00:00Z', false], // Sunday
  ])('%s → %s', (iso, open) => {
    expect(isWithinHours(at(iso))).toBe(open);
  });

  it('counts days in New York time', () => {
    expect(marketDay(at('2026-03-10T03:59:00Z'))).toBe('2026-03-09');
    expect(marketDay(at('2026-03-10T04:00:00Z'))).toBe('2026-03-10');
  });
});
