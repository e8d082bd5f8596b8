// The life of a leveraged order: open (market/best at once, fixed as a pending limit order), fill,
// close (whole or part), cancel. Every money move is a ledger row written by applyBalanceChange in
// the same transaction as the order rows, so balances and orders can never disagree.
//
// Concurrency: every step first takes the customer's funds lock (lockUserFunds, the rule of every
// money transaction), so on PostgreSQL concurrent buys, fills, closes and cancels of one customer
// (and their transfers, withdrawals and IPO moves) run one after another and see each other's
// committed rows; on SQLite transactions run one at a time anyway. A close then claims the order
// row with a conditional update, which refuses a view of the order that has become stale.
import { LEVERAGE_LIMITS, LEVERAGE_MAX_BY_COUNTRY, MAX_OPEN_ORDERS, QUANTITY_LIMITS, type LeverageLimit } from '@app/shared/constants';
import { RetCode, type LeverCloseReason, type LeverPriceType } from '@app/shared/contracts';
import { checkPurchaseQuantity, parsePriceTicks, readOptionalPrice } from '@app/shared/domain/trade';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { DomainContext } from '../domain-context';
import { ApiFailure } from '../http/envelope';
import { applyBalanceChange, balancesOf, InsufficientBalanceError, lockUserFunds, type BalanceChange, type Db } from '../wallet/ledger';
import { closingCharges, daysHeld, openingCharges, shareOf, type Direction } from './charges';
import { ipoHoldingIssues, pricedByMarket } from './ipo-holding';
import { isMarketOpen, livePriceTicks, tradableProduct, type TradableProduct } from './market-access';
import { isTradingPaused } from './pauses';
import type { LeverOrdersTable } from './schema';

export type LeverOrderRow = Selectable<LeverOrdersTable>;
type TradeContext = Pick<DomainContext, 'db' | 'market' | 'sockets'>;

/** Statuses of an order still open (pending or holding): the Position tab's Holding list. */
export const OPEN_STATUSES = ['pending', 'holding'] as const;

/**
 * Sources whose open orders count against MAX_OPEN_ORDERS (docs/product.md §5/§9 "only 10 orders can be
 * bought at the same time"): the leveraged contract orders the customer buys, by hand or through
 * AI ordering. An IPO allotment's holding ('ipo') does not take a slot: as at a real broker, shares
 * allotted by a lottery are a position credited to the account, not an order the customer placed,
 * so winning an allotment never blocks trading, and the lottery (which the customer does not
 * control) is never refused for the limit either.
 */
export const ORDER_LIMIT_SOURCES = ['manual', 'ai'] as const satisfies readonly LeverOrderRow['source'][];

/** How many of the customer's open orders take one of the MAX_OPEN_ORDERS slots. */
export async function countLimitedOpenOrders(db: Db, userId: number): Promise<number> {
  const open = await db
    .selectFrom('lever_orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_STATUSES)
    .where('source', 'in', ORDER_LIMIT_SOURCES)
    .executeTakeFirstOrThrow();
  return Number(open.n);
}

export function leverageLimitOf(product: Pick<TradableProduct, 'type' | 'country'>): LeverageLimit {
  const base = LEVERAGE_LIMITS[product.type];
  const countryMax = LEVERAGE_MAX_BY_COUNTRY[product.type][product.country];
  return { min: base.min, max: countryMax === undefined ? base.max : Math.min(base.max, countryMax) };
}

/** docs/product.md §5 purchase quantity: the buy form's own rule (required, a whole number, within the lot limits). */
export function readPurchaseQuantity(raw: string): number {
  const read = checkPurchaseQuantity(raw, QUANTITY_LIMITS);
  if ('error' in read) throw new ApiFailure(read.error);
  return read.quantity;
}

/** A price field as the buy form reads it (the one number rule); INVALID_PRICE when it is not a positive price. */
function readPrice(text: string | undefined, decimals: number): number | undefined {
  if (text === undefined) return undefined;
  const ticks = parsePriceTicks(text, decimals);
  if (ticks === null) throw new ApiFailure(RetCode.INVALID_PRICE);
  return ticks;
}

export interface OpenOrderInput {
  userId: number;
  code: string;
  direction: Direction;
  leverage: number;
  /** Raw purchase quantity as sent (validated here). */
  quantity: string;
  priceType: LeverPriceType;
  price?: string;
  stopProfit?: string;
  stopLoss?: string;
  requestId: string;
  source: 'manual' | 'ai';
}

/** Validates and opens an order. Throws ApiFailure with the docs/product.md §5 message of the first rule broken. */
export async function openOrder(ctx: TradeContext, input: OpenOrderInput, now: number): Promise<LeverOrderRow> {
  const product = tradableProduct(ctx, input.code);
  if (!product) throw new ApiFailure(RetCode.TRADE_PRODUCT_UNAVAILABLE);
  // Before any other rule: whatever else the form holds, the product takes no new order now.
  if (await isTradingPaused(ctx.db, product.code)) throw new ApiFailure(RetCode.TRADE_PRODUCT_PAUSED);
  const quantity = readPurchaseQuantity(input.quantity);
  const limit = leverageLimitOf(product);
  if (!Number.isInteger(input.leverage) || input.leverage < limit.min || input.leverage > limit.max) {
    throw new ApiFailure(RetCode.LEVERAGE_OUT_OF_RANGE);
  }
  const { decimals } = product;
  const isLimit = input.priceType === 'fixed';
  const limitTicks = isLimit ? readPrice(input.price ?? '', decimals) : undefined;
  // A limit order may wait for the session; an order at the market needs the market.
  if (!isLimit && !isMarketOpen(ctx, product.code)) throw new ApiFailure(RetCode.MARKET_CLOSED);
  const openTicks = limitTicks ?? livePriceTicks(ctx, product.code, decimals);
  if (openTicks === undefined) throw new ApiFailure(RetCode.TRADE_PRODUCT_UNAVAILABLE);

  const stopProfit = readPrice(input.stopProfit, decimals);
  const stopLoss = readPrice(input.stopLoss, decimals);
  validateStops(input.direction, openTicks, stopProfit, stopLoss);

  const charges = openingCharges(openTicks, quantity, decimals, input.leverage, product.tickUnits);
  const openingCosts = charges.handlingFee + charges.spreadFee;

  let order: LeverOrderRow;
  try {
    order = await ctx.db.transaction().execute(async (trx) => {
      // One customer's money transactions run one at a time (PostgreSQL included), so the rules
      // checked here see every earlier change of this customer.
      await lockUserFunds(trx, input.userId, now);
      const row = await trx
        .insertInto('lever_orders')
        .values({
          user_id: input.userId,
          code: product.code,
          direction: input.direction,
          leverage: input.leverage,
          price_type: input.priceType,
          status: isLimit ? 'pending' : 'holding',
          source: input.source,
          request_id: input.requestId,
          parent_id: null,
          decimals,
          quantity,
          limit_price_ticks: limitTicks ?? null,
          open_price_ticks: openTicks,
          close_price_ticks: null,
          margin_minor: charges.margin,
          // A pending order holds its opening charges too, so the fill can never fail for money.
          frozen_minor: isLimit ? charges.margin + openingCosts : charges.margin,
          open_fee_minor: charges.handlingFee,
          spread_fee_minor: charges.spreadFee,
          close_fee_minor: 0,
          transaction_tax_minor: 0,
          stamp_duty_minor: 0,
          interest_minor: 0,
          storage_fee_minor: 0,
          close_notional_minor: 0,
          pnl_minor: 0,
          written_off_minor: 0,
          stop_profit_ticks: stopProfit ?? null,
          stop_loss_ticks: stopLoss ?? null,
          close_reason: null,
          created_at: now,
          opened_at: isLimit ? null : now,
          closed_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const ref = { type: 'lever_order', id: row.id };
      // Under the funds lock taken above: no other money transaction of this customer interleaves.
      if (isLimit) {
        await move(
          trx,
          {
            userId: input.userId,
            account: 'stock',
            availableDelta: -row.frozen_minor,
            frozenDelta: row.frozen_minor,
            kind: 'margin_freeze',
            ref,
          },
          now,
        );
      } else {
        await move(
          trx,
          {
            userId: input.userId,
            account: 'stock',
            availableDelta: -charges.margin,
            frozenDelta: charges.margin,
            kind: 'margin_freeze',
            ref,
          },
          now,
        );
        await move(trx, { userId: input.userId, account: 'stock', availableDelta: -charges.handlingFee, kind: 'trade_fee', ref }, now);
        await move(trx, { userId: input.userId, account: 'stock', availableDelta: -charges.spreadFee, kind: 'spread_fee', ref }, now);
      }
      // The new row included (its source is 'manual' or 'ai'); IPO holdings take no slot.
      if ((await countLimitedOpenOrders(trx, input.userId)) > MAX_OPEN_ORDERS) throw new ApiFailure(RetCode.ORDER_LIMIT_REACHED);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiFailure(RetCode.CANNOT_BUY_REPEATEDLY);
    throw err;
  }
  notify(ctx, input.userId);
  return order;
}

/** docs/product.md §5: stop profit beyond and stop loss short of the opening price, by direction. */
export function validateStops(direction: Direction, openTicks: number, stopProfit: number | undefined, stopLoss: number | undefined): void {
  if (direction === 'bullish') {
    if (stopProfit !== undefined && stopProfit <= openTicks) throw new ApiFailure(RetCode.STOP_PROFIT_BELOW_OPEN);
    if (stopLoss !== undefined && stopLoss >= openTicks) throw new ApiFailure(RetCode.STOP_LOSS_ABOVE_OPEN);
  } else {
    if (stopProfit !== undefined && stopProfit >= openTicks) throw new ApiFailure(RetCode.STOP_PROFIT_ABOVE_OPEN);
    if (stopLoss !== undefined && stopLoss <= openTicks) throw new ApiFailure(RetCode.STOP_LOSS_BELOW_OPEN);
  }
}

/** A pending limit order reached its price: it opens at the limit price and pays its opening charges from what it froze. */
export async function fillPendingOrder(ctx: TradeContext, order: LeverOrderRow, now: number): Promise<boolean> {
  const filled = await ctx.db.transaction().execute(async (trx) => {
    await lockUserFunds(trx, order.user_id, now);
    const updated = await trx
      .updateTable('lever_orders')
      .set({ status: 'holding', opened_at: now, frozen_minor: order.margin_minor })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    const ref = { type: 'lever_order', id: order.id };
    await move(
      trx,
      { userId: order.user_id, account: 'stock', availableDelta: 0, frozenDelta: -order.open_fee_minor, kind: 'trade_fee', ref },
      now,
    );
    await move(
      trx,
      { userId: order.user_id, account: 'stock', availableDelta: 0, frozenDelta: -order.spread_fee_minor, kind: 'spread_fee', ref },
      now,
    );
    return true;
  });
  if (filled) notify(ctx, order.user_id);
  return filled;
}

/** Withdraws a pending order: everything it froze comes back. */
export async function cancelPendingOrder(ctx: TradeContext, order: LeverOrderRow, now: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockUserFunds(trx, order.user_id, now);
    const updated = await trx
      .updateTable('lever_orders')
      .set({ status: 'cancelled', frozen_minor: 0, closed_at: now })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.ORDER_NOT_PENDING);
    await move(
      trx,
      {
        userId: order.user_id,
        account: 'stock',
        availableDelta: order.frozen_minor,
        frozenDelta: -order.frozen_minor,
        kind: 'margin_release',
        ref: { type: 'lever_order', id: order.id },
      },
      now,
    );
  });
  notify(ctx, order.user_id);
}

export interface CloseResult {
  closed: LeverOrderRow;
  remaining: LeverOrderRow | null;
}

/**
 * Closes `quantity` shares of a holding at `closeTicks`, in its own transaction under the
 * customer's funds lock (see closePositionIn). `finish` runs last in that transaction.
 */
export async function closePosition<A = CloseResult>(
  ctx: TradeContext,
  order: LeverOrderRow,
  quantity: number,
  closeTicks: number,
  reason: LeverCloseReason,
  now: number,
  finish?: (trx: Transaction<Database>, result: CloseResult) => Promise<A>,
): Promise<A> {
  const answer = await ctx.db.transaction().execute(async (trx) => {
    // Serialise with this customer's other money transactions; the quantity/status claim then
    // refuses a close whose view of the order is stale.
    await lockUserFunds(trx, order.user_id, now);
    const result = await closePositionIn(trx, order, quantity, closeTicks, reason, now);
    return finish ? finish(trx, result) : (result as A);
  });
  notify(ctx, order.user_id);
  return answer;
}

/**
 * Closes `quantity` shares of a holding at `closeTicks` inside `trx`, which holds the customer's
 * funds lock. The order row is claimed first with a conditional update (status holding, quantity
 * unchanged), so a concurrent close of the same shares (customer and monitor) settles once; the
 * loser gets ORDER_NOT_HOLDING. Every refusal comes before the first write (the claim writes
 * nothing when it fails; the money moves cannot fail: credits come first and a loss beyond the
 * balance is written off), so a caller closing several positions in one transaction may go on
 * after one is refused.
 */
export async function closePositionIn(
  trx: Transaction<Database>,
  order: LeverOrderRow,
  quantity: number,
  closeTicks: number,
  reason: LeverCloseReason,
  now: number,
): Promise<CloseResult> {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > order.quantity) throw new ApiFailure(RetCode.CLOSE_QUANTITY_INVALID);
  const full = quantity === order.quantity;
  const margin = shareOf(order.margin_minor, quantity, order.quantity);
  const openFee = shareOf(order.open_fee_minor, quantity, order.quantity);
  const spreadFee = shareOf(order.spread_fee_minor, quantity, order.quantity);
  const days = daysHeld(order.opened_at ?? order.created_at, now);
  const c = closingCharges({
    direction: order.direction,
    openTicks: order.open_price_ticks,
    closeTicks,
    quantity,
    decimals: order.decimals,
    margin,
    days,
  });
  const closedFields = {
    status: 'closed' as const,
    close_price_ticks: closeTicks,
    close_fee_minor: c.handlingFee,
    transaction_tax_minor: c.transactionTax,
    stamp_duty_minor: c.stampDuty,
    interest_minor: c.interest,
    storage_fee_minor: c.storageFee,
    close_notional_minor: c.closeNotional,
    pnl_minor: c.pnl,
    close_reason: reason,
    closed_at: now,
  };

  {
    const claim = trx
      .updateTable('lever_orders')
      .where('id', '=', order.id)
      .where('status', '=', 'holding')
      .where('quantity', '=', order.quantity);
    let closedId = order.id;
    if (full) {
      const updated = await claim.set({ ...closedFields, frozen_minor: 0 }).executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.ORDER_NOT_HOLDING);
    } else {
      const updated = await claim
        .set({
          quantity: order.quantity - quantity,
          margin_minor: order.margin_minor - margin,
          frozen_minor: order.frozen_minor - margin,
          open_fee_minor: order.open_fee_minor - openFee,
          spread_fee_minor: order.spread_fee_minor - spreadFee,
        })
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.ORDER_NOT_HOLDING);
      const inserted = await trx
        .insertInto('lever_orders')
        .values({
          user_id: order.user_id,
          code: order.code,
          direction: order.direction,
          leverage: order.leverage,
          price_type: order.price_type,
          source: order.source,
          request_id: null,
          parent_id: order.id,
          decimals: order.decimals,
          quantity,
          limit_price_ticks: order.limit_price_ticks,
          open_price_ticks: order.open_price_ticks,
          margin_minor: margin,
          frozen_minor: 0,
          open_fee_minor: openFee,
          spread_fee_minor: spreadFee,
          written_off_minor: 0,
          stop_profit_ticks: order.stop_profit_ticks,
          stop_loss_ticks: order.stop_loss_ticks,
          created_at: order.created_at,
          opened_at: order.opened_at,
          ...closedFields,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      closedId = inserted.id;
    }

    const ref = { type: 'lever_order', id: closedId };
    const base = { userId: order.user_id, account: 'stock' as const, ref };
    // Releasing the margin (a credit) comes first, so the balance read next includes it.
    await move(trx, { ...base, availableDelta: margin, frozenDelta: -margin, kind: 'margin_release' }, now);
    const { available } = await balancesOf(trx, order.user_id, 'stock', now);
    const charges = c.handlingFee + c.transactionTax + c.stampDuty + c.interest + c.storageFee;
    // Negative-balance protection: a loss beyond everything the customer has is written off.
    const writtenOff = Math.max(0, -(available + c.pnl - charges));
    if (writtenOff > 0) await trx.updateTable('lever_orders').set({ written_off_minor: writtenOff }).where('id', '=', closedId).execute();
    const rows: BalanceChange[] = [
      { ...base, availableDelta: c.pnl + writtenOff, kind: 'trade_pnl' },
      { ...base, availableDelta: -c.handlingFee, kind: 'trade_fee' },
      { ...base, availableDelta: -c.transactionTax, kind: 'trade_tax' },
      { ...base, availableDelta: -c.stampDuty, kind: 'stamp_duty' },
      { ...base, availableDelta: -c.interest, kind: 'interest' },
      { ...base, availableDelta: -c.storageFee, kind: 'storage_fee' },
    ];
    // Credits before debits: every intermediate balance stays at or above the final one (≥ 0).
    rows.sort((a, b) => b.availableDelta - a.availableDelta);
    for (const row of rows) await move(trx, row, now);

    const closed = await trx.selectFrom('lever_orders').selectAll().where('id', '=', closedId).executeTakeFirstOrThrow();
    const remaining = full ? null : await trx.selectFrom('lever_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    return { closed, remaining };
  }
}

/** The live price a customer's own holding closes at now, or the refusal: not holding, an IPO holding before its listing, market closed, no price. */
async function ownClosePrice(ctx: TradeContext, db: Db, order: LeverOrderRow, now: number): Promise<number> {
  if (order.status !== 'holding') throw new ApiFailure(RetCode.ORDER_NOT_HOLDING);
  // An IPO holding cannot be sold before its own issue lists, whatever the market knows of its code.
  if (order.source === 'ipo' && !pricedByMarket(order, await ipoHoldingIssues(db, [order]), now))
    throw new ApiFailure(RetCode.TRADE_PRODUCT_UNAVAILABLE);
  if (!isMarketOpen(ctx, order.code)) throw new ApiFailure(RetCode.MARKET_CLOSED);
  const price = livePriceTicks(ctx, order.code, order.decimals);
  if (price === undefined) throw new ApiFailure(RetCode.TRADE_PRODUCT_UNAVAILABLE);
  return price;
}

/** Closes part or all of a customer's own holding at the live price (lever/overBySelf); `finish` runs last in its transaction. */
export async function closeOwnPosition<A = CloseResult>(
  ctx: TradeContext,
  userId: number,
  orderId: number,
  quantity: number | undefined,
  now: number,
  finish?: (trx: Transaction<Database>, result: CloseResult) => Promise<A>,
): Promise<A> {
  const order = await findOwnOrder(ctx.db, userId, orderId);
  const price = await ownClosePrice(ctx, ctx.db, order, now);
  return closePosition(ctx, order, quantity ?? order.quantity, price, 'self', now, finish);
}

/**
 * Closes every holding of the customer at the live price (lever/overAll), in one transaction
 * under the funds lock: all of them or none, with the call's key and answer. A holding that cannot
 * be closed now (its market closed, an IPO holding not yet listed) stays open; if none could be
 * closed, the first refusal is the answer. `finish` runs last in the transaction.
 */
export async function closeAllOwnPositions<A>(
  ctx: TradeContext,
  userId: number,
  now: number,
  finish: (trx: Transaction<Database>, closed: LeverOrderRow[], refused: { order: LeverOrderRow; failure: ApiFailure }[]) => Promise<A>,
): Promise<A> {
  const answer = await ctx.db.transaction().execute(async (trx) => {
    await lockUserFunds(trx, userId, now);
    const holdings = await trx
      .selectFrom('lever_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'holding')
      .orderBy('id')
      .execute();
    const closed: LeverOrderRow[] = [];
    const refused: { order: LeverOrderRow; failure: ApiFailure }[] = [];
    for (const order of holdings) {
      try {
        const price = await ownClosePrice(ctx, trx, order, now);
        closed.push((await closePositionIn(trx, order, order.quantity, price, 'self', now)).closed);
      } catch (err) {
        if (!(err instanceof ApiFailure)) throw err;
        refused.push({ order, failure: err });
      }
    }
    if (closed.length === 0 && refused.length) throw refused[0].failure;
    return finish(trx, closed, refused);
  });
  notify(ctx, userId);
  return answer;
}

/**
 * lever/updateStop: sets, changes or clears (with '') the stops of a holding or pending order, by
 * the buying rules against its opening price. The row is updated only while it is still open, so a
 * stop can never be written onto an order the monitor has just closed.
 */
export async function updateStops(
  ctx: TradeContext,
  userId: number,
  orderId: number,
  change: { stopProfit?: string; stopLoss?: string },
): Promise<LeverOrderRow> {
  const order = await findOwnOrder(ctx.db, userId, orderId);
  if (order.status !== 'holding' && order.status !== 'pending') throw new ApiFailure(RetCode.ORDER_NOT_HOLDING);
  // Absent: kept; nothing but spaces: cleared; else a price.
  const read = (text: string | undefined, current: number | null): number | null => {
    if (text === undefined) return current;
    const ticks = readOptionalPrice(text, order.decimals);
    if (ticks === null) throw new ApiFailure(RetCode.INVALID_PRICE);
    return ticks ?? null;
  };
  const stopProfit = read(change.stopProfit, order.stop_profit_ticks);
  const stopLoss = read(change.stopLoss, order.stop_loss_ticks);
  validateStops(order.direction, order.open_price_ticks, stopProfit ?? undefined, stopLoss ?? undefined);
  const updated = await ctx.db
    .updateTable('lever_orders')
    .set({ stop_profit_ticks: stopProfit, stop_loss_ticks: stopLoss })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.ORDER_NOT_HOLDING);
  ctx.sockets.pushEvent(userId, 'orders');
  return findOwnOrder(ctx.db, userId, orderId);
}

export async function findOwnOrder(db: Db, userId: number, orderId: number): Promise<LeverOrderRow> {
  const order = await db.selectFrom('lever_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) throw new ApiFailure(RetCode.ORDER_NOT_FOUND);
  return order;
}

/** applyBalanceChange with the trading account's "insufficient balance" answer. */
async function move(trx: Db, change: BalanceChange, now: number): Promise<void> {
  try {
    await applyBalanceChange(trx, change, now);
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw new ApiFailure(RetCode.TRADE_INSUFFICIENT_BALANCE);
    throw err;
  }
}

function notify(ctx: Pick<DomainContext, 'sockets'>, userId: number): void {
  ctx.sockets.pushEvent(userId, 'orders');
  ctx.sockets.pushEvent(userId, 'balance');
}
