// IPO subscriptions and what happens to them: subscribe (freeze), lottery (allot, pay from what
// was frozen, refund the rest), pay the balance of a deposit subscription, lapse after the deadline.
// Every money move is a ledger row in the same transaction as the order rows.
import { IPO_PAYMENT } from '@app/shared/constants';
import { RetCode, type IpoPaymentMethod } from '@app/shared/contracts';
import { divideRounded } from '@app/shared/format';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../db/unique-violation';
import type { DomainContext } from '../domain-context';
import { ApiFailure } from '../http/envelope';
import { applyBalanceChange, InsufficientBalanceError, type BalanceChange, type Db } from '../wallet/ledger';
import { drawLottery } from './lottery';
import type { IpoIssuesTable, IpoOrdersTable } from './schema';

export type IpoIssueRow = Selectable<IpoIssuesTable>;
export type IpoOrderRow = Selectable<IpoOrdersTable>;
type IpoContext = Pick<DomainContext, 'db' | 'sockets'>;

/** Shares applied for: required, an integer, at least the minimum, a multiple of it, at most the maximum. */
export function readSubscriptionQuantity(raw: string, issue: Pick<IpoIssueRow, 'min_subscription' | 'max_subscription'>): number {
  const text = raw.trim();
  if (!/^[+-]?\d{1,15}$/.test(text)) throw new ApiFailure(RetCode.IPO_QUANTITY_NOT_INTEGER);
  const quantity = Number(text);
  if (quantity < issue.min_subscription) throw new ApiFailure(RetCode.IPO_BELOW_MINIMUM);
  if (quantity % issue.min_subscription !== 0) throw new ApiFailure(RetCode.IPO_NOT_MULTIPLE);
  if (quantity > issue.max_subscription) throw new ApiFailure(RetCode.IPO_ABOVE_MAXIMUM);
  return quantity;
}

/** What a subscription freezes: the whole amount, or the deposit share of it (rounded up). */
export function frozenFor(amount: number, method: IpoPaymentMethod): number {
  return method === 'full' ? amount : divideRounded(amount * IPO_PAYMENT.depositPct, 100, 'up');
}

export async function findIssue(db: Db, id: number): Promise<IpoIssueRow> {
  const issue = await db.selectFrom('ipo_issues').selectAll().where('id', '=', id).executeTakeFirst();
  if (!issue) throw new ApiFailure(RetCode.IPO_NOT_FOUND);
  return issue;
}

export async function subscribe(
  ctx: IpoContext,
  input: { userId: number; ipoId: number; quantity: string; paymentMethod: IpoPaymentMethod },
  now: number,
): Promise<IpoOrderRow> {
  const issue = await findIssue(ctx.db, input.ipoId);
  if (now < issue.subscribe_start) throw new ApiFailure(RetCode.IPO_NOT_STARTED);
  if (now >= issue.subscribe_end) throw new ApiFailure(RetCode.IPO_ENDED);
  const quantity = readSubscriptionQuantity(input.quantity, issue);
  const amount = quantity * issue.underwriting_price_minor;
  const frozen = frozenFor(amount, input.paymentMethod);
  let order: IpoOrderRow;
  try {
    order = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('ipo_orders')
        .values({
          user_id: input.userId,
          ipo_id: issue.id,
          quantity,
          payment_method: input.paymentMethod,
          amount_minor: amount,
          frozen_minor: frozen,
          state: 'pending',
          issue_result: null,
          allotted_quantity: 0,
          allotted_amount_minor: 0,
          paid_minor: 0,
          due_minor: 0,
          pay_deadline: null,
          subscribed_at: now,
          drawn_at: null,
          paid_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await move(trx, { userId: input.userId, account: 'stock', availableDelta: -frozen, frozenDelta: frozen, kind: 'ipo_freeze', ref: { type: 'ipo_order', id: row.id } }, now);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiFailure(RetCode.IPO_ALREADY_SUBSCRIBED);
    throw err;
  }
  notify(ctx, input.userId);
  return order;
}

/**
 * Draws one issue's lottery and settles every order in one transaction: winners pay from what they
 * froze, the rest is refunded; a deposit that does not cover the allotment leaves "to pay".
 * Returns false when the issue was drawn already (another pass got there first).
 */
export async function runLottery(ctx: IpoContext, issue: IpoIssueRow, now: number): Promise<boolean> {
  const lot = issue.min_subscription;
  const users = await ctx.db.transaction().execute(async (trx) => {
    const orders = await trx.selectFrom('ipo_orders').selectAll().where('ipo_id', '=', issue.id).where('state', '=', 'pending').orderBy('id').execute();
    const outcome = drawLottery(
      orders.map((o) => ({ id: o.id, lots: o.quantity / lot })),
      Math.floor(issue.public_demand / lot),
      Math.floor(issue.total_issued / lot),
      issue.lottery_seed,
    );
    // Claim the issue first: a second pass (or process) finds it drawn and does nothing.
    const claimed = await trx
      .updateTable('ipo_issues')
      .set({ lottery_done_at: now, issue_result: outcome.result })
      .where('id', '=', issue.id)
      .where('lottery_done_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;

    const touched = new Set<number>();
    for (const order of orders) {
      const allottedQuantity = (outcome.won.get(order.id) ?? 0) * lot;
      const allotted = allottedQuantity * issue.underwriting_price_minor;
      const paid = Math.min(order.frozen_minor, allotted);
      const refund = order.frozen_minor - paid;
      const due = allotted - paid;
      const state = allottedQuantity === 0 ? 'notWon' : due > 0 ? 'toPay' : 'bought';
      await trx
        .updateTable('ipo_orders')
        .set({
          state,
          issue_result: outcome.result,
          allotted_quantity: allottedQuantity,
          allotted_amount_minor: allotted,
          paid_minor: paid,
          due_minor: due,
          frozen_minor: 0,
          pay_deadline: due > 0 ? issue.lottery_at + IPO_PAYMENT.payWindowMs : null,
          drawn_at: now,
          paid_at: state === 'bought' ? now : null,
        })
        .where('id', '=', order.id)
        .execute();
      const base = { userId: order.user_id, account: 'stock' as const, ref: { type: 'ipo_order', id: order.id } };
      await move(trx, { ...base, availableDelta: 0, frozenDelta: -paid, kind: 'ipo_payment' }, now);
      await move(trx, { ...base, availableDelta: refund, frozenDelta: -refund, kind: 'ipo_release' }, now);
      touched.add(order.user_id);
    }
    return touched;
  });
  if (!users) return false;
  for (const userId of users) notify(ctx, userId);
  return true;
}

/** Pays the balance of a "to pay" order from the stock account's available balance. */
export async function payBalance(ctx: IpoContext, userId: number, orderId: number, now: number): Promise<IpoOrderRow> {
  const order = await findOwnOrder(ctx.db, userId, orderId);
  if (order.state === 'unpaid' || (order.state === 'toPay' && order.pay_deadline !== null && now > order.pay_deadline)) {
    throw new ApiFailure(RetCode.IPO_PAYMENT_OVERDUE);
  }
  if (order.state !== 'toPay' || order.due_minor <= 0) throw new ApiFailure(RetCode.IPO_NOTHING_TO_PAY);
  const paid = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('ipo_orders')
      .set({ state: 'bought', paid_minor: order.paid_minor + order.due_minor, due_minor: 0, paid_at: now })
      .where('id', '=', order.id)
      .where('state', '=', 'toPay')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.IPO_NOTHING_TO_PAY);
    await move(trx, { userId, account: 'stock', availableDelta: -order.due_minor, kind: 'ipo_payment', ref: { type: 'ipo_order', id: order.id } }, now);
    return trx.selectFrom('ipo_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  });
  notify(ctx, userId);
  return paid;
}

/** "To pay" orders past their deadline become unpaid: the allotment lapses and the deposit comes back. */
export async function lapseOverdue(ctx: IpoContext, now: number): Promise<number> {
  const overdue = await ctx.db.selectFrom('ipo_orders').selectAll().where('state', '=', 'toPay').where('pay_deadline', '<', now).execute();
  let lapsed = 0;
  for (const order of overdue) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('ipo_orders')
        .set({ state: 'unpaid', paid_minor: 0, due_minor: 0 })
        .where('id', '=', order.id)
        .where('state', '=', 'toPay')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await move(trx, { userId: order.user_id, account: 'stock', availableDelta: order.paid_minor, kind: 'ipo_refund', ref: { type: 'ipo_order', id: order.id } }, now);
      return true;
    });
    if (done) {
      lapsed += 1;
      notify(ctx, order.user_id);
    }
  }
  return lapsed;
}

export async function findOwnOrder(db: Db, userId: number, orderId: number): Promise<IpoOrderRow> {
  const order = await db.selectFrom('ipo_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) throw new ApiFailure(RetCode.IPO_ORDER_NOT_FOUND);
  return order;
}

async function move(trx: Db, change: BalanceChange, now: number): Promise<void> {
  try {
    await applyBalanceChange(trx, change, now);
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw new ApiFailure(RetCode.IPO_INSUFFICIENT_BALANCE);
    throw err;
  }
}

function notify(ctx: Pick<DomainContext, 'sockets'>, userId: number): void {
  ctx.sockets.pushEvent(userId, 'ipo');
  ctx.sockets.pushEvent(userId, 'balance');
}
