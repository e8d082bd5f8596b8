// The money of a leveraged order, in integers only: prices are ticks of the product's decimals,
// money is USDT minor units (2 decimals). Every division names its rounding: charges the customer
// pays round up, the margin rounds up (the customer never holds too little), notionals round half-up.
// One copy for the provider (server/src/trade) and the buy form / positions (mfe-trade).
import { FORCED_CLOSE_LOSS_PCT, TRADE_BPS, TRADE_DAY_MS, TRADE_FEES } from '../../constants/trade';
import { MINOR_PER_USDT, MONEY_DECIMALS, divideRounded } from '../../format/money';

export type Direction = 'bullish' | 'bearish';

/** +1 when a rising price is a gain (bullish), −1 when a falling one is (bearish). */
export function directionSign(direction: Direction): 1 | -1 {
  return direction === 'bullish' ? 1 : -1;
}

/** quantity × price in minor units: price ticks of `decimals` converted to 2 decimals, half-up. */
export function notionalMinor(priceTicks: number, quantity: number, decimals: number): number {
  const raw = priceTicks * quantity;
  if (decimals <= MONEY_DECIMALS) return raw * 10 ** (MONEY_DECIMALS - decimals);
  return divideRounded(raw, 10 ** (decimals - MONEY_DECIMALS), 'half-up');
}

/** Charges the customer pays: amount × bps / 10 000, rounded up. */
export function bpsCharge(amountMinor: number, bps: number): number {
  return divideRounded(amountMinor * bps, TRADE_BPS, 'up');
}

/** Margin = notional / leverage, rounded up. */
export function marginOf(notional: number, leverage: number): number {
  return divideRounded(notional, leverage, 'up');
}

/**
 * Spread fee: TRADE_FEES.spreadTicksPerShare price steps per share, rounded up to a cent. A step is
 * `tickUnits` ticks of `decimals` (the market's minimum price move, e.g. 0.05 in Hong Kong).
 */
export function spreadFeeOf(quantity: number, decimals: number, tickUnits = 1): number {
  const raw = TRADE_FEES.spreadTicksPerShare * tickUnits * quantity;
  if (decimals <= MONEY_DECIMALS) return raw * 10 ** (MONEY_DECIMALS - decimals);
  return divideRounded(raw, 10 ** (decimals - MONEY_DECIMALS), 'up');
}

/** What opening costs: margin (frozen), handling fee and spread fee (charged). */
export interface OpeningCharges {
  notional: number;
  margin: number;
  handlingFee: number;
  spreadFee: number;
}

export function openingCharges(priceTicks: number, quantity: number, decimals: number, leverage: number, tickUnits = 1): OpeningCharges {
  const notional = notionalMinor(priceTicks, quantity, decimals);
  return {
    notional,
    margin: marginOf(notional, leverage),
    handlingFee: bpsCharge(notional, TRADE_FEES.handlingFeeBps),
    spreadFee: spreadFeeOf(quantity, decimals, tickUnits),
  };
}

/** Days to stay: the opening day is day 1, each further 24 h adds one. */
export function daysHeld(openedAt: number, now: number): number {
  return Math.max(1, Math.floor((now - openedAt) / TRADE_DAY_MS) + 1);
}

/** Interest on the borrowed part (notional − margin) for every day held, rounded up. */
export function interestOf(openNotional: number, margin: number, days: number): number {
  const borrowed = Math.max(0, openNotional - margin);
  return divideRounded(borrowed * TRADE_FEES.interestBpsPerDay * days, TRADE_BPS, 'up');
}

/** Storage fee on the opening notional for every day held past the first, rounded up. */
export function storageFeeOf(openNotional: number, days: number): number {
  return divideRounded(openNotional * TRADE_FEES.storageFeeBpsPerDay * Math.max(0, days - 1), TRADE_BPS, 'up');
}

/** Price P/L before charges: the change in notional, signed by direction. */
export function pricePnl(direction: Direction, openTicks: number, priceTicks: number, quantity: number, decimals: number): number {
  return directionSign(direction) * (notionalMinor(priceTicks, quantity, decimals) - notionalMinor(openTicks, quantity, decimals));
}

/** Loss (minor units) at which the forced stop-loss line is reached: FORCED_CLOSE_LOSS_PCT of the margin. */
export function forcedCloseLoss(margin: number): number {
  return divideRounded(margin * FORCED_CLOSE_LOSS_PCT, 100, 'down');
}

/** True when the price P/L has lost at least the forced stop-loss line (and the line is above zero). */
export function reachesForcedClose(pnl: number, margin: number): boolean {
  return margin > 0 && -pnl >= forcedCloseLoss(margin);
}

/**
 * Indicative price (ticks) where the forced stop-loss line is reached: the per-share loss of the
 * line, converted to ticks, away from the opening price. Shown on the order; the monitor itself
 * compares money (reachesForcedClose), not this price.
 */
export function forcedClosePriceTicks(direction: Direction, openTicks: number, quantity: number, decimals: number, margin: number): number {
  const lossMinor = forcedCloseLoss(margin);
  // minor → ticks: × 10^decimals / 10^2, per share; rounded up so the price is where the line is reached.
  const ticks = divideRounded(lossMinor * 10 ** decimals, MINOR_PER_USDT * quantity, 'up');
  return direction === 'bullish' ? Math.max(0, openTicks - ticks) : openTicks + ticks;
}

/** Closing charges of `quantity` shares at `closeTicks`. */
export interface ClosingCharges {
  closeNotional: number;
  handlingFee: number;
  transactionTax: number;
  stampDuty: number;
  interest: number;
  storageFee: number;
  pnl: number;
}

export function closingCharges(input: {
  direction: Direction;
  openTicks: number;
  closeTicks: number;
  quantity: number;
  decimals: number;
  /** Margin of the shares being closed. */
  margin: number;
  days: number;
}): ClosingCharges {
  const { direction, openTicks, closeTicks, quantity, decimals, margin, days } = input;
  const openNotional = notionalMinor(openTicks, quantity, decimals);
  const closeNotional = notionalMinor(closeTicks, quantity, decimals);
  return {
    closeNotional,
    handlingFee: bpsCharge(closeNotional, TRADE_FEES.handlingFeeBps),
    transactionTax: bpsCharge(closeNotional, TRADE_FEES.transactionTaxBps),
    stampDuty: bpsCharge(closeNotional, TRADE_FEES.stampDutyBps),
    interest: interestOf(openNotional, margin, days),
    storageFee: storageFeeOf(openNotional, days),
    pnl: directionSign(direction) * (closeNotional - openNotional),
  };
}

/** `part` of `whole` shares' worth of `amount`, rounded down (the remainder stays with the rest). */
export function shareOf(amount: number, part: number, whole: number): number {
  return part === whole ? amount : divideRounded(amount * part, whole, 'down');
}
