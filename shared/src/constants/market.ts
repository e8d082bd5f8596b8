// Figures of the market data and content domain. docs/product.md §9 names none of them; these are
// our choices, documented in docs/server.md ("Market data"). The front end may use the limits
// (page sizes, kline limits) to build its requests.

/**
 * MARKET_HOURS setting of the provider.
 * - `always` (default): every exchange trades at any hour, so the demo moves whenever it is opened.
 * - `real`: prices move only during each exchange's sessions (weekdays, local time, lunch breaks);
 *   `isOpen` and `marketOpen` follow the sessions. Public holidays are not modelled.
 */
export const MARKET_HOURS_MODES = ['always', 'real'] as const;
export type MarketHoursMode = (typeof MARKET_HOURS_MODES)[number];
export const DEFAULT_MARKET_HOURS: MarketHoursMode = 'always';

/** Default step of the simulator and push period of the quote socket: 4 updates a second. */
export const DEFAULT_QUOTE_INTERVAL_MS = 250;

export const KLINE_LIMITS = {
  /** Candles answered when `limit` is not given. */
  defaultLimit: 200,
  /** Largest `limit` accepted. */
  maxLimit: 1000,
  /**
   * How far back the generated history reaches, in candles of the period asked for (counted from
   * the oldest live candle). Older `before` values answer an empty list. Daily, weekly and monthly
   * history also stops at the product's listing date.
   */
  maxHistoryCandles: 5000,
  /** One-minute candles kept from the live simulation (one day); older ones are generated. */
  recordedMinutes: 1440,
} as const;

/** Order book levels per side in product/queryProductPrice. */
export const DEPTH_LEVELS = 10;

/** product/selectProduct */
export const SEARCH_LIMITS = { defaultLimit: 20, maxLimit: 50, maxKeywordLength: 64 } as const;

/** product/upAndDownCharts: rows per list. Gainers are only rising products, losers only falling ones. */
export const GAINERS_LOSERS_LIMITS = { defaultLimit: 10, maxLimit: 50 } as const;

/** product/recommendProductList: Home's heat list (the most active by turnover, in US dollars). */
export const RECOMMEND_LIMITS = { defaultLimit: 10, maxLimit: 50 } as const;

/** article/queryArticleList */
export const ARTICLE_PAGING = { defaultPageSize: 10, maxPageSize: 50 } as const;

/**
 * Fixed reference rates (US dollars per unit) used only to rank products of different markets by
 * turnover for the heat list. Not used for any money movement.
 */
export const REFERENCE_USD_RATES: Record<string, number> = {
  USD: 1,
  HKD: 0.128,
  CNY: 0.138,
  JPY: 0.0066,
};

/** Home's scrolling notice bar, in CSS pixels per second (answered by config/getKeys). */
export const NOTICE_MARQUEE_PX_PER_SECOND = 40;
