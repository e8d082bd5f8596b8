import { divideRounded, formatBigUnits, formatChangePct, formatTicks, parseTicks } from './ticks';

describe('integer tick prices', () => {
  it.each([
    ['227.48', 2, 22748],
    ['3.912', 3, 3912],
    ['2745.5', 1, 27455],
    ['1538', 2, 153800],
    ['0.05', 2, 5],
  ])('parses %s with %i decimals', (text, decimals, ticks) => {
    expect(parseTicks(text, decimals)).toBe(ticks);
  });

  it('refuses more decimals than the product has, and non-decimals', () => {
    expect(() => parseTicks('1.234', 2)).toThrow();
    expect(() => parseTicks('1e3', 2)).toThrow();
  });

  it.each([
    [22748, 2, '227.48'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [-0, 2, '0.00'],
    [3912, 3, '3.912'],
    [27455, 1, '2745.5'],
    [42, 0, '42'],
  ])('formats %i with %i decimals as %s', (ticks, decimals, text) => {
    expect(formatTicks(ticks, decimals)).toBe(text);
  });

  it('rounds half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
  });

  it('computes the percent change with 2 decimals', () => {
    expect(formatChangePct(152, 22748)).toBe('0.67');
    expect(formatChangePct(-152, 22748)).toBe('-0.67');
    expect(formatChangePct(-1, 1_000_000)).toBe('0.00');
    expect(formatChangePct(0, 100)).toBe('0.00');
  });
});

describe('big unit amounts', () => {
  it('formats bigints beyond 2^53 exactly', () => {
    expect(formatBigUnits(123456789012345678901n, 2)).toBe('1234567890123456789.01');
    expect(formatBigUnits(5n, 3)).toBe('0.005');
    expect(formatBigUnits(-5n, 2)).toBe('-0.05');
    expect(formatBigUnits(42n, 0)).toBe('42');
  });
});
