import { hashString, keyedRandom, mixSeed, mulberry32, normal } from './random';

describe('seeded random numbers', () => {
  it('stays in [0, 1) and repeats for a seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const value = a();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(b()).toBe(value);
    }
  });

  it('draws normals with mean about 0 and deviation about 1', () => {
    const random = mulberry32(1);
    const draws = Array.from({ length: 20_000 }, () => normal(random));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    const variance = draws.reduce((s, x) => s + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(0.05);
  });
});

describe('keyed random numbers', () => {
  it('gives the same draws for the same key and different ones for another', () => {
    const a = keyedRandom(1, 2, 1_700_000_000_000);
    const b = keyedRandom(1, 2, 1_700_000_000_000);
    const c = keyedRandom(1, 2, 1_700_000_060_000);
    const drawsA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(drawsA);
    expect([c(), c(), c()]).not.toEqual(drawsA);
  });

  it('hashes codes stably and spreads keys', () => {
    expect(hashString('AAPL')).toBe(hashString('AAPL'));
    expect(hashString('AAPL')).not.toBe(hashString('AAPM'));
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => mixSeed(7, i)));
    expect(seeds.size).toBe(1000);
    expect(mixSeed(-1)).not.toBe(mixSeed(1));
  });
});
