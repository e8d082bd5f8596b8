// Amounts typed by the user: read by the wallet's shared form rules (@app/shared/domain/wallet,
// on the one number rule), so the provider answers exactly what the form checks before sending.
import {
  checkFundAmount,
  checkPositiveAmount,
  checkRechargeAmount,
  checkWithdrawalAmount,
  type RuleResult,
} from '@app/shared/domain/wallet';
import type { RetCodeValue } from '@app/shared/contracts';
import { formatMoney } from '@app/shared/format';
import { ApiFailure } from '../http/envelope';

/** The amount in minor units, or the rule's refusal as an ApiFailure. */
function orRefuse(result: RuleResult): number {
  if (!result.ok) throw new ApiFailure(result.code as RetCodeValue);
  return result.minor;
}

/** A positive amount in whole cents (user/transferWallet). */
export const readPositiveAmount = (text: string): number => orRefuse(checkPositiveAmount(text));

/** A recharge: positive, whole cents, within the recharge limits (pay/pay, pay/payDigital). */
export const readRechargeAmount = (text: string): number => orRefuse(checkRechargeAmount(text));

/** A withdrawal: whole USDT within the per-transaction bounds, in minor units (pay/withdraw). */
export const readWithdrawalAmount = (text: string): number => orRefuse(checkWithdrawalAmount(text));

/** A fund purchase: within the bounds, a multiple of the step (funds/buy). */
export const readInvestment = (text: string): number => orRefuse(checkFundAmount(text));

export { formatMoney };
