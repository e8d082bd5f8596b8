// The subscription rules (docs/product.md §5 for the IPO screens) as the provider applies them, for the
// subscribe form to check before sending: the same order, the same retCodes, the same amounts.
// Kept in this remote (not in @app/shared): a remote runs against the @app/shared the released shell
// provides, so it uses only what that already exports; the quantity rule is the provider's own
// (@app/shared/domain/ipo, bundled into this remote).
import { IPO_PAYMENT, IPO_RET_CODES, divideRounded, parseMoney, type IpoIssue, type IpoPaymentMethod } from '@app/shared';
import { checkSubscriptionQuantity } from '@app/shared/domain/ipo';

export type SubscriptionCheck = { ok: true; quantity: number; amountMinor: number; frozenMinor: number } | { ok: false; retCode: number };

/** What a subscription freezes now: the whole amount, or the deposit share of it (rounded up). */
export function ipoFrozenFor(amountMinor: number, method: IpoPaymentMethod): number {
  return method === 'full' ? amountMinor : divideRounded(amountMinor * IPO_PAYMENT.depositPct, 100, 'up');
}

/**
 * Quantity (as typed) against the issue's window and lot rules and the available balance (minor
 * units), in the provider's order: window, integer, minimum, multiple, maximum, balance.
 */
export function checkIpoSubscription(
  issue: Pick<IpoIssue, 'subscribeStart' | 'subscribeEnd' | 'minSubscription' | 'maxSubscription' | 'underwritingPrice'>,
  quantityText: string,
  method: IpoPaymentMethod,
  availableMinor: number | null,
  now: number,
): SubscriptionCheck {
  if (now < issue.subscribeStart) return { ok: false, retCode: IPO_RET_CODES.IPO_NOT_STARTED };
  if (now >= issue.subscribeEnd) return { ok: false, retCode: IPO_RET_CODES.IPO_ENDED };
  const read = checkSubscriptionQuantity(quantityText, issue);
  if (!read.ok) return read;
  const quantity = read.value;
  const price = parseMoney(issue.underwritingPrice) ?? 0;
  const amountMinor = quantity * price;
  const frozenMinor = ipoFrozenFor(amountMinor, method);
  if (availableMinor !== null && frozenMinor > availableMinor) return { ok: false, retCode: IPO_RET_CODES.IPO_INSUFFICIENT_BALANCE };
  return { ok: true, quantity, amountMinor, frozenMinor };
}
