// Candles from before the live simulation, generated backwards from an anchor (the open of the
// oldest live candle, or for days the first previous close): each candle's draws come from a
// generator keyed by (product, period, candle start), so the same request always answers the same
// candles, in any order of paging. The walk is a mean-reverting log price around a trend line
// through the anchor (growth going forward, so older prices are lower on average); this keeps
// decades of monthly candles plausible instead of drifting to absurd prices.
import type { UnitCandle } from './candle-ring';
import { keyedRandom, normal } from './random';

export interface WalkParams {
  /** Product and period, mixed. */
  seed: number;
  tickUnits: number;
  lotSize: number;
  /** Standard deviation of one candle's log return. */
  sigma: number;
  /** Mean log return per candle (the trend). */
  drift: number;
  /** Share of the distance to the trend line recovered per candle. */
  reversion: number;
  /** Standard deviation of the gap between a candle's open and the previous close. */
  gapSigma: number;
  /** Expected shares per candle. */
  volume: number;
  /** No candle starts before this instant. */
  earliest: number;
  /** At most this many candles back from the anchor. */
  maxCandles: number;
  /** Start of the candle before the one starting at t (skips closed periods). */
  previous(t: number): number;
}

/** Mean of the high/low extension beyond open and close, in candle sigmas. */
const EXTENSION = 0.35;
/** Spread of the volume around its mean (log-normal). */
const VOLUME_SPREAD = 0.4;

function onTick(value: number, tick: number, round: (x: number) => number): number {
  return Math.max(tick, round(value / tick) * tick);
}

/**
 * Up to `limit` candles starting before `before`, oldest first, taken from the walk back from
 * the anchor: the newest generated candle starts before `anchorT` and closes at `anchorClose`.
 */
export function historyBefore(p: WalkParams, anchorT: number, anchorClose: number, before: number, limit: number): UnitCandle[] {
  const out: UnitCandle[] = [];
  if (limit <= 0) return out;
  const tick = p.tickUnits;
  const trendOrigin = Math.log(anchorClose);
  let close = anchorClose;
  let t = anchorT;
  for (let k = 1; k <= p.maxCandles && out.length < limit; k++) {
    t = p.previous(t);
    if (t < p.earliest) break;
    const random = keyedRandom(p.seed, t);
    const deviation = Math.log(close) - (trendOrigin - p.drift * k);
    const ret = p.drift + p.reversion * deviation + p.sigma * normal(random);
    const open = onTick(close * Math.exp(-ret), tick, Math.round);
    const high = onTick(Math.max(open, close) * Math.exp(p.sigma * EXTENSION * -Math.log(1 - random())), tick, Math.ceil);
    const low = onTick(Math.min(open, close) * Math.exp(-p.sigma * EXTENSION * -Math.log(1 - random())), tick, Math.floor);
    const lots = Math.round((p.volume / p.lotSize) * Math.exp(VOLUME_SPREAD * normal(random) - VOLUME_SPREAD ** 2 / 2));
    if (t < before) out.push({ t, o: open, h: high, l: Math.min(low, open, close), c: close, v: lots * p.lotSize });
    const gap = p.gapSigma * normal(random);
    close = gap === 0 ? open : onTick(open * Math.exp(-gap), tick, Math.round);
  }
  return out.reverse();
}
