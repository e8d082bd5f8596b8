// Figures of IPO subscription and AI ordering (docs/product.md §2 IPO and AI screens, §4, §5, §9). docs/product.md §9
// gives "AI orders: 2 per day per customer" and the investment hint 1000–100000; everything else is
// our choice (the product rules leave it open), documented in docs/server.md, "IPO and AI".

/**
 * Payment methods of a subscription (docs/product.md §2 "payment method"):
 *   'full'    the whole amount (quantity × underwriting price) is frozen at subscription;
 *   'deposit' only depositPct of it is frozen; winners pay the rest ("to pay") by the deadline.
 */
export const IPO_PAYMENT_METHODS = ['full', 'deposit'] as const;
export const IPO_PAYMENT = {
  /** Share of the amount frozen by a 'deposit' subscription, percent. */
  depositPct: 10,
  /** Winners of a deposit subscription must pay the balance within this time after the lottery. */
  payWindowMs: 48 * 60 * 60 * 1000,
} as const;

/** A customer may hold one subscription per IPO. */
export const IPO_ORDERS_PER_ISSUE = 1;

/** Paging of lever/ipoOrderList and product/myIpoList. */
export const IPO_PAGING = { defaultPageSize: 20, maxPageSize: 100 } as const;

/** AI ordering. */
export const AI_ORDERING = {
  /** docs/product.md §9: AI orders per customer per day; the day is the UTC−5 calendar day the app shows. */
  dailyLimit: 2,
  /** UTC−5, the app's display zone (docs/product.md §7), in ms. */
  dayOffsetMs: -5 * 60 * 60 * 1000,
  /** docs/product.md §5 "the order will be placed in N seconds": N. */
  countdownSeconds: 10,
  /** Leverage multiples the customer chooses from. */
  multiples: [2, 5, 10] as readonly number[],
  /** Total amount (the margin the AI may commit), USDT: docs/product.md §5/§9 "investment amount hint 1000-100000". */
  totalAmount: { min: 1000, max: 100_000, multipleOf: 100 },
  /** Orders the AI splits the amount into (one per run here). */
  orderQuantity: { min: 1, max: 1 },
  /** Target profit range (percent of margin): the AI sets its stop-profit at the top, stop-loss at the bottom. */
  profitRangePct: { min: -20, max: 30 },
  /** One activation grants this many AI orders in total; then "AI usage upper limit reached". */
  usesPerActivation: 30,
  /** Products the AI trades, in rotation. */
  products: ['AAPL', 'MSFT', 'NVDA', 'TSLA'] as readonly string[],
  /** Activation codes: this many characters from the alphabet. */
  activationCodeLength: 8,
  activationCodeAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
} as const;
