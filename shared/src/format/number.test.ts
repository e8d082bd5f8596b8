import { direction, formatPercent } from './number';

describe('direction', () => {
  it.each([
    ['1.23', 1],
    ['0.01', 1],
    ['+2', 1],
    ['-0.5', -1],
    ['-0.01', -1],
    ['0', 0],
    ['0.00', 0],
    ['-0', 0],
    ['-0.00', 0],
    ['', 0],
    ['abc', 0],
    ['--', 0],
  ] as const)('string %p → %p', (input, expected) => {
    expect(direction(input)).toBe(expected);
  });

  it.each([
    [3, 1],
    [0.0001, 1],
    [-7, -1],
    [0, 0],
    [-0, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
  ] as const)('number %p → %p', (input, expected) => {
    expect(direction(input)).toBe(expected);
  });

  it('is 0 for null and undefined', () => {
    expect(direction(null)).toBe(0);
    expect(direction(undefined)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('prefixes a positive change with +', () => {
    expect(formatPercent('1.23')).toBe('+1.23%');
    expect(formatPercent('0.01')).toBe('+0.01%');
  });

  it('keeps the minus sign of a negative change', () => {
    expect(formatPercent('-0.5')).toBe('-0.5%');
    expect(formatPercent('-12.00')).toBe('-12.00%');
  });

  it('adds no sign to a flat change and keeps the digits as given', () => {
    expect(formatPercent('0')).toBe('0%');
    expect(formatPercent('0.00')).toBe('0.00%');
  });

  it('prints -- for null, undefined and the empty string', () => {
    expect(formatPercent(null)).toBe('--');
    expect(formatPercent(undefined)).toBe('--');
    expect(formatPercent('')).toBe('--');
  });
});
