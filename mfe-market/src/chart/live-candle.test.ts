import { applyPrice, toSeries, type Ohlc } from './live-candle';

const MIN = 60_000;
const last: Ohlc = [10 * MIN, 100, 102, 99, 101];

describe('the last candle follows the live price', () => {
  it('moves close, and high or low when the price breaks them', () => {
    expect(applyPrice(last, 101.5, 10 * MIN + 20_000, '1m')).toEqual({ kind: 'update', point: [10 * MIN, 100, 102, 99, 101.5] });
    expect(applyPrice(last, 103, 10 * MIN + 20_000, '1m')).toEqual({ kind: 'update', point: [10 * MIN, 100, 103, 99, 103] });
    expect(applyPrice(last, 98, 10 * MIN + 20_000, '5m')).toEqual({ kind: 'update', point: [10 * MIN, 100, 102, 98, 98] });
  });

  it('opens a new intraday candle, aligned to the period, once the period has elapsed', () => {
    expect(applyPrice(last, 104, 11 * MIN + 5_000, '1m')).toEqual({ kind: 'add', point: [11 * MIN, 104, 104, 104, 104] });
    expect(applyPrice(last, 104, 13 * MIN + 5_000, '1m')).toEqual({ kind: 'add', point: [13 * MIN, 104, 104, 104, 104] });
    expect(applyPrice(last, 104, 14 * MIN, '5m')?.kind).toBe('update');
    expect(applyPrice(last, 104, 15 * MIN, '5m')).toEqual({ kind: 'add', point: [15 * MIN, 104, 104, 104, 104] });
  });

  it('never opens daily, weekly or monthly candles itself (calendar rules belong to the provider)', () => {
    expect(applyPrice(last, 104, 10 * MIN + 3 * 86_400_000, '1d')).toEqual({ kind: 'update', point: [10 * MIN, 100, 104, 99, 104] });
  });

  it('ignores unchanged, stale, invalid prices and an empty chart', () => {
    expect(applyPrice(last, 101, 10 * MIN + 1, '1m')).toBeNull();
    expect(applyPrice(last, 120, 9 * MIN, '1m')).toBeNull();
    expect(applyPrice(last, Number.NaN, 10 * MIN + 1, '1m')).toBeNull();
    expect(applyPrice(undefined, 100, 1, '1m')).toBeNull();
  });

  it('converts provider candles (decimal strings) to chart points', () => {
    expect(toSeries([{ t: 1, o: '1.5', h: '2', l: '1', c: '1.75', v: 300 }])).toEqual({ ohlc: [[1, 1.5, 2, 1, 1.75]], volume: [[1, 300]] });
  });
});
