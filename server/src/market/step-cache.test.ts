import { jsonOf } from '../http/envelope';
import { CATALOGUE } from './catalogue';
import { MarketSimulator } from './simulator';
import { StepCache } from './step-cache';

describe('step cache', () => {
  it('builds once per step and key, with the JSON attached, and starts again after a step', () => {
    const market = new MarketSimulator({ catalogue: CATALOGUE, seed: 1, intervalMs: 250, now: () => 1_736_262_000_000 });
    const cache = new StepCache(market, 2);
    const build = jest.fn(() => ({ price: market.quote('AAPL')!.price }));
    const first = cache.get('a', build);
    expect(cache.get('a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(jsonOf(first)).toBe(JSON.stringify(first));
    expect(Object.keys(first)).toEqual(['price']);
    market.step();
    expect(cache.get('a', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
    // Over its bound it still answers, without keeping the entry.
    cache.get('b', () => ({}));
    const c1 = cache.get('c', () => ({ n: 1 }));
    expect(cache.get('c', () => ({ n: 2 }))).not.toBe(c1);
  });
});
