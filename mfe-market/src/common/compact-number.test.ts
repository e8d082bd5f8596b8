// The hand-written compact format is Intl's own, value by value, in the four interface languages.
import { compactNumber } from './compact-number';

const LOCALE = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' } as const;
const intl = Object.fromEntries(
  Object.entries(LOCALE).map(([ui, locale]) => [ui, new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 })]),
) as Record<keyof typeof LOCALE, Intl.NumberFormat>;

/** A deterministic spread of values: every magnitude, fractions, halves and the edges of each unit. */
function samples(): number[] {
  const out = [
    0, 1, 0.004, 0.005, 0.015, 1.005, 2.675, 999, 999.994, 999.995, 999.999, 1000, 9999, 9999.994, 9999.995, 10000, 99999.5, 999999,
    999999.5, 1e6, 12345678, 99999999, 99995000, 1e8, 123456789012, 999999999999, 1e12, 999499999999999, 5e14,
  ];
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 3000; i += 1) {
    const magnitude = Math.floor(next() * 15);
    const value = next() * 10 ** magnitude;
    out.push(value, Math.round(value), Math.round(value * 1000) / 1000);
  }
  return out;
}

describe('compactNumber', () => {
  it.each(Object.keys(LOCALE) as Array<keyof typeof LOCALE>)('writes what Intl writes in %s', (language) => {
    const differences: string[] = [];
    for (const value of samples()) {
      for (const n of [value, -value]) {
        const mine = compactNumber(n, language);
        const theirs = intl[language].format(n);
        if (mine !== theirs) differences.push(`${n}: ${mine} ≠ ${theirs}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('leaves to Intl what its units stop at', () => {
    expect(compactNumber(1e15, 'en')).toBeNull();
    expect(compactNumber(Number.NaN, 'en')).toBeNull();
    expect(compactNumber(12345678, 'en')).toBe('12.35M');
    expect(compactNumber(12345678, 'zh-Hans')).toBe('1234.57万');
    expect(compactNumber(123456789, 'zh-Hant')).toBe('1.23億');
  });
});
