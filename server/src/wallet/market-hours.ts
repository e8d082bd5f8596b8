// docs/product.md §9: withdrawals only between market open and close. The clock is passed in, so tests
// decide what time it is. Exchange holidays are not modelled.
import { WITHDRAWAL_HOURS } from '@app/shared/constants';

export interface TradingHours {
  timeZone: string;
  open: string;
  close: string;
  weekdays: readonly number[];
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock time at `now` in the zone: date, weekday (0 = Sunday) and minutes since midnight. */
export function localTime(now: number, timeZone: string): { day: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(now))
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday],
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Open from `open` (inclusive) to `close` (exclusive) on the listed weekdays. */
export function isWithinHours(now: number, hours: TradingHours = WITHDRAWAL_HOURS): boolean {
  const t = localTime(now, hours.timeZone);
  return hours.weekdays.includes(t.weekday) && t.minutes >= minutesOf(hours.open) && t.minutes < minutesOf(hours.close);
}

/** The calendar day (YYYY-MM-DD) of the market's time zone: the unit of the daily withdrawal cap. */
export function marketDay(now: number): string {
  return localTime(now, WITHDRAWAL_HOURS.timeZone).day;
}
