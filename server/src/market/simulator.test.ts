import { CATALOGUE } from './catalogue';
import { MarketSimulator } from './simulator';
import { parseTicks } from './ticks';

const build = (seed = 7, intervalMs = 250) => new MarketSimulator({ catalogue: CATALOGUE, seed, intervalMs, now: () => 1_700_000_000_000 });

function run(simulator: MarketSimulator, steps: number) {
  for (let i = 0; i < steps; i++) simulator.step();
}

describe('market simulator', () => {
  it('replays the same prices for the same seed', () => {
    const a = build();
    const b = build();
    run(a, 500);
    run(b, 500);
    expect(a.products('en')).toEqual(b.products('en'));
    const c = build(8);
    run(c, 500);
    expect(c.products('en')).not.toEqual(a.products('en'));
  });

  it('keeps every figure consistent: decimals, high/low bounds, change against the previous close', () => {
    const simulator = build();
    run(simulator, 2000);
    for (const listing of CATALOGUE) {
      const quote = simulator.quote(listing.code)!;
      const decimals = new RegExp(`^-?\\d+${listing.decimals ? `\\.\\d{${listing.decimals}}` : ''}$`);
      for (const field of [quote.price, quote.change, quote.high, quote.low]) expect(field).toMatch(decimals);
      const [price, high, low, change] = [quote.price, quote.high, quote.low, quote.change].map((v) => parseTicks(v, listing.decimals));
      expect(low).toBeLessThanOrEqual(price);
      expect(high).toBeGreaterThanOrEqual(price);
      expect(price - parseTicks(listing.previousClose, listing.decimals)).toBe(change);
      expect(quote.changePct).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('moves prices realistically: some change, and a simulated day stays within a plausible band', () => {
    // Volatility scales with the step length, so a 6.5-hour day can be run in one-minute steps.
    const simulator = build(7, 60_000);
    const before = simulator.products('en').map((p) => p.price);
    run(simulator, 390);
    const after = simulator.products('en');
    expect(after.map((p) => p.price)).not.toEqual(before);
    for (const product of after) expect(Math.abs(Number(product.changePct))).toBeLessThan(20);
  });

  it('notifies listeners on every step until stopped, from one timer', () => {
    jest.useFakeTimers();
    try {
      const simulator = build();
      const listener = jest.fn();
      simulator.onTick(listener);
      simulator.start();
      simulator.start();
      jest.advanceTimersByTime(1000);
      expect(listener).toHaveBeenCalledTimes(4);
      simulator.stop();
      jest.advanceTimersByTime(1000);
      expect(listener).toHaveBeenCalledTimes(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('lists products by country, named in the language asked for', () => {
    const simulator = build();
    expect(simulator.products('zh', 'JP').map((p) => p.name)).toEqual(['丰田汽车', '索尼集团']);
    expect(simulator.products('en', 'XX')).toEqual([]);
    expect(simulator.quote('NOPE')).toBeUndefined();
  });
});
