// Figures of leveraged contract trading (docs/product.md §2 buy form and orders, §5, §9). docs/product.md §9 gives only
// "max 10 orders at the same time"; every other figure is our choice (the product rules leave it open) and is
// documented in docs/server.md, "Trading". Rates are integers over a named denominator, so
// money stays exact: fee = divideRounded(amount × rate, denominator, 'up').

/** docs/product.md §9: open (holding) plus pending (limit not yet filled) orders per customer. */
export const MAX_OPEN_ORDERS = 10;

/** Rates are in basis points: 1 bp = 0.01 % = 1 / 10 000. */
export const TRADE_BPS = 10_000;

/** Leverage a customer may choose, by product type; a country may lower the ceiling. */
export interface LeverageLimit {
  min: number;
  max: number;
}
export const LEVERAGE_LIMITS: Readonly<Record<'stock' | 'etf', LeverageLimit>> = {
  /** Single stocks swing more than funds: up to 10×. */
  stock: { min: 1, max: 10 },
  /** Broad ETFs: up to 20×. */
  etf: { min: 1, max: 20 },
};
/** Per-country ceilings over the type's, by type (mainland China A-shares move ±10 % a day: 5× at most). */
export const LEVERAGE_MAX_BY_COUNTRY: Readonly<Record<'stock' | 'etf', Readonly<Record<string, number>>>> = {
  stock: { CN: 5 },
  etf: {},
};
/** Indices are quoted but not tradable (no underlying to deliver). */
export const TRADABLE_TYPES = ['stock', 'etf'] as const;

/** Purchase quantity in shares (docs/product.md §5 "minimum and maximum lot limits"): one lot is one share. */
export const QUANTITY_LIMITS = { min: 1, max: 10_000 } as const;

/** Fees and charges of an order (docs/product.md §2 order fields). Money is USDT minor units (cents). */
export const TRADE_FEES = {
  /** Handling fee: 0.10 % of the notional at open and again of the notional at close. Rounded up. */
  handlingFeeBps: 10,
  /** Transaction tax: 0.03 % of the closing (sell) notional. Rounded up. */
  transactionTaxBps: 3,
  /** Stamp duty: 0.05 % of the closing (sell) notional. Rounded up. */
  stampDutyBps: 5,
  /** Spread fee: one minimum price step of the product's market per share, charged at open. */
  spreadTicksPerShare: 1,
  /** Interest: 0.02 % per day on the borrowed part (notional − margin), per day held. Rounded up. */
  interestBpsPerDay: 2,
  /** Storage (overnight) fee: 0.01 % of the opening notional per day held past the first. Rounded up. */
  storageFeeBpsPerDay: 1,
} as const;

/** A day of "days to stay": the first day counts from the opening time (day 1), not a calendar day. */
export const TRADE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forced stop-loss line (Mine: "forced stop-loss line explanation"): a position is closed at
 * market as soon as its floating loss reaches this share of its margin.
 */
export const FORCED_CLOSE_LOSS_PCT = 80;

/** Paging of lever/myLeverRecord. */
export const LEVER_RECORD_PAGING = { defaultPageSize: 20, maxPageSize: 100 } as const;

/** Longest client request id accepted by lever/buy (idempotency key). */
export const REQUEST_ID_MAX_LENGTH = 64;
