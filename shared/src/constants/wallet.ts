// Business figures of the wallet domain: docs/product.md §9 where it gives them, our own choices where it
// says "not shown" (each marked CHOSEN). Amounts are whole USDT unless a name says otherwise.
// The server enforces them; the front end shows them (hints, placeholders).

export const WALLET_CURRENCY = 'USDT';

/** Transfers between the stock account and the coin wallet. CHOSEN: any amount from 0.01. */
export const TRANSFER_LIMITS = { minMinor: 1 } as const;

/** Recharges (bank and USDT). CHOSEN: 50 – 1,000,000 USDT per recharge, 2 decimals allowed. */
export const RECHARGE_LIMITS = {
  min: 50,
  max: 1_000_000,
  /** CHOSEN: at most this many recharges awaiting review per user (stops flooding the review queue). */
  maxPending: 5,
} as const;

export const WITHDRAWAL_LIMITS = {
  /** CHOSEN: smallest withdrawal (whole USDT). */
  min: 100,
  /** docs/product.md §9: up to 500000 per transaction. */
  max: 500_000,
  /** CHOSEN (docs/product.md §6 "value not shown"): users who have not bought a wealth-management product
   *  may withdraw at most this much per calendar day of the market time zone (pending + paid). */
  dailyCapWithoutFund: 20_000,
  /** docs/product.md §9: "a 5% tax" (applied only in the 'customer' tax mode; docs/server.md, "Wallet"). */
  taxRatePercent: 5,
} as const;

/** docs/product.md §9: withdrawals only between market open and close. CHOSEN: the US session, Mon–Fri. */
export const WITHDRAWAL_HOURS = {
  timeZone: 'America/New_York',
  open: '09:30',
  close: '16:00',
  /** 0 = Sunday … 6 = Saturday */
  weekdays: [1, 2, 3, 4, 5],
} as const;

/** Withdrawal password: exactly this many digits. */
export const WITHDRAW_PASSWORD_DIGITS = 6;

/** docs/product.md §5/§9 fund purchases: "investment amount hint 1000-100000"; CHOSEN step 100. */
export const FUND_INVESTMENT = { min: 1000, max: 100_000, step: 100 } as const;

/** Paged wallet lists (funding details, recharges, withdrawals, fund orders). */
export const WALLET_PAGING = { defaultPageSize: 20, maxPageSize: 100 } as const;

/** CHOSEN: demo auto-review delay of pending deposits, withdrawals and real-name checks. */
export const DEMO_REVIEW = { defaultDelayMs: 15_000 } as const;
