// Tables of the trade domain. Leveraged contract trading: orders, positions, fees, stop levels, forced close.
// Row types as kysely sees them; times are ms since epoch, money is integer minor units (USDT
// cents), prices are integer ticks of the product's decimals (stored with the order).
import type { Generated } from 'kysely';

export type LeverOrderStatusColumn = 'pending' | 'holding' | 'closed' | 'cancelled';

/**
 * One leveraged order. A pending order becomes a holding when it fills; closing the whole holding
 * turns the same row into a closed (historical) one; closing part of it writes a new closed row
 * (parent_id = the holding) for the shares closed and shrinks the holding.
 */
export interface LeverOrdersTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  direction: 'bullish' | 'bearish';
  leverage: number;
  price_type: 'market' | 'fixed' | 'best';
  status: LeverOrderStatusColumn;
  source: 'manual' | 'ai' | 'ipo';
  /** Client request id (idempotency); unique per user. Null on rows split off by a partial close. */
  request_id: string | null;
  /** The holding a partial-close record was split from. */
  parent_id: number | null;
  /** Decimals of the product's prices when the order was made. */
  decimals: number;
  /** Open shares (pending, holding) or closed shares (closed). */
  quantity: number;
  limit_price_ticks: number | null;
  /** Opening price (for a pending order: the limit price it will open at). */
  open_price_ticks: number;
  close_price_ticks: number | null;
  /** Margin of these shares: held frozen while pending/holding, released at close. */
  margin_minor: number;
  /** Everything this order holds frozen in the stock wallet: margin, plus the opening charges while pending. */
  frozen_minor: number;
  /** Handling fee at open (charged at fill). */
  open_fee_minor: number;
  spread_fee_minor: number;
  /** Charged at close. */
  close_fee_minor: number;
  transaction_tax_minor: number;
  stamp_duty_minor: number;
  interest_minor: number;
  storage_fee_minor: number;
  /** quantity × closing price, minor units (0 until closed). */
  close_notional_minor: number;
  /** Price P/L realised at close, before charges. */
  pnl_minor: number;
  /** Loss beyond the customer's whole balance, absorbed by the platform (negative-balance protection). */
  written_off_minor: number;
  stop_profit_ticks: number | null;
  stop_loss_ticks: number | null;
  close_reason: 'self' | 'stopProfit' | 'stopLoss' | 'forced' | null;
  created_at: number;
  opened_at: number | null;
  closed_at: number | null;
}

export interface TradeTables {
  lever_orders: LeverOrdersTable;
}
