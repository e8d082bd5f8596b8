// The one rule for a number a customer types into a money form and a money call carries: amounts,
// quantities and prices. The forms' checks and the provider's field readers read it with this
// code, so a form and the provider never disagree on what a number is, and every endpoint reads
// its numbers alike.
//
// A number is written as digits with an optional fraction: `0`, `100`, `12.5`, `0.05`. Spaces
// around it are ignored (an input may keep them); nothing else is: no sign, no leading zero
// ("00100"), no exponent, no separator, no other white space (tab, line break, no-break space),
// no digits other than 0–9. The value counts, not the spelling: "100.00" is the whole number 100,
// and "10.500" is 10.50 — trailing zeros of the fraction are no extra precision.

/** What a field's text holds. `units` is the value × 10^decimals, exact. */
export type NumberInput =
  /** Nothing but spaces. */
  | { kind: 'empty' }
  /** Not written as a number. */
  | { kind: 'invalid' }
  /** A number finer than the unit asked for: a fraction of a cent, of a share, of a tick. */
  | { kind: 'too-precise' }
  /** Too many digits to be held exactly (more than NUMBER_INPUT_MAX_DIGITS before the point). */
  | { kind: 'too-large' }
  | { kind: 'number'; units: number };

/** Digits before the point: 10^13 minor units of USDT still fit a safe integer with 2 decimals. */
export const NUMBER_INPUT_MAX_DIGITS = 13;

const SYNTAX = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

/** Reads `text` in units of 10^-decimals (2 for USDT cents, 0 for shares, a product's price decimals). */
export function readNumberInput(text: string, decimals: number): NumberInput {
  const trimmed = text.replace(/^ +| +$/g, '');
  if (trimmed === '') return { kind: 'empty' };
  const match = SYNTAX.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const whole = match[1];
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole.length > NUMBER_INPUT_MAX_DIGITS) return { kind: 'too-large' };
  if (fraction.length > decimals) return { kind: 'too-precise' };
  const units = Number(whole + fraction.padEnd(decimals, '0'));
  return Number.isSafeInteger(units) ? { kind: 'number', units } : { kind: 'too-large' };
}
