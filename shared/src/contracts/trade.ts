// Leveraged contract trading: buy, positions, close.
// Request and response types of this domain's endpoints (docs/product.md §7). Money and prices are decimal
// strings on the wire; times are ms since epoch. Money is USDT with 2 decimals; prices have the
// product's own decimals. Fee formulas and rates: @app/shared/constants (trade.ts) and
// docs/server.md "Trading".

/** bullish: profits when the price rises (tag 'in'); bearish: profits when it falls (tag 'out'). */
export type LeverDirection = 'bullish' | 'bearish';
/**
 * market: fills at once at the live price. fixed: a limit order, pending until the live price
 * reaches `price` (bullish: at or below, bearish: at or above), then fills at `price`.
 * best: fills at once at the current best price (see docs/server.md; the live price here).
 */
export type LeverPriceType = 'market' | 'fixed' | 'best';
/** pending: limit not reached yet. holding: open position. closed: historical. cancelled: pending order withdrawn. */
export type LeverOrderStatus = 'pending' | 'holding' | 'closed' | 'cancelled';
/** Why a position was closed. */
export type LeverCloseReason = 'self' | 'stopProfit' | 'stopLoss' | 'forced';

/** One order as the Position screen shows it (docs/product.md §2). */
export interface LeverOrder {
  id: number;
  /** Human-facing order number. */
  orderNo: string;
  code: string;
  /** Product name in the request's language. */
  name: string;
  direction: LeverDirection;
  /** docs/product.md §3 direction tag: 'in' for bullish, 'out' for bearish. */
  tag: 'in' | 'out';
  leverage: number;
  priceType: LeverPriceType;
  status: LeverOrderStatus;
  /** Made by the customer, by AI ordering, or an IPO allotment turned into a holding (at the issue price, 1×). */
  source: 'manual' | 'ai' | 'ipo';
  /**
   * An IPO allotment's holding whose own issue has not listed yet: that listing date (ms).
   * Until then the provider values it at the issue price (currentPrice = purchasePrice, floating
   * P/L 0), it follows no live quote (the market may quote the same code from an earlier issue),
   * stops and the forced line do not act on it, and closing it answers TRADE_PRODUCT_UNAVAILABLE
   * (2200); lever/overAll leaves it open. Null for every other order, and for an IPO holding from
   * its listing date on (then it is priced and closed like any holding). Decided on the
   * provider's clock when the answer was made: ask again after this time to see it listed.
   */
  listingAt: number | null;
  /** Shares: open shares of a holding, closed shares of a historical record. */
  quantity: number;
  /** Limit price of a fixed order, else null. */
  limitPrice: string | null;
  /** Opening price; for a pending order, the limit price it will open at. */
  purchasePrice: string;
  /** Closing price of a historical record, else null. */
  sellPrice: string | null;
  /** Live price (holding, pending) or the closing price (historical). */
  currentPrice: string;
  /** Quantity × current price (holding) or × sell price (historical). */
  marketValue: string;
  /** Margin frozen for this order: opening notional / leverage. */
  margin: string;
  /** Opening fee plus, once closed, the closing fee. */
  handlingFee: string;
  transactionTax: string;
  /** Interest on the borrowed part for the days held (accrued so far for a holding). */
  interest: string;
  stampDuty: string;
  spreadFee: string;
  storageFee: string;
  /** Days held, the opening day counting as day 1 (0 while pending). */
  daysToStay: number;
  /** Price P/L before charges: at the live price (holding) or the sell price (historical). */
  floatingPnl: string;
  /** floatingPnl minus every charge so far (holding) or in total (historical). */
  totalPnl: string;
  stopProfit: string | null;
  stopLoss: string | null;
  /** Indicative price at which the forced stop-loss line is reached (FORCED_CLOSE_LOSS_PCT of margin lost). */
  forcedClosePrice: string | null;
  closeReason: LeverCloseReason | null;
  createdAt: number;
  openedAt: number | null;
  closedAt: number | null;
}

export interface LeverBuyRequest {
  code: string;
  direction: LeverDirection;
  /** Leverage multiple within the product's limits (LEVERAGE_LIMITS). */
  leverage: number;
  /** Shares; required, an integer within QUANTITY_LIMITS (sent as text so that the business messages answer). */
  quantity: string;
  priceType: LeverPriceType;
  /** Limit price; required when priceType is 'fixed'. */
  price?: string;
  stopProfit?: string;
  stopLoss?: string;
  /** Client request id (idempotency): a second buy with the same id answers "cannot buy repeatedly". */
  requestId: string;
}

/** What the buy form needs to know about one product for this customer. */
export interface LeverBuyInfo {
  code: string;
  name: string;
  price: string;
  decimals: number;
  /** The market's minimum price step in ticks of `decimals` (the spread fee is this per share). */
  tickUnits: number;
  /** False while the broker has paused trading in the product: a buy answers TRADE_PRODUCT_PAUSED (2219); closes stay open. */
  tradable: boolean;
  marketOpen: boolean;
  leverage: { min: number; max: number };
  quantity: { min: number; max: number };
  /** Spendable balance of the stock account. */
  available: string;
  /** Open plus pending leveraged orders (bought by hand or AI), against the limit; IPO allotment holdings are not counted. */
  openOrders: number;
  maxOpenOrders: number;
  /** Rates in basis points, spread in ticks per share (see TRADE_FEES). */
  fees: {
    handlingFeeBps: number;
    transactionTaxBps: number;
    stampDutyBps: number;
    spreadTicksPerShare: number;
    interestBpsPerDay: number;
    storageFeeBpsPerDay: number;
  };
  forcedCloseLossPct: number;
}

export type LeverRecordStatus = 'holding' | 'historical';

export interface LeverRecordRequest {
  /** holding: open and pending orders. historical: closed and cancelled ones. */
  status: LeverRecordStatus;
  page?: number;
  pageSize?: number;
}

/** Header card of the Position screen: totals over every order of the tab, not just the page. */
export interface LeverRecordSummary {
  marketValue: string;
  margin: string;
  floatingPnl: string;
  totalPnl: string;
}

export interface LeverRecordResponse {
  list: LeverOrder[];
  total: number;
  summary: LeverRecordSummary;
}

export interface LeverCloseRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  orderId: number;
  /** Shares to close; absent closes the whole position. */
  quantity?: number;
}

export interface LeverCloseResponse {
  /** The historical record of the shares just closed. */
  closed: LeverOrder;
  /** What stays open after a partial close, else null. */
  remaining: LeverOrder | null;
}

export interface LeverCloseAllResponse {
  /** Historical records of the positions closed. */
  closed: LeverOrder[];
  /**
   * The holdings it could not close (still open), each with the refusal's retCode and message in
   * the reader's language. A position closed meanwhile (a stop, the forced line) is in neither list;
   * an IPO holding awaiting its listing is not part of all close.
   */
  failed: LeverCloseFailure[];
}

export interface LeverCloseFailure {
  orderId: number;
  code: string;
  name: string;
  retCode: number;
  message: string;
}

export interface LeverOrderIdRequest {
  orderId: number;
}

/**
 * Set, change or clear the stop-profit / stop-loss of a holding (or of a pending order). Each field
 * sent replaces that stop: a price sets it, '' clears it; a field not sent stays as it is. The same
 * direction rules as at buying apply, against the opening price.
 */
export interface LeverUpdateStopRequest {
  orderId: number;
  stopProfit?: string;
  stopLoss?: string;
}

/** A close or fill the provider made by itself, pushed to the customer's sockets (a notice on any page). */
export interface TradeNotice {
  kind: 'closed' | 'filled';
  orderId: number;
  code: string;
  direction: LeverDirection;
  /** Shares closed or filled. */
  quantity: number;
  /** Why it closed (closed only). */
  reason: LeverCloseReason | null;
  /** Closing price (closed) or opening price (filled). */
  price: string;
  /** Realised total P/L after every charge (closed only), else null. */
  totalPnl: string | null;
}

export interface TradeEndpoints {
  'lever/buyInfo': { req: { code: string }; res: LeverBuyInfo; auth: true };
  'lever/buy': { req: LeverBuyRequest; res: LeverOrder; auth: true };
  'lever/myLeverRecord': { req: LeverRecordRequest; res: LeverRecordResponse; auth: true };
  /** Close all or part of one position at the live price. */
  'lever/overBySelf': { req: LeverCloseRequest; res: LeverCloseResponse; auth: true };
  /** The all-close button: every holding at the live price (an IPO holding awaiting its listing, `listingAt`, stays open). */
  'lever/overAll': { req: { requestId?: string }; res: LeverCloseAllResponse; auth: true };
  /** Withdraw a pending (limit) order; its frozen margin and fees come back. */
  'lever/cancelOrder': { req: LeverOrderIdRequest; res: LeverOrder; auth: true };
  /** Set or change a holding's (or pending order's) stop-profit and stop-loss. */
  'lever/updateStop': { req: LeverUpdateStopRequest; res: LeverOrder; auth: true };
}

/** retCodes of this domain: 2200–2399. Messages live in the server's catalogue. */
export const TRADE_RET_CODES = {
  /** Unknown code, or an index (not tradable). docs/product.md §8 "Failed to get product information". */
  TRADE_PRODUCT_UNAVAILABLE: 2200,
  /** docs/product.md §5 "purchase quantity required". */
  QUANTITY_REQUIRED: 2201,
  /** docs/product.md §5 "… and must be an integer". */
  QUANTITY_NOT_INTEGER: 2202,
  /** docs/product.md §5 minimum lot. */
  QUANTITY_BELOW_MIN_LOT: 2203,
  /** docs/product.md §5 maximum lot. */
  QUANTITY_ABOVE_MAX_LOT: 2204,
  LEVERAGE_OUT_OF_RANGE: 2205,
  /** A limit, stop-profit or stop-loss price that is missing (fixed) or not a price of the product. */
  INVALID_PRICE: 2206,
  /** docs/product.md §5, bullish: stop profit cannot be lower than the opening price. */
  STOP_PROFIT_BELOW_OPEN: 2207,
  /** docs/product.md §5, bearish: stop profit cannot be greater than the opening price. */
  STOP_PROFIT_ABOVE_OPEN: 2208,
  /** docs/product.md §5, bullish: stop loss cannot be greater than the opening price. */
  STOP_LOSS_ABOVE_OPEN: 2209,
  /** docs/product.md §5, bearish: stop loss cannot be less than the opening price. */
  STOP_LOSS_BELOW_OPEN: 2210,
  /** docs/product.md §5/§9 "only 10 orders can be bought at the same time". */
  ORDER_LIMIT_REACHED: 2211,
  /** docs/product.md §5 insufficient wallet balance (stock account). */
  TRADE_INSUFFICIENT_BALANCE: 2212,
  /** docs/product.md §5 "cannot buy repeatedly": the request id was used already. */
  CANNOT_BUY_REPEATEDLY: 2213,
  /** The product's exchange is not in a trading session (market orders and closes). */
  MARKET_CLOSED: 2214,
  ORDER_NOT_FOUND: 2215,
  /** Close of an order that is not an open position (pending, closed, cancelled). */
  ORDER_NOT_HOLDING: 2216,
  /** Close quantity not an integer between 1 and the open quantity. */
  CLOSE_QUANTITY_INVALID: 2217,
  /** Cancel of an order that is not pending. */
  ORDER_NOT_PENDING: 2218,
  /** The broker paused trading in this product: no new order (buy, AI order) opens; closing stays possible. */
  TRADE_PRODUCT_PAUSED: 2219,
} as const;
