// A holding's P/L at a live price, per tick, from the order as lever/myLeverRecord sent it: the
// same formulas as the provider's views (price P/L minus the opening charges and what has accrued).
import type { LeverOrder } from '../../contracts/trade';
import { parseDecimal, parseMoney } from '../../format/money';
import { notionalMinor, pricePnl } from './charges';

/** Decimals of a product, read from one of its prices ("200.00" → 2). */
export function decimalsOf(price: string): number {
  const dot = price.indexOf('.');
  return dot < 0 ? 0 : price.length - dot - 1;
}

export interface LiveFigures {
  marketValue: number;
  floatingPnl: number;
  totalPnl: number;
}

type HoldingFields = Pick<LeverOrder, 'direction' | 'quantity' | 'purchasePrice' | 'handlingFee' | 'spreadFee' | 'interest' | 'storageFee'>;

/** Figures of a holding at `price` (a quote's decimal string), or null when the price is not one of the product's. */
export function holdingFiguresAt(order: HoldingFields, price: string): LiveFigures | null {
  const decimals = decimalsOf(order.purchasePrice);
  const open = parseDecimal(order.purchasePrice, decimals);
  const live = parseDecimal(price, decimals);
  if (open === null || live === null || live <= 0) return null;
  const floating = pricePnl(order.direction, open, live, order.quantity, decimals);
  const charges = [order.handlingFee, order.spreadFee, order.interest, order.storageFee].reduce(
    (sum, text) => sum + (parseMoney(text) ?? 0),
    0,
  );
  return { marketValue: notionalMinor(live, order.quantity, decimals), floatingPnl: floating, totalPnl: floating - charges };
}
