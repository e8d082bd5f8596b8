// Volumes and turnover in the reader's units ("12.35M", "1234.57万", "1.23億"), written by hand:
// `new Intl.NumberFormat(locale, { notation: 'compact' })` loads ICU's compact-number data on
// first use, one ~15 ms task (60 ms on Lighthouse's phone CPU) before a product's page could paint.
// The output is Intl's own (compact-number.test.ts compares them value by value):
// CLDR's short units, at most two fraction digits rounded half away from zero on the number's
// decimal digits, the unit picked again when rounding reaches the next one (999 999 → "1M").
import { currentUiLanguage, type UiLanguage } from '@app/shared';

/** CLDR short compact units per interface language: [power of ten, suffix], largest first. */
const UNITS: Record<UiLanguage, ReadonlyArray<readonly [number, string]>> = {
  en: [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ],
  'zh-Hans': [
    [12, '万亿'],
    [8, '亿'],
    [4, '万'],
  ],
  'zh-Hant': [
    [12, '兆'],
    [8, '億'],
    [4, '萬'],
  ],
  ja: [
    [12, '兆'],
    [8, '億'],
    [4, '万'],
  ],
};

/** Beyond this the units stop (CLDR writes e.g. "1000T"): Intl formats it. */
const LARGEST = 1e15;
const FRACTION_DIGITS = 2;

/**
 * `abs` (≥ 0, finite, written without an exponent) divided by 10^power, rounded half away from
 * zero to two fraction digits on its decimal digits (as Intl rounds: 1.005 → 1.01), as a string
 * without trailing zeros.
 */
function scaled(abs: number, power: number): string {
  const [int, frac = ''] = String(abs).split('.');
  const digits = int + frac;
  const point = int.length - power; // where the decimal point falls in `digits`
  const keep = point + FRACTION_DIGITS; // digits kept (may be ≤ 0: the value rounds to 0.00 or 0.01)
  const padded = keep > digits.length ? digits.padEnd(keep, '0') : digits;
  let kept = keep > 0 ? BigInt(padded.slice(0, keep) || '0') : 0n;
  const next = keep >= 0 ? padded.charAt(keep) : '0';
  if (next >= '5') kept += 1n;
  const text = kept.toString().padStart(FRACTION_DIGITS + 1, '0');
  const whole = text.slice(0, -FRACTION_DIGITS);
  const fraction = text.slice(-FRACTION_DIGITS).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** 12345678 → "12.35M" (en) / "1234.57万" (zh-Hans); null where Intl must decide (huge or exponent). */
export function compactNumber(n: number, language: UiLanguage): string | null {
  const abs = Math.abs(n);
  if (!Number.isFinite(n) || abs >= LARGEST || /e/i.test(String(abs))) return null;
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''; // as Intl: -0.004 → "-0"
  const units = UNITS[language];
  // The unit the value reaches, then again after rounding (9999.996 → "10K", not "10000").
  let index = units.findIndex(([power]) => abs >= 10 ** power);
  for (;;) {
    const power = index >= 0 ? units[index][0] : 0;
    const text = scaled(abs, power);
    const bigger = index >= 0 ? index - 1 : units.length - 1;
    const step = bigger >= 0 ? 10 ** (units[bigger][0] - power) : Infinity;
    if (bigger >= 0 && Number(text) >= step) {
      index = bigger;
      continue;
    }
    return `${sign}${text}${index >= 0 ? units[index][1] : ''}`;
  }
}

const LOCALE = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' } as const;

/**
 * 12345678 → "12.35M" (en) / "1234.57万" (zh, ja): volumes and turnover in the reader's units.
 * Here, not in format.ts: the Home widgets use format.ts and need none of this.
 */
export function formatCompact(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '--';
  const language = currentUiLanguage();
  // Intl only for the huge values the hand-written units stop at.
  return compactNumber(n, language) ?? new Intl.NumberFormat(LOCALE[language], { notation: 'compact', maximumFractionDigits: 2 }).format(n); // outside the figure format: compact volumes beyond the hand-written units
}
