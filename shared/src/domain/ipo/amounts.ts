// The numbers of the IPO and AI forms, read by the one number rule (../number-input.ts) with the
// provider's retCodes: the subscribe and AI forms check with this code, and the provider answers
// with it, so both name the same first broken rule.
import { AI_ORDERING } from '../../constants/ipo';
import { IPO_RET_CODES as C } from '../../contracts/ipo';
import { MONEY_DECIMALS, usdtToMinor } from '../../format/money';
import { readNumberInput } from '../number-input';

export type IpoRetCode = (typeof C)[keyof typeof C];
export type IpoNumberCheck = { ok: true; value: number } | { ok: false; retCode: IpoRetCode };

/** Shares applied for: a whole number, at least the minimum, a multiple of it, at most the maximum. */
export function checkSubscriptionQuantity(text: string, issue: { minSubscription: number; maxSubscription: number }): IpoNumberCheck {
  const read = readNumberInput(text, 0);
  if (read === 'too-large') return { ok: false, retCode: C.IPO_ABOVE_MAXIMUM };
  if (typeof read !== 'number') return { ok: false, retCode: C.IPO_QUANTITY_NOT_INTEGER };
  const quantity = read;
  if (quantity < issue.minSubscription) return { ok: false, retCode: C.IPO_BELOW_MINIMUM };
  if (quantity % issue.minSubscription !== 0) return { ok: false, retCode: C.IPO_NOT_MULTIPLE };
  if (quantity > issue.maxSubscription) return { ok: false, retCode: C.IPO_ABOVE_MAXIMUM };
  return { ok: true, value: quantity };
}

/** Bounds of the AI order's amount in minor units (the provider's AI_ORDERING; the form takes them from leverai/rule). */
export interface AiAmountBounds {
  min: number;
  max: number;
  step: number;
}

export const AI_AMOUNT_BOUNDS: AiAmountBounds = {
  min: usdtToMinor(AI_ORDERING.totalAmount.min),
  max: usdtToMinor(AI_ORDERING.totalAmount.max),
  step: usdtToMinor(AI_ORDERING.totalAmount.multipleOf),
};

/** The AI order's total amount in minor units: within the bounds ("greater than X and less than Y"), then a multiple of the step. */
export function checkAiOrderAmount(text: string, bounds: AiAmountBounds = AI_AMOUNT_BOUNDS): IpoNumberCheck {
  const read = readNumberInput(text, MONEY_DECIMALS);
  if (typeof read !== 'number' || read < bounds.min || read > bounds.max) return { ok: false, retCode: C.AI_AMOUNT_OUT_OF_RANGE };
  if (read % bounds.step !== 0) return { ok: false, retCode: C.AI_AMOUNT_NOT_MULTIPLE };
  return { ok: true, value: read };
}
