import { drawLottery, seededRandom } from './lottery';

describe('IPO lottery', () => {
  it('gives every order all it applied for when the issue is under-subscribed', () => {
    const outcome = drawLottery(
      [
        { id: 1, lots: 3 },
        { id: 2, lots: 5 },
      ],
      10,
      20,
      7,
    );
    expect(outcome.result).toBe('underSubscription');
    expect([...outcome.won]).toEqual([
      [1, 3],
      [2, 5],
    ]);
  });

  it('draws lots when oversubscribed, never more than applied or offered, the same for the same seed', () => {
    const entries = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, lots: 10 }));
    const a = drawLottery(entries, 500, 250, 42);
    const b = drawLottery(entries, 500, 250, 42);
    expect(a.result).toBe('oversubscription');
    expect([...a.won]).toEqual([...b.won]);
    const total = [...a.won.values()].reduce((s, n) => s + n, 0);
    for (const [, lots] of a.won) expect(lots).toBeLessThanOrEqual(10);
    expect(total).toBeLessThanOrEqual(250);
    // Each of the 500 applied lots wins with probability 250 / 1000: about 125.
    expect(total).toBeGreaterThan(90);
    expect(total).toBeLessThan(160);
    expect([...drawLottery(entries, 500, 250, 43).won]).not.toEqual([...a.won]);
  });

  it('never hands out more lots than offered', () => {
    const outcome = drawLottery(
      [
        { id: 1, lots: 100 },
        { id: 2, lots: 100 },
      ],
      0,
      150,
      1,
    );
    expect(outcome.result).toBe('oversubscription');
    expect((outcome.won.get(1) ?? 0) + (outcome.won.get(2) ?? 0)).toBeLessThanOrEqual(150);
  });

  it('seededRandom is uniform-ish in [0, 1)', () => {
    const r = seededRandom(123);
    const values = Array.from({ length: 1000 }, r);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((s, v) => s + v, 0) / 1000).toBeCloseTo(0.5, 1);
  });
});
