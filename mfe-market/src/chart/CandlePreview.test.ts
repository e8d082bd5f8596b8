import { axisTime, priceTicks } from './CandlePreview';
import { VISIBLE_CANDLES } from './chart-options';
import { previewWindow, type Ohlc, type Vol } from './live-candle';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import zhHans from '../locales/zh-Hans.json';
import zhHant from '../locales/zh-Hant.json';
import packEn from './lang/en.json';
import packJa from './lang/ja.json';
import packZhHans from './lang/zh-Hans.json';
import packZhHant from './lang/zh-Hant.json';

const MIN = 60_000;
const series = (n: number) => ({
  ohlc: Array.from({ length: n }, (_, i): Ohlc => [i * 5 * MIN, 10, 12, 9, 11]),
  volume: Array.from({ length: n }, (_, i): Vol => [i * 5 * MIN, 100 + i]),
});

describe('the chart preview', () => {
  it('price levels are round numbers inside the range', () => {
    expect(priceTicks(229.15, 231.23)).toEqual([229.5, 230, 230.5, 231]);
    expect(priceTicks(0.91, 1.37)).toEqual([1, 1.1, 1.2, 1.3]);
    expect(priceTicks(5, 5)).toEqual([5]);
  });

  it('axis times are UTC−5, in figures', () => {
    const t = Date.UTC(2026, 10, 25, 14, 35); // 14:35 UTC = 09:35 in UTC−5
    expect(axisTime(t, true)).toBe('09:35');
    expect(axisTime(Date.UTC(2026, 10, 25, 3, 0), false)).toBe('11-24');
  });

  it('shows the candles in view, the live price on the last one', () => {
    const w = previewWindow(series(100), 13, 99 * 5 * MIN + 1000, '5m', VISIBLE_CANDLES);
    expect(w.ohlc).toHaveLength(VISIBLE_CANDLES);
    expect(w.ohlc[0][0]).toBe(40 * 5 * MIN);
    expect(w.ohlc.at(-1)).toEqual([99 * 5 * MIN, 10, 13, 9, 13]);
    expect(w.volume).toHaveLength(VISIBLE_CANDLES);
  });

  it('a price after the period opens the next candle and drops the oldest', () => {
    const w = previewWindow(series(60), 8, 60 * 5 * MIN + 1000, '5m', VISIBLE_CANDLES);
    expect(w.ohlc).toHaveLength(VISIBLE_CANDLES);
    expect(w.ohlc.at(-1)).toEqual([60 * 5 * MIN, 8, 8, 8, 8]);
    expect(w.volume.at(-1)).toEqual([60 * 5 * MIN, 0]);
    expect(w.ohlc[0][0]).toBe(5 * MIN);
  });

  it('the stand-in tools are named exactly as Highcharts names its own, in every language', () => {
    const pairs = [
      [en, packEn],
      [ja, packJa],
      [zhHans, packZhHans],
      [zhHant, packZhHant],
    ] as const;
    for (const [locale, pack] of pairs) {
      for (const [key, title] of Object.entries(locale.chart.tools)) {
        expect([key, title]).toEqual([key, (pack.stockTools.gui as Record<string, string>)[key]]);
      }
    }
  });
});
