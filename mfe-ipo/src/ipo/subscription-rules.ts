// The subscription rules (docs/product.md §5 for the IPO screens) as the provider applies them, for the
// subscribe form to check before sending: the same order, the same retCodes, the same amounts.
// Kept in this remote (not in @app/shared): a remote runs against the @app/shared the released shell
// provides, so it uses only what that already exports.
import { IPO_PAYMENT, IPO_RET_CODES, divideRounded, parseMoney, type IpoIssue, type IpoPaymentMethod } from '@app/shared';

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
  const text = quantityText.trim();
  if (!/^\d{1,15}$/.test(text)) return { ok: false, retCode: IPO_RET_CODES.IPO_QUANTITY_NOT_INTEGER };
  const quantity = Number(text);
  if (quantity < issue.minSubscription) return { ok: false, retCode: IPO_RET_CODES.IPO_BELOW_MINIMUM };
  if (quantity % issue.minSubscription !== 0) return { ok: false, retCode: IPO_RET_CODES.IPO_NOT_MULTIPLE };
  if (quantity > issue.maxSubscription) return { ok: false, retCode: IPO_RET_CODES.IPO_ABOVE_MAXIMUM };
  const price = parseMoney(issue.underwritingPrice) ?? 0;
  const amountMinor = quantity * price;
  const frozenMinor = ipoFrozenFor(amountMinor, method);
  if (availableMinor !== null && frozenMinor > availableMinor) return { ok: false, retCode: IPO_RET_CODES.IPO_INSUFFICIENT_BALANCE };
  return { ok: true, quantity, amountMinor, frozenMinor };
}
