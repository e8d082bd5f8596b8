// Exact decimals. Money (USDT) and prices travel as decimal strings and are computed as integers
// of their smallest unit: never as binary floats. USDT amounts have 2 decimals (minor units).

export const MONEY_DECIMALS = 2;

/** Minor units (cents) in one USDT. The one spelling of the unit conversion: no bare `* 100`. */
export const MINOR_PER_USDT = 10 ** MONEY_DECIMALS;

/** Whole USDT (a business figure such as a limit in @app/shared/constants) → minor units. */
export function usdtToMinor(usdt: number): number {
  const minor = usdt * MINOR_PER_USDT;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not a whole USDT amount: ${usdt}`);
  return minor;
}

/** Largest number of integer digits we accept, so every value stays a safe integer in minor units. */
const MAX_INTEGER_DIGITS = 13;

/**
 * "12.5" with 2 decimals → 1250. Strict: optional leading '-', digits, at most `decimals`
 * fraction digits; no exponent, no '+', no spaces, no leading zeros ("007"). Returns null otherwise.
 */
export function parseDecimal(text: string, decimals: number): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const [, sign, whole, fraction = ''] = m;
  if (whole.length > MAX_INTEGER_DIGITS || fraction.length > decimals) return null;
  const units = Number(whole + fraction.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(units)) return null;
  return sign && units !== 0 ? -units : units;
}

/** 1250 with 2 decimals → "12.50"; -5 → "-0.05". */
export function formatDecimal(units: number, decimals: number): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`not an integer amount: ${units}`);
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

/** A non-negative USDT amount in minor units, or null when the text is not one. */
export function parseMoney(text: string): number | null {
  const units = parseDecimal(text, MONEY_DECIMALS);
  return units === null || units < 0 ? null : units;
}

export function formatMoney(minor: number): string {
  return formatDecimal(minor, MONEY_DECIMALS);
}

/**
 * Integer division with an explicit rounding rule, for fees, taxes and conversions:
 * 'up' (towards +∞, fees the customer pays), 'down' (towards −∞), 'half-up' (nearest, .5 away from 0).
 */
export function divideRounded(numerator: number, denominator: number, mode: 'up' | 'down' | 'half-up'): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divideRounded needs safe integers and a positive denominator');
  }
  const q = Math.floor(numerator / denominator);
  const r = numerator - q * denominator;
  if (r === 0) return q;
  if (mode === 'down') return q;
  if (mode === 'up') return q + 1;
  const twice = 2 * r;
  if (twice > denominator) return q + 1;
  if (twice < denominator) return q;
  return numerator >= 0 ? q + 1 : q; // exactly half: away from zero
}
