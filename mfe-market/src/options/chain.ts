// The shape of an option chain: which expiries and strikes a user expects around the live price.

const DAY_MS = 86_400_000;
/** Expiry at 16:00 in UTC−5 (the app's time zone, docs/product.md §7) = 21:00 UTC. */
const EXPIRY_UTC_HOUR = 21;
const STEPS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 50, 100, 250, 500];

export const STRIKES_EACH_SIDE = 8;
export const EXPIRY_COUNT = 6;

/** Strike spacing: about 2.5 % of the price, rounded to a usual step. */
export function strikeStep(spot: number): number {
  const target = spot * 0.025;
  return STEPS.reduce((best, s) => (Math.abs(Math.log(s / target)) < Math.abs(Math.log(best / target)) ? s : best), STEPS[0]);
}

/** Strikes around the at-the-money strike, ascending. */
export function strikesAround(spot: number, each = STRIKES_EACH_SIDE): number[] {
  const step = strikeStep(spot);
  const atm = Math.round(spot / step) * step;
  const out: number[] = [];
  for (let i = -each; i <= each; i += 1) {
    const k = Number((atm + i * step).toFixed(4)); // outside the figure format: a strike rounded for arithmetic, shown through formatFigure
    if (k > 0) out.push(k);
  }
  return out;
}

function fridayOnOrAfter(utcMidnight: number): number {
  const day = new Date(utcMidnight).getUTCDay();
  return utcMidnight + ((5 - day + 7) % 7) * DAY_MS;
}

function thirdFriday(year: number, month: number): number {
  return fridayOnOrAfter(Date.UTC(year, month, 1)) + 14 * DAY_MS;
}

/**
 * The next weekly expiries (Fridays) and monthly ones (third Friday of the month), soonest first,
 * each at 16:00 UTC−5; an expiry already past `now` is skipped.
 */
export function upcomingExpiries(now: number, count = EXPIRY_COUNT): number[] {
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const set = new Set<number>();
  let friday = fridayOnOrAfter(midnight);
  for (let i = 0; i < 4; i += 1, friday += 7 * DAY_MS) set.add(friday + EXPIRY_UTC_HOUR * 3_600_000);
  for (let m = 0; m < 4; m += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + m, 1));
    set.add(thirdFriday(date.getUTCFullYear(), date.getUTCMonth()) + EXPIRY_UTC_HOUR * 3_600_000);
  }
  return [...set]
    .filter((t) => t > now)
    .sort((a, b) => a - b)
    .slice(0, count);
}

export function yearsUntil(expiry: number, now: number): number {
  return Math.max(0, expiry - now) / (365 * DAY_MS);
}

export type TimeLeft =
  | { unit: 'expired' }
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; count: number }
  | { unit: 'dayHours'; hours: number }
  | { unit: 'days'; count: number };

const HOUR_MS = 3_600_000;

/**
 * Time to an expiry as a trader reads it on the expiry tabs. Every figure is rounded down, so the
 * tab never promises more time than there is:
 *   - at or past the expiry: expired;
 *   - under 1 hour: whole minutes, at least 1 ("59 min");
 *   - under 1 day: whole hours ("23 h");
 *   - under 2 days: one day and whole hours ("1 d 7 h" at 1.3 days);
 *   - from 2 days on: whole days ("2 days" from exactly 2.0 days until 3).
 */
export function timeLeft(expiry: number, now: number): TimeLeft {
  const ms = expiry - now;
  if (ms <= 0) return { unit: 'expired' };
  if (ms < HOUR_MS) return { unit: 'minutes', count: Math.max(1, Math.floor(ms / 60_000)) };
  if (ms < DAY_MS) return { unit: 'hours', count: Math.floor(ms / HOUR_MS) };
  if (ms < 2 * DAY_MS) return { unit: 'dayHours', hours: Math.floor((ms - DAY_MS) / HOUR_MS) };
  return { unit: 'days', count: Math.floor(ms / DAY_MS) };
}
