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

/** What is wrong with a field's text: nothing but spaces; not written as a number; finer than the
 *  unit asked for (a fraction of a cent, of a share, of a tick); too many digits to be held exactly. */
export type NumberProblem = 'empty' | 'invalid' | 'too-precise' | 'too-large';

/** Digits before the point: 10^13 minor units of USDT still fit a safe integer with 2 decimals. */
export const NUMBER_INPUT_MAX_DIGITS = 13;

/** Spaces, then digits with an optional fraction, then spaces; nothing at all is empty. */
const SYNTAX = /^ *(?:(0|[1-9]\d*)(?:\.(\d+))?)? *$/;

/** `text` in units of 10^-decimals (2 for USDT cents, 0 for shares, a product's price decimals), exact; or its problem. */
export function readNumberInput(text: string, decimals: number): number | NumberProblem {
  const match = SYNTAX.exec(text);
  if (!match) return 'invalid';
  const [, whole, fraction = ''] = match;
  if (!whole) return 'empty';
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > decimals) return 'too-precise';
  const units = Number(whole + digits.padEnd(decimals, '0'));
  return whole.length > NUMBER_INPUT_MAX_DIGITS || !Number.isSafeInteger(units) ? 'too-large' : units;
}
