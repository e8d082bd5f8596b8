// Local time of an exchange without a date library: the zone's offsets come from Intl (its changes
// found once per year and cached), and local dates are computed as "local milliseconds" (wall time
// read as if it were UTC).
//
// With MARKET_HOURS=always every day is a trading day and the whole day is one session, so the
// same calendar code serves both modes.
import type { MarketHoursMode } from '@app/shared/constants';
import type { ExchangeInfo } from './exchanges';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Above this many cached days the session cache is emptied (a long backwards walk must not grow it forever). */
const CACHE_LIMIT = 20_000;

/** Offsets of one UTC year: the offset at its start and each change within it. */
interface YearOffsets {
  from: number;
  to: number;
  initial: number;
  /** [instant of the change, offset from then on], in order. */
  changes: Array<readonly [number, number]>;
}

export class TimeZone {
  private readonly format: Intl.DateTimeFormat;
  private readonly years = new Map<number, YearOffsets>();
  /** The year looked up last (most lookups fall in the same year). */
  private recent: YearOffsets = { from: 0, to: 0, initial: 0, changes: [] };

  constructor(readonly name: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
  }

  /** Local wall time minus UTC at instant t, in ms. */
  offsetAt(t: number): number {
    let offsets = this.recent;
    if (!(t >= offsets.from && t < offsets.to)) {
      const year = new Date(t).getUTCFullYear();
      offsets = this.years.get(year) ?? this.offsetsOfYear(year);
      this.years.set(year, offsets);
      this.recent = offsets;
    }
    let offset = offsets.initial;
    for (const [at, after] of offsets.changes) {
      if (t < at) break;
      offset = after;
    }
    return offset;
  }

  /** Straight from Intl (slow: about 10 µs). */
  private intlOffset(t: number): number {
    const at = Math.floor(t / MINUTE_MS) * MINUTE_MS;
    const part: Record<string, number> = {};
    for (const { type, value } of this.format.formatToParts(at)) part[type] = Number(value);
    return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute) - at;
  }

  /**
   * Samples the start of every month (zones change offset at most once in a month) and finds each
   * change to the minute by bisection: a few dozen Intl calls per zone and year, then cached.
   */
  private offsetsOfYear(year: number): YearOffsets {
    const starts = Array.from({ length: 13 }, (_, m) => Date.UTC(year, m, 1));
    const samples = starts.map((t) => this.intlOffset(t));
    const changes: Array<readonly [number, number]> = [];
    for (let m = 0; m < 12; m++) {
      if (samples[m] === samples[m + 1]) continue;
      let lo = starts[m];
      let hi = starts[m + 1];
      while (hi - lo > MINUTE_MS) {
        const mid = Math.floor((lo + hi) / 2 / MINUTE_MS) * MINUTE_MS;
        if (this.intlOffset(mid) === samples[m]) lo = mid;
        else hi = mid;
      }
      changes.push([hi, samples[m + 1]]);
    }
    return { from: starts[0], to: starts[12], initial: samples[0], changes };
  }

  /** Wall time at instant t, as ms read as UTC. */
  toLocal(t: number): number {
    return t + this.offsetAt(t);
  }

  /** The instant of a local wall time (ms read as UTC). */
  fromLocal(local: number): number {
    const guess = local - this.offsetAt(local);
    return local - this.offsetAt(guess);
  }
}

/** 0 = Sunday … 6 = Saturday, of a local-ms value (1970-01-01 was a Thursday). */
function weekdayOfLocal(local: number): number {
  return (((Math.floor(local / DAY_MS) + 4) % 7) + 7) % 7;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

export class ExchangeCalendar {
  readonly tz: TimeZone;
  /** Sessions as [open, close) minutes after local midnight. */
  private readonly sessionMinutes: ReadonlyArray<readonly [number, number]>;
  /** Trading time of one day: the sum of the sessions, or 24 h with MARKET_HOURS=always. */
  readonly tradingMsPerDay: number;
  readonly tradingDaysPerWeek: number;
  readonly tradingDaysPerMonth: number;
  private readonly sessionCache = new Map<number, ReadonlyArray<readonly [number, number]>>();

  constructor(
    readonly exchange: ExchangeInfo,
    readonly mode: MarketHoursMode,
  ) {
    this.tz = new TimeZone(exchange.timezone);
    this.sessionMinutes = exchange.sessions.map((s) => [minutesOf(s.open), minutesOf(s.close)] as const);
    this.tradingMsPerDay = mode === 'always' ? DAY_MS : this.sessionMinutes.reduce((sum, [o, c]) => sum + (c - o) * MINUTE_MS, 0);
    this.tradingDaysPerWeek = mode === 'always' ? 7 : 5;
    this.tradingDaysPerMonth = mode === 'always' ? 30.44 : 21;
  }

  /** Instant of local midnight of the day containing t. */
  dayStart(t: number): number {
    return this.tz.fromLocal(Math.floor(this.tz.toLocal(t) / DAY_MS) * DAY_MS);
  }

  weekday(t: number): number {
    return weekdayOfLocal(this.tz.toLocal(t));
  }

  isTradingDay(t: number): boolean {
    if (this.mode === 'always') return true;
    const weekday = this.weekday(t);
    return weekday >= 1 && weekday <= 5;
  }

  /** The sessions of the local day that starts at `dayStart`, as [open, close) instants. */
  sessionsOn(dayStart: number): ReadonlyArray<readonly [number, number]> {
    let sessions = this.sessionCache.get(dayStart);
    if (!sessions) {
      if (this.sessionCache.size > CACHE_LIMIT) this.sessionCache.clear();
      const midnight = Math.floor(this.tz.toLocal(dayStart) / DAY_MS) * DAY_MS;
      sessions =
        this.mode === 'always'
          ? [[dayStart, this.tz.fromLocal(midnight + DAY_MS)]]
          : this.sessionMinutes.map(
              ([o, c]) => [this.tz.fromLocal(midnight + o * MINUTE_MS), this.tz.fromLocal(midnight + c * MINUTE_MS)] as const,
            );
      this.sessionCache.set(dayStart, sessions);
    }
    return sessions;
  }

  isOpen(t: number): boolean {
    if (this.mode === 'always') return true;
    const day = this.dayStart(t);
    if (!this.isTradingDay(day)) return false;
    return this.sessionsOn(day).some(([open, close]) => t >= open && t < close);
  }

  previousTradingDay(dayStart: number): number {
    let day = this.dayStart(dayStart - 1);
    while (!this.isTradingDay(day)) day = this.dayStart(day - 1);
    return day;
  }

  /** The trading day whose session is under way or is the latest one to have started, at t. */
  tradingDayAt(t: number): number {
    const day = this.dayStart(t);
    if (this.isTradingDay(day) && t >= this.sessionsOn(day)[0][0]) return day;
    return this.previousTradingDay(day);
  }

  /** Share of the trading day `tradingDayAt(t)` that has passed at t (0…1). */
  elapsedShare(t: number): number {
    const day = this.tradingDayAt(t);
    let elapsed = 0;
    for (const [open, close] of this.sessionsOn(day)) elapsed += Math.max(0, Math.min(t, close) - open);
    return Math.min(1, elapsed / this.tradingMsPerDay);
  }

  /** Monday 00:00 local of the week containing t. */
  weekStart(t: number): number {
    const local = this.tz.toLocal(t);
    const dayIndex = Math.floor(local / DAY_MS);
    return this.tz.fromLocal((dayIndex - ((weekdayOfLocal(local) + 6) % 7)) * DAY_MS);
  }

  /** The 1st, 00:00 local, of the month containing t. */
  monthStart(t: number): number {
    const local = new Date(this.tz.toLocal(t));
    return this.tz.fromLocal(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1));
  }

  /** Latest instant ≤ t inside a session. */
  lastTradingInstant(t: number): number {
    if (this.mode === 'always') return t;
    let day = this.dayStart(t);
    for (let i = 0; i < 16; i++) {
      if (this.isTradingDay(day)) {
        const sessions = this.sessionsOn(day);
        for (let s = sessions.length - 1; s >= 0; s--) {
          const [open, close] = sessions[s];
          if (open <= t) return Math.min(t, close - 1);
        }
      }
      day = this.dayStart(day - 1);
    }
    throw new Error(`no session of ${this.exchange.code} in the 16 days before ${t}`);
  }

  /** Start of the latest intraday bucket of `periodMs` (aligned to UTC) that starts ≤ t and overlaps a session. */
  bucketAtOrBefore(periodMs: number, t: number): number {
    const last = this.lastTradingInstant(t);
    return last - (((last % periodMs) + periodMs) % periodMs);
  }

  previousBucket(periodMs: number, bucketStart: number): number {
    return this.bucketAtOrBefore(periodMs, bucketStart - 1);
  }
}
