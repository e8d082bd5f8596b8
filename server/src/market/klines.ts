// product/kline: candles of any period, consistent with the live price.
//
// Two bases: one-minute candles (recorded by the simulator for the last day, generated before
// that) serve 1m…1h; days (today's session, the days since the server started, generated before
// that) serve 1d, 1w and 1M. A longer period aggregates its base over the live part, so where
// the simulation has run every period agrees; further back each period has its own generated
// walk, anchored at the open of its oldest live candle, so older candles still connect. The
// newest candle is always the live one: its close is the live price and its high/low include it.
import type { KlinePeriod } from '@app/shared/contracts';
import { KLINE_LIMITS } from '@app/shared/constants';
import type { UnitCandle } from './candle-ring';
import { MINUTE_MS } from './calendar';
import { historyBefore, type WalkParams } from './history';
import { mixSeed } from './random';
import type { ProductState } from './simulator';

const INTRADAY_MS: Partial<Record<KlinePeriod, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
};

/** Keeps each period's generated walk distinct. */
const PERIOD_SEED: Record<KlinePeriod, number> = { '1m': 1, '5m': 2, '15m': 3, '30m': 4, '1h': 5, '1d': 6, '1w': 7, '1M': 8 };

/** Yearly growth of the trend line behind generated history (so older prices are lower on average). */
const YEARLY_GROWTH = { stock: 0.08, etf: 0.06, index: 0.06 } as const;
/** Time scale of the pull back towards the trend line, in trading days. */
const INTRADAY_REVERSION_DAYS = 20;
const DAILY_REVERSION_DAYS = 250;
/** Overnight gap between days, as a share of the daily volatility. */
const GAP_SHARE = 0.25;

export function walkParams(state: ProductState, period: KlinePeriod): WalkParams {
  const { listing, calendar } = state;
  const sigmaDay = listing.dailyVolatility;
  const base = {
    seed: mixSeed(state.seed, PERIOD_SEED[period]),
    tickUnits: listing.tickUnits,
    lotSize: listing.lotSize,
    maxCandles: KLINE_LIMITS.maxHistoryCandles,
  };
  const ms = INTRADAY_MS[period];
  if (ms !== undefined) {
    const share = ms / calendar.tradingMsPerDay;
    return {
      ...base,
      sigma: sigmaDay * Math.sqrt(share),
      drift: 0,
      reversion: share / INTRADAY_REVERSION_DAYS,
      gapSigma: 0,
      volume: listing.averageDailyVolume * share,
      earliest: -Infinity,
      previous: (t) => calendar.previousBucket(ms, t),
    };
  }
  const days = period === '1d' ? 1 : period === '1w' ? calendar.tradingDaysPerWeek : calendar.tradingDaysPerMonth;
  const growthPerDay = YEARLY_GROWTH[listing.type] / (calendar.tradingDaysPerWeek * 52);
  return {
    ...base,
    sigma: sigmaDay * Math.sqrt(days),
    drift: growthPerDay * days,
    reversion: days / DAILY_REVERSION_DAYS,
    gapSigma: GAP_SHARE * sigmaDay,
    volume: listing.averageDailyVolume * days,
    earliest: calendar.tz.fromLocal(Date.UTC(listing.listedYear, 0, 1)),
    previous:
      period === '1d'
        ? (t) => calendar.previousTradingDay(t)
        : period === '1w'
          ? (t) => calendar.weekStart(t - 1)
          : (t) => calendar.monthStart(t - 1),
  };
}

/** Merges consecutive candles of the same bucket. */
function aggregate(candles: readonly UnitCandle[], bucketOf: (t: number) => number): UnitCandle[] {
  const out: UnitCandle[] = [];
  let last: UnitCandle | undefined;
  for (const c of candles) {
    const t = bucketOf(c.t);
    if (last && last.t === t) {
      if (c.h > last.h) last.h = c.h;
      if (c.l < last.l) last.l = c.l;
      last.c = c.c;
      last.v += c.v;
    } else {
      last = { t, o: c.o, h: c.h, l: c.l, c: c.c, v: c.v };
      out.push(last);
    }
  }
  return out;
}

/**
 * Aggregates the live base candles into buckets. The oldest bucket usually began before the
 * simulation: its earlier part is filled from the base's generated history, so it is a whole candle.
 */
function aggregateLive(
  base: UnitCandle[],
  baseParams: WalkParams,
  anchorClose: number,
  bucketOf: (t: number) => number,
  maxFill: number,
): UnitCandle[] {
  const first = base[0];
  const bucketStart = bucketOf(first.t);
  const fill =
    bucketStart < first.t
      ? historyBefore({ ...baseParams, earliest: Math.max(baseParams.earliest, bucketStart) }, first.t, anchorClose, Infinity, maxFill)
      : [];
  return aggregate(fill.length ? fill.concat(base) : base, bucketOf);
}

function todayOf(state: ProductState): UnitCandle {
  const s = state.session;
  return { t: s.dayStart, o: s.open, h: s.high, l: s.low, c: s.price, v: s.volume };
}

/** The live part of a period, oldest first; never empty (the newest is the current candle). */
function livePart(state: ProductState, period: KlinePeriod): { candles: UnitCandle[]; anchorClose: number } {
  const ms = INTRADAY_MS[period];
  if (ms !== undefined) {
    const minutes = state.minutes.toArray();
    minutes.push({ ...state.minute });
    if (ms === MINUTE_MS) return { candles: minutes, anchorClose: minutes[0].o };
    const candles = aggregateLive(minutes, walkParams(state, '1m'), minutes[0].o, (t) => t - (t % ms), ms / MINUTE_MS);
    return { candles, anchorClose: candles[0].o };
  }
  const days = state.days.concat(todayOf(state));
  if (period === '1d') return { candles: days, anchorClose: state.daysAnchorClose };
  const { calendar } = state;
  const bucketOf = period === '1w' ? (t: number) => calendar.weekStart(t) : (t: number) => calendar.monthStart(t);
  const candles = aggregateLive(days, walkParams(state, '1d'), state.daysAnchorClose, bucketOf, 31);
  return { candles, anchorClose: candles[0].o };
}

/** Up to `limit` candles opening before `before`, oldest first, prices in integer units. */
export function buildKline(state: ProductState, period: KlinePeriod, limit: number, before = Infinity): UnitCandle[] {
  const { candles, anchorClose } = livePart(state, period);
  let end = candles.length;
  while (end > 0 && candles[end - 1].t >= before) end--;
  const taken = candles.slice(Math.max(0, end - limit), end);
  if (taken.length === limit) return taken;
  const older = historyBefore(walkParams(state, period), candles[0].t, anchorClose, before, limit - taken.length);
  return older.concat(taken);
}
