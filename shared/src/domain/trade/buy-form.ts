// The buy form's figures and rules (docs/product.md §2 buy form, §5), computed with the provider's own
// formulas (charges.ts) so that no figure on screen differs from the server's by a cent, and
// checked in the provider's order so the form names the same first broken rule.
import { TRADE_RET_CODES } from '../../contracts/trade';
import type { LeverDirection, LeverPriceType } from '../../contracts/trade';
import { readNumberInput } from '../number-input';
import { interestOf, openingCharges, type OpeningCharges } from './charges';

export type TradeRetCode = (typeof TRADE_RET_CODES)[keyof typeof TRADE_RET_CODES];

/** What opening `quantity` shares costs now: the margin (frozen) plus the charges paid at once. */
export interface BuyFigures extends OpeningCharges {
  /** margin + handling fee + spread fee: what leaves the available balance. */
  totalPayable: number;
  /**
   * Interest for each day the position is held (the opening day counts): the provider's
   * interestOf on the borrowed part over one day, what the new holding shows at once.
   */
  dailyInterest: number;
}

export function buyFigures(priceTicks: number, quantity: number, decimals: number, leverage: number, tickUnits = 1): BuyFigures {
  const c = openingCharges(priceTicks, quantity, decimals, leverage, tickUnits);
  return { ...c, totalPayable: c.margin + c.handlingFee + c.spreadFee, dailyInterest: interestOf(c.notional, c.margin, 1) };
}

/**
 * Maximum purchase quantity: the most shares whose total payable fits the available balance,
 * within the lot limits (0 when not even the minimum fits). The total grows with the quantity,
 * so a binary search finds it exactly.
 */
export function maxPurchaseQuantity(
  availableMinor: number,
  priceTicks: number,
  decimals: number,
  leverage: number,
  limits: { min: number; max: number },
  tickUnits = 1,
): number {
  const fits = (q: number) => buyFigures(priceTicks, q, decimals, leverage, tickUnits).totalPayable <= availableMinor;
  if (priceTicks <= 0 || !fits(limits.min)) return 0;
  let lo = limits.min;
  let hi = limits.max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** docs/product.md §5 purchase quantity, the form's and the provider's rule: required, a whole number (the one number rule), within the lots. */
export function checkPurchaseQuantity(text: string, limits: { min: number; max: number }): { quantity: number } | { error: TradeRetCode } {
  const read = readNumberInput(text, 0);
  if (read === 'empty') return { error: TRADE_RET_CODES.QUANTITY_REQUIRED };
  if (read === 'too-large') return { error: TRADE_RET_CODES.QUANTITY_ABOVE_MAX_LOT };
  if (typeof read !== 'number') return { error: TRADE_RET_CODES.QUANTITY_NOT_INTEGER };
  const value = read;
  if (value < limits.min) return { error: TRADE_RET_CODES.QUANTITY_BELOW_MIN_LOT };
  if (value > limits.max) return { error: TRADE_RET_CODES.QUANTITY_ABOVE_MAX_LOT };
  return { quantity: value };
}

/** A price typed by the customer in ticks (the one number rule), or null when it is not a positive price of the product. */
export function parsePriceTicks(text: string, decimals: number): number | null {
  const read = readNumberInput(text, decimals);
  return typeof read === 'number' && read > 0 ? read : null;
}

/** An optional price field: nothing but spaces is no price (undefined); else its ticks, or null when it is not a price. */
export function readOptionalPrice(text: string, decimals: number): number | undefined | null {
  return readNumberInput(text, decimals) === 'empty' ? undefined : parsePriceTicks(text, decimals);
}

/** docs/product.md §5 stop rules against the opening price, by direction (equal is refused too). */
export function checkStops(
  direction: LeverDirection,
  openTicks: number,
  stopProfit: number | undefined,
  stopLoss: number | undefined,
): TradeRetCode | null {
  const C = TRADE_RET_CODES;
  if (direction === 'bullish') {
    if (stopProfit !== undefined && stopProfit <= openTicks) return C.STOP_PROFIT_BELOW_OPEN;
    if (stopLoss !== undefined && stopLoss >= openTicks) return C.STOP_LOSS_ABOVE_OPEN;
  } else {
    if (stopProfit !== undefined && stopProfit >= openTicks) return C.STOP_PROFIT_ABOVE_OPEN;
    if (stopLoss !== undefined && stopLoss <= openTicks) return C.STOP_LOSS_BELOW_OPEN;
  }
  return null;
}

/** Parses optional stop prices ('' = none) and checks them; INVALID_PRICE for text that is not a price. */
export function checkStopTexts(
  direction: LeverDirection,
  openTicks: number,
  decimals: number,
  stopProfitText: string,
  stopLossText: string,
): { stopProfit?: number; stopLoss?: number } | { error: TradeRetCode } {
  const stopProfit = readOptionalPrice(stopProfitText, decimals);
  const stopLoss = readOptionalPrice(stopLossText, decimals);
  if (stopProfit === null || stopLoss === null) return { error: TRADE_RET_CODES.INVALID_PRICE };
  const rule = checkStops(direction, openTicks, stopProfit, stopLoss);
  return rule === null ? { stopProfit, stopLoss } : { error: rule };
}

export interface BuyFormInput {
  direction: LeverDirection;
  leverage: number;
  leverageLimit: { min: number; max: number };
  quantityText: string;
  quantityLimit: { min: number; max: number };
  priceType: LeverPriceType;
  limitPriceText: string;
  stopProfitText: string;
  stopLossText: string;
  /** Live price in ticks (undefined: no quote). */
  liveTicks: number | undefined;
  decimals: number;
  tickUnits: number;
  availableMinor: number;
  openOrders: number;
  maxOpenOrders: number;
  marketOpen: boolean;
}

export type BuyFormCheck = { ok: true; quantity: number; openTicks: number; figures: BuyFigures } | { ok: false; error: TradeRetCode };

/** Every rule of lever/buy the form can know, in the provider's order: the first broken one, or the figures. */
export function checkBuyForm(input: BuyFormInput): BuyFormCheck {
  const C = TRADE_RET_CODES;
  const q = checkPurchaseQuantity(input.quantityText, input.quantityLimit);
  if ('error' in q) return { ok: false, error: q.error };
  const { min, max } = input.leverageLimit;
  if (!Number.isInteger(input.leverage) || input.leverage < min || input.leverage > max)
    return { ok: false, error: C.LEVERAGE_OUT_OF_RANGE };
  const isLimit = input.priceType === 'fixed';
  let openTicks: number | undefined;
  if (isLimit) {
    const limit = parsePriceTicks(input.limitPriceText, input.decimals);
    if (limit === null) return { ok: false, error: C.INVALID_PRICE };
    openTicks = limit;
  } else {
    if (!input.marketOpen) return { ok: false, error: C.MARKET_CLOSED };
    openTicks = input.liveTicks;
  }
  if (openTicks === undefined) return { ok: false, error: C.TRADE_PRODUCT_UNAVAILABLE };
  const stops = checkStopTexts(input.direction, openTicks, input.decimals, input.stopProfitText, input.stopLossText);
  if ('error' in stops) return { ok: false, error: stops.error };
  const figures = buyFigures(openTicks, q.quantity, input.decimals, input.leverage, input.tickUnits);
  if (figures.totalPayable > input.availableMinor) return { ok: false, error: C.TRADE_INSUFFICIENT_BALANCE };
  if (input.openOrders >= input.maxOpenOrders) return { ok: false, error: C.ORDER_LIMIT_REACHED };
  return { ok: true, quantity: q.quantity, openTicks, figures };
}
