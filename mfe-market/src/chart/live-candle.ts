// How a live price moves the chart's last candle. Pure, so it is tested without a chart.
import type { Candle, KlinePeriod } from '@app/shared';
import { PERIOD_MS } from '../common/constants';

/** [time, open, high, low, close] as Highcharts takes a candlestick point. */
export type Ohlc = [number, number, number, number, number];
/** [time, volume] as Highcharts takes a column point. */
export type Vol = [number, number];

export function toSeries(candles: readonly Candle[]): { ohlc: Ohlc[]; volume: Vol[] } {
  const ohlc: Ohlc[] = [];
  const volume: Vol[] = [];
  for (const c of candles) {
    ohlc.push([c.t, Number(c.o), Number(c.h), Number(c.l), Number(c.c)]);
    volume.push([c.t, c.v]);
  }
  return { ohlc, volume };
}

/** Periods whose candles the client may open itself; longer ones follow calendar rules the provider knows. */
export function isIntraday(period: KlinePeriod): boolean {
  return PERIOD_MS[period] < PERIOD_MS['1d'];
}

export type CandleChange = { kind: 'update'; point: Ohlc } | { kind: 'add'; point: Ohlc };

/**
 * The change a price at time `ts` makes to the chart: the last candle's high, low and close
 * follow it; once an intraday period has elapsed a new candle opens at the price. Returns null
 * when nothing visible changes (or the tick is older than the last candle).
 */
export function applyPrice(last: Ohlc | undefined, price: number, ts: number, period: KlinePeriod): CandleChange | null {
  if (!last || !Number.isFinite(price) || price <= 0) return null;
  const [t, o, h, l, c] = last;
  if (ts < t) return null;
  const span = PERIOD_MS[period];
  if (isIntraday(period) && ts >= t + span) {
    const open = t + Math.floor((ts - t) / span) * span;
    return { kind: 'add', point: [open, price, price, price, price] };
  }
  const next: Ohlc = [t, o, Math.max(h, price), Math.min(l, price), price];
  if (next[2] === h && next[3] === l && next[4] === c) return null;
  return { kind: 'update', point: next };
}

/**
 * The candles in view (the latest `visible`) with the live price applied: what the chart's preview
 * draws before Highcharts (CandlePreview). A new candle drops the oldest from view.
 */
export function previewWindow(
  series: { ohlc: readonly Ohlc[]; volume: readonly Vol[] },
  price: number,
  ts: number,
  period: KlinePeriod,
  visible: number,
): { ohlc: Ohlc[]; volume: Vol[] } {
  const ohlc = series.ohlc.slice(-visible);
  const volume = series.volume.slice(-visible);
  const change = applyPrice(ohlc[ohlc.length - 1], price, ts, period);
  if (change?.kind === 'update') ohlc[ohlc.length - 1] = change.point;
  if (change?.kind === 'add') {
    ohlc.push(change.point);
    volume.push([change.point[0], 0]);
    if (ohlc.length > visible) {
      ohlc.shift();
      volume.shift();
    }
  }
  return { ohlc, volume };
}
