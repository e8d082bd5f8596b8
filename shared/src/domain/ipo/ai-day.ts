// The day the AI ordering's daily allowance counts in: the UTC−5 calendar day (the app's time zone,
// docs/product.md §1), the same rule on the provider (which refuses the third order of a day) and
// on the AI page (which says when the allowance comes back).
import { AI_ORDERING } from '../../constants/ipo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC−5 calendar day (YYYY-MM-DD) of a moment: the day the daily limit counts in. */
export function aiDayKey(ms: number): string {
  return new Date(ms + AI_ORDERING.dayOffsetMs).toISOString().slice(0, 10);
}

/** The moment the day of `ms` ends (the next 00:00 UTC−5): the daily allowance is whole again from then. */
export function aiDayResetAt(ms: number): number {
  const local = ms + AI_ORDERING.dayOffsetMs;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS - AI_ORDERING.dayOffsetMs;
}
