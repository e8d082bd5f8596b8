import { mulberry32, normal } from './random';

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
