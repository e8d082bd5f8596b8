// Amounts typed by the user: decimal strings, read exactly into minor units (USDT cents).
import { WALLET_RET_CODES as C } from '@app/shared/contracts';
import { formatMoney, parseMoney } from '@app/shared/format';
import { ApiFailure } from '../http/envelope';

/** A positive amount with at most 2 decimals, in minor units. Leading/trailing spaces are ignored. */
export function readPositiveAmount(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') throw new ApiFailure(C.WALLET_AMOUNT_REQUIRED);
  const minor = parseMoney(trimmed);
  if (minor === null || minor <= 0) throw new ApiFailure(C.WALLET_AMOUNT_INVALID);
  return minor;
}

export { formatMoney };
