// What closing `quantity` shares of a holding at `price` would realise, with the provider's own
// closing formulas (the result sheet then shows what the provider actually settled).
import { parseDecimal, parseMoney, type LeverOrder } from '@app/shared';
import { closingCharges, decimalsOf, shareOf } from '@app/shared/domain/trade';

export function closeEstimate(order: LeverOrder, quantity: number, price: string): number | null {
  const decimals = decimalsOf(order.purchasePrice);
  const openTicks = parseDecimal(order.purchasePrice, decimals);
  const closeTicks = parseDecimal(price, decimals);
  const margin = parseMoney(order.margin);
  const openFee = parseMoney(order.handlingFee);
  const spread = parseMoney(order.spreadFee);
  if (openTicks === null || closeTicks === null || margin === null || openFee === null || spread === null) return null;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > order.quantity) return null;
  const c = closingCharges({
    direction: order.direction,
    openTicks,
    closeTicks,
    quantity,
    decimals,
    margin: shareOf(margin, quantity, order.quantity),
    days: Math.max(1, order.daysToStay),
  });
  const opening = shareOf(openFee, quantity, order.quantity) + shareOf(spread, quantity, order.quantity);
  return c.pnl - opening - c.handlingFee - c.transactionTax - c.stampDuty - c.interest - c.storageFee;
}
