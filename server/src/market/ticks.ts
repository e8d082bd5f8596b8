// Prices as integers of the smallest tick (e.g. 22748 with 2 decimals = "227.48"), so arithmetic
// is exact and only formatting produces decimal strings.

// A module constant rather than `Math.x` lookups on the global object (faster inside Jest's sandbox).
const { abs, floor } = Math;

/** "227.48" → 22748 for 2 decimals. Throws on anything that is not a plain decimal. */
export function parseTicks(decimal: string, decimals: number): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match || (match[3]?.length ?? 0) > decimals) throw new Error(`Not a price with ${decimals} decimals: ${decimal}`);
  const [, minus, whole, fraction = ''] = match;
  const ticks = Number(whole + fraction.padEnd(decimals, '0'));
  return minus ? -ticks : ticks;
}

/** 22748, 2 → "227.48"; -5, 2 → "-0.05". */
export function formatTicks(ticks: number, decimals: number): string {
  const digits = String(abs(ticks)).padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return ticks < 0 ? `-${whole}` : whole;
}

/** a / b rounded half away from zero, in integers (b > 0). */
export function divideRounded(a: number, b: number): number {
  const q = floor((2 * abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

/** Percent change with 2 decimals, e.g. change 152 on 22748 → "0.67". */
export function formatChangePct(changeTicks: number, previousCloseTicks: number): string {
  const hundredthsOfPercent = divideRounded(changeTicks * 10_000, previousCloseTicks);
  return formatTicks(hundredthsOfPercent, 2);
}

/** A bigint of units (e.g. a day's turnover, price units × shares) as a decimal string. */
export function formatBigUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${whole}` : whole;
}
