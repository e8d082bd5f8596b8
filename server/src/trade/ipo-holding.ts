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

/** An IPO holding's own issue, as trading needs it: when it lists, and its name in both languages. */
export interface IpoHoldingIssue {
  listingDate: number;
  /** ja: the Japanese name staff gave the issue, else null (then English). */
  name: { en: string; zh: string; ja: string | null };
}

/**
 * The issue behind each IPO holding among `orders`, by lever order id, found through the IPO order
 * the holding came from (its request id `ipo-<IPO order id>`). No query when none is an IPO holding,
 * so the position monitor pays nothing for it on an ordinary pass.
 */
export async function ipoHoldingIssues(
  db: Db,
  orders: readonly Pick<LeverOrderRow, 'id' | 'source' | 'request_id'>[],
): Promise<Map<number, IpoHoldingIssue>> {
  const orderOfIpoOrder = new Map<number, number>();
  for (const order of orders) {
    const ipoOrderId = order.source === 'ipo' ? /^ipo-(\d+)$/.exec(order.request_id ?? '')?.[1] : undefined;
    if (ipoOrderId !== undefined) orderOfIpoOrder.set(Number(ipoOrderId), order.id);
  }
  const issues = new Map<number, IpoHoldingIssue>();
  if (orderOfIpoOrder.size === 0) return issues;
  const rows = await db
    .selectFrom('ipo_orders')
    .innerJoin('ipo_issues', 'ipo_issues.id', 'ipo_orders.ipo_id')
    .select(['ipo_orders.id as ipoOrderId', 'ipo_issues.listing_date', 'ipo_issues.name_en', 'ipo_issues.name_zh', 'ipo_issues.name_ja'])
    .where('ipo_orders.id', 'in', [...orderOfIpoOrder.keys()])
    .execute();
  for (const row of rows) {
    issues.set(orderOfIpoOrder.get(row.ipoOrderId)!, {
      listingDate: Number(row.listing_date),
      name: { en: row.name_en, zh: row.name_zh, ja: row.name_ja },
    });
  }
  return issues;
}

/**
 * Whether the market may price this order at `now` (value it, close it, fire its stops or its
 * forced line): every order except an IPO holding whose own issue has not reached its listing date.
 *
 * A broker credits allotted shares on the allotment day, but they have no market price and cannot
 * be sold until their first trading day; until then the position stands at its issue price. That
 * rule is taken from the holding's own issue, not from whether the market knows the code: the demo
 * cycle opens the same codes (ORBT, HYPE) every few minutes and a market listing, once added, stays,
 * so from the second cycle on the market already prices a code whose new issue has not listed.
 * (A fresh code per cycle was the other way; it was not taken because the simulator cannot remove a
 * listing, so every cycle would add a product stepped for the life of the process, and because the
 * demo's issues are known by their codes, e.g. by the IPO journeys of the end-to-end suite.)
 * From its listing date such a holding is priced by the market's product of that code.
 */
export function pricedByMarket(
  order: Pick<LeverOrderRow, 'id' | 'source'>,
  issues: ReadonlyMap<number, IpoHoldingIssue>,
  now: number,
): boolean {
  const issue = order.source === 'ipo' ? issues.get(order.id) : undefined;
  return issue === undefined || now >= issue.listingDate;
}

/** An IPO holding's issue name in the content language, as the IPO screens name it. */
export function ipoIssueName(issue: IpoHoldingIssue, content: ContentLanguage): string {
  return content === 'ja' && issue.name.ja ? issue.name.ja : rowText(issue.name.en, issue.name.zh, content);
}
