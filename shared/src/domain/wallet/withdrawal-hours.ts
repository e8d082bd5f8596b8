// docs/product.md §9: withdrawals only between market open and close (WITHDRAWAL_HOURS, New York time,
// daylight saving included). The form says when they open next; the provider decides.
import { WITHDRAWAL_HOURS } from '../../constants/wallet';

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
let formatter: Intl.DateTimeFormat | null = null;

function localTime(ms: number): { weekday: number; minutes: number } {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WITHDRAWAL_HOURS.timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = Object.fromEntries(formatter.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS[parts.weekday], minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function isWithdrawalHours(ms: number): boolean {
  const t = localTime(ms);
  return (
    (WITHDRAWAL_HOURS.weekdays as readonly number[]).includes(t.weekday) &&
    t.minutes >= minutesOf(WITHDRAWAL_HOURS.open) &&
    t.minutes < minutesOf(WITHDRAWAL_HOURS.close)
  );
}

const QUARTER_MS = 15 * 60 * 1000;

/**
 * The next moment withdrawals open after `now` (ms), or `now` when they are open. The opening time
 * is on a quarter hour and the zone's offset is whole hours, so quarter-hour steps find it exactly.
 */
export function nextWithdrawalOpen(now: number): number {
  if (isWithdrawalHours(now)) return now;
  let t = Math.ceil(now / QUARTER_MS) * QUARTER_MS;
  for (let i = 0; i < 8 * 96; i++, t += QUARTER_MS) if (isWithdrawalHours(t)) return t;
  return t;
}
