import { cumulativeDepth } from './depth';

describe('cumulative depth', () => {
  it('adds volumes outwards from the best price on each side, in ascending price order', () => {
    const depth = cumulativeDepth({
      bids: [
        { price: '10.00', volume: 5 },
        { price: '9.90', volume: 10 },
        { price: '9.80', volume: 20 },
      ],
      asks: [
        { price: '10.10', volume: 4 },
        { price: '10.20', volume: 6 },
      ],
    });
    expect(depth.bids).toEqual([
      [9.8, 35],
      [9.9, 15],
      [10, 5],
    ]);
    expect(depth.asks).toEqual([
      [10.1, 4],
      [10.2, 10],
    ]);
    expect(depth.maxTotal).toBe(35);
    expect(depth.spread).toBeCloseTo(0.1);
    expect(depth.mid).toBeCloseTo(10.05);
  });

  it('accepts levels in any order and an empty side', () => {
    const depth = cumulativeDepth({
      bids: [
        { price: '9', volume: 1 },
        { price: '10', volume: 2 },
      ],
      asks: [],
    });
    expect(depth.bids).toEqual([
      [9, 3],
      [10, 2],
    ]);
    expect(depth.asks).toEqual([]);
    expect(depth.spread).toBeNull();
    expect(depth.mid).toBeNull();
  });
});
