// Tables of the ipo domain. IPO subscription with its lottery, and AI ordering.
// Row types as kysely sees them; times are ms since epoch, money is integer minor units (USDT cents).
import type { ColumnType, Generated } from 'kysely';

/** One new issue. Prices are USDT per share in minor units. */
export interface IpoIssuesTable {
  id: Generated<number>;
  code: string;
  name_en: string;
  name_zh: string;
  /** Market (country) code, e.g. US. */
  market: string;
  /** Issue market (exchange), e.g. NASDAQ. */
  exchange: string;
  underwriting_price_minor: number;
  price_low_minor: number;
  price_high_minor: number;
  total_issued: number;
  /** Minimum subscription shares: also the lot the lottery draws. */
  min_subscription: number;
  max_subscription: number;
  subscribe_start: number;
  subscribe_end: number;
  lottery_at: number;
  listing_date: number;
  /** Shares applied for by the public (outside this app), so demand looks like a real book. */
  public_demand: number;
  /** First-day closing price (minor units), revealed once listed. */
  first_day_close_minor: number;
  description_en: string;
  description_zh: string;
  /** Seed of this issue's lottery: the same seed draws the same winners. */
  lottery_seed: number;
  lottery_done_at: number | null;
  issue_result: 'oversubscription' | 'underSubscription' | null;
  created_at: number;
  /** demo: the demo data or the demo cycle (which opens and removes only its own); staff: ops/ipoCreate (migration 0921). */
  origin: ColumnType<IpoOrigin, IpoOrigin | undefined, IpoOrigin>;
  /** Japanese name and description given by staff; null: the app shows the English. */
  name_ja: ColumnType<string | null, string | null | undefined, string | null>;
  description_ja: ColumnType<string | null, string | null | undefined, string | null>;
}

export type IpoOrigin = 'demo' | 'staff';

export type IpoOrderStateColumn = 'pending' | 'bought' | 'notWon' | 'toPay' | 'unpaid';

export interface IpoOrdersTable {
  id: Generated<number>;
  user_id: number;
  ipo_id: number;
  quantity: number;
  payment_method: 'full' | 'deposit';
  /** quantity × underwriting price. */
  amount_minor: number;
  /** Held in the stock wallet's frozen balance right now. */
  frozen_minor: number;
  state: IpoOrderStateColumn;
  issue_result: 'oversubscription' | 'underSubscription' | null;
  allotted_quantity: number;
  allotted_amount_minor: number;
  paid_minor: number;
  due_minor: number;
  pay_deadline: number | null;
  subscribed_at: number;
  /** When the lottery settled it. */
  drawn_at: number | null;
  /** When the allotment was fully paid. */
  paid_at: number | null;
}

/** The AI ordering account of a customer (docs/product.md §4 AI account). */
export interface AiAccountsTable {
  user_id: number;
  activation_code: string;
  code_issued_at: number;
  activated_at: number | null;
  /** AI orders left of the activation (docs/product.md §5 "AI usage upper limit"). */
  uses_left: number;
  updated_at: number;
}

export interface AiTasksTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: number;
  multiple: number;
  state: 'counting' | 'placed' | 'failed' | 'cancelled';
  execute_at: number;
  /** UTC−5 calendar day of the request (YYYY-MM-DD): the daily limit counts per day key. */
  day_key: string;
  order_id: number | null;
  code: string | null;
  direction: 'bullish' | 'bearish' | null;
  /** retCode of the failure, when the order could not be placed. */
  failure_code: number | null;
  created_at: number;
}

export interface IpoTables {
  ipo_issues: IpoIssuesTable;
  ipo_orders: IpoOrdersTable;
  ai_accounts: AiAccountsTable;
  ai_tasks: AiTasksTable;
}
