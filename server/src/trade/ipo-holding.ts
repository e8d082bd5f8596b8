// An IPO allotment becomes a holding: a bullish 1× position at the issue price, opened by the ipo
// domain inside its own transaction (lottery or payment). Called only from server/src/ipo.
//
// Money: the caller has already put the allotment's full amount in the customer's frozen stock
// balance (what the subscription froze, plus any balance paid); that frozen amount becomes this
// holding's margin, exactly as a leveraged buy holds its margin frozen. No ledger row is written
// here because no balance changes: closing it later releases the margin and settles P/L through
// closePosition like any other holding.
import type { Transaction } from 'kysely';
import { rowText } from '../content/localize';
import type { Database } from '../db/schema';
import type { ContentLanguage } from '../i18n/language';
import type { Db } from '../wallet/ledger';
import type { LeverOrderRow } from './orders';

/** Prices of an IPO holding are USDT cents: 2 decimals. */
export const IPO_HOLDING_DECIMALS = 2;

export interface IpoHoldingInput {
  userId: number;
  /** The issue's stock code (priced by the market once it lists). */
  code: string;
  /** Shares allotted. */
  quantity: number;
  /** Issue (underwriting) price, USDT cents per share. */
  priceMinor: number;
  /** quantity × priceMinor: the frozen amount that becomes the margin. */
  amountMinor: number;
  /** The IPO order it comes from: its request id is `ipo-<id>`, so an allotment opens one holding. */
  ipoOrderId: number;
}

export function ipoHoldingRequestId(ipoOrderId: number): string {
  return `ipo-${ipoOrderId}`;
}

/** Writes the holding. Call inside the transaction that settles the allotment, after taking the funds lock. */
export async function openIpoHolding(trx: Transaction<Database>, input: IpoHoldingInput, now: number): Promise<LeverOrderRow> {
  if (input.amountMinor !== input.quantity * input.priceMinor) throw new RangeError('IPO holding amount must be quantity × price');
  return trx
    .insertInto('lever_orders')
    .values({
      user_id: input.userId,
      code: input.code,
      direction: 'bullish',
      leverage: 1,
      price_type: 'market',
      status: 'holding',
      source: 'ipo',
      request_id: ipoHoldingRequestId(input.ipoOrderId),
      parent_id: null,
      decimals: IPO_HOLDING_DECIMALS,
      quantity: input.quantity,
      limit_price_ticks: null,
      open_price_ticks: input.priceMinor,
      close_price_ticks: null,
      margin_minor: input.amountMinor,
      frozen_minor: input.amountMinor,
      open_fee_minor: 0,
      spread_fee_minor: 0,
      close_fee_minor: 0,
      transaction_tax_minor: 0,
      stamp_duty_minor: 0,
      interest_minor: 0,
      storage_fee_minor: 0,
      close_notional_minor: 0,
      pnl_minor: 0,
      written_off_minor: 0,
      stop_profit_ticks: null,
      stop_loss_ticks: null,
      close_reason: null,
      created_at: now,
      opened_at: now,
      closed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The issues' names by code, in the content language, as the IPO screens name them. Before its
 * listing date an allotment's holding has no product on the market, so its issue names it.
 * The demo cycle reuses codes; the newest issue of a code wins (they share their name).
 */
export async function ipoIssueNames(db: Db, codes: readonly string[], content: ContentLanguage): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (codes.length === 0) return names;
  const rows = await db.selectFrom('ipo_issues').select(['code', 'name_en', 'name_zh']).where('code', 'in', [...new Set(codes)]).orderBy('id').execute();
  for (const row of rows) names.set(row.code, rowText(row.name_en, row.name_zh, content));
  return names;
}
