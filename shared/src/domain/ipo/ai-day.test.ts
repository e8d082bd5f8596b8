// The AI allowance's day: the UTC−5 calendar day, and the moment it ends.
import { aiDayKey, aiDayResetAt } from './ai-day';

// 2026-03-10 23:00:00 in UTC−5 (04:00 UTC on the 11th).
const LATE_EVENING = Date.UTC(2026, 2, 11, 4, 0, 0);
const MIDNIGHT = Date.UTC(2026, 2, 11, 5, 0, 0);

it('counts in the UTC−5 calendar day', () => {
  expect(aiDayKey(LATE_EVENING)).toBe('2026-03-10');
  expect(aiDayKey(MIDNIGHT - 1)).toBe('2026-03-10');
  expect(aiDayKey(MIDNIGHT)).toBe('2026-03-11');
});

it('resets at the next 00:00 UTC−5, whatever the hour of the day', () => {
  expect(aiDayResetAt(LATE_EVENING)).toBe(MIDNIGHT);
  expect(aiDayResetAt(MIDNIGHT - 1)).toBe(MIDNIGHT);
  // At midnight itself a new day has begun: it ends a day later.
  expect(aiDayResetAt(MIDNIGHT)).toBe(MIDNIGHT + 24 * 3_600_000);
  // 00:30 UTC on the 11th is still the 10th in UTC−5.
  expect(aiDayResetAt(Date.UTC(2026, 2, 11, 0, 30))).toBe(MIDNIGHT);
  expect(aiDayKey(aiDayResetAt(LATE_EVENING))).not.toBe(aiDayKey(LATE_EVENING));
});
