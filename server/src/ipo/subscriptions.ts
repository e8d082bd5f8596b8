// IPO subscriptions and what happens to them: subscribe (freeze), lottery (allot, refund the rest),
// pay the balance of a deposit subscription, lapse after the deadline. Every money move is a ledger
// row in the same transaction as the order rows, under the customer's funds lock.
//
// A paid allotment becomes a holding (trade/ipo-holding.ts) in the same transaction: the allotted
// amount stays frozen in the stock wallet as that holding's margin, the way a leveraged buy holds
// its margin, and closing the holding releases it with the P/L. So an allotment writes no payment
// row of its own; the deposit's balance paid later is one `ipo_payment` row (available → frozen).
import { IPO_PAYMENT } from '@app/shared/constants';
import { RetCode, type IpoPaymentMethod } from '@app/shared/contracts';
import { checkSubscriptionQuantity } from '@app/shared/domain/ipo';
import { divideRounded } from '@app/shared/format';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { DomainContext } from '../domain-context';
import { ApiFailure } from '../http/envelope';
import { openIpoHolding } from '../trade/ipo-holding';
import { applyBalanceChange, InsufficientBalanceError, lockUserFunds, type BalanceChange, type Db } from '../wallet/ledger';
import { drawLottery } from './lottery';
import type { IpoIssuesTable, IpoOrdersTable } from './schema';

export type IpoIssueRow = Selectable<IpoIssuesTable>;
export type IpoOrderRow = Selectable<IpoOrdersTable>;
type IpoContext = Pick<DomainContext, 'db' | 'sockets'>;

/** Shares applied for, by the subscribe form's own rule: a whole number, at least the minimum, a multiple of it, at most the maximum. */
export function readSubscriptionQuantity(raw: string, issue: Pick<IpoIssueRow, 'min_subscription' | 'max_subscription'>): number {
  const read = checkSubscriptionQuantity(raw, { minSubscription: issue.min_subscription, maxSubscription: issue.max_subscription });
  if (!read.ok) throw new ApiFailure(read.retCode);
  return read.value;
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

/** Subscribes; `finish` runs last in the same transaction (the call's answer, built and recorded there). */
export async function subscribe<A>(
  ctx: IpoContext,
  input: { userId: number; ipoId: number; quantity: string; paymentMethod: IpoPaymentMethod },
  now: number,
  finish: (trx: Transaction<Database>, order: IpoOrderRow, issue: IpoIssueRow) => Promise<A>,
): Promise<A> {
  const issue = await findIssue(ctx.db, input.ipoId);
  if (now < issue.subscribe_start) throw new ApiFailure(RetCode.IPO_NOT_STARTED);
  if (now >= issue.subscribe_end) throw new ApiFailure(RetCode.IPO_ENDED);
  const quantity = readSubscriptionQuantity(input.quantity, issue);
  const amount = quantity * issue.underwriting_price_minor;
  const frozen = frozenFor(amount, input.paymentMethod);
  let answer: A;
  try {
    answer = await ctx.db.transaction().execute(async (trx) => {
      await lockUserFunds(trx, input.userId, now);
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
      await move(
        trx,
        {
          userId: input.userId,
          account: 'stock',
          availableDelta: -frozen,
          frozenDelta: frozen,
          kind: 'ipo_freeze',
          ref: { type: 'ipo_order', id: row.id },
        },
        now,
      );
      return finish(trx, row, issue);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiFailure(RetCode.IPO_ALREADY_SUBSCRIBED);
    throw err;
  }
  notify(ctx, input.userId);
  return answer;
}

/**
 * Draws one issue's lottery and settles every order in one transaction: winners pay from what they
 * froze, the rest is refunded; a deposit that does not cover the allotment leaves "to pay".
 * Returns false when the issue was drawn already (another pass got there first).
 */
export async function runLottery(
  ctx: IpoContext,
  issue: IpoIssueRow,
  now: number,
  /** Runs in the lottery's transaction once it has claimed the issue (a staff audit row: ops/ipoRunLottery). */
  hook?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  const lot = issue.min_subscription;
  const users = await ctx.db.transaction().execute(async (trx) => {
    const orders = await trx
      .selectFrom('ipo_orders')
      .selectAll()
      .where('ipo_id', '=', issue.id)
      .where('state', '=', 'pending')
      .orderBy('id')
      .execute();
    const outcome = drawLottery(
      orders.map((o) => ({ id: o.id, lots: o.quantity / lot })),
      Math.floor(issue.public_demand / lot),
      Math.floor(issue.total_issued / lot),
      issue.lottery_seed,
    );
    // Every customer's funds lock first, in ascending user id (ledger.ts lockUserFunds), then the
    // claim: a second pass (or process) finds the issue drawn and does nothing.
    for (const userId of [...new Set(orders.map((o) => o.user_id))].sort((x, y) => x - y)) await lockUserFunds(trx, userId, now);
    const claimed = await trx
      .updateTable('ipo_issues')
      .set({ lottery_done_at: now, issue_result: outcome.result })
      .where('id', '=', issue.id)
      .where('lottery_done_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    if (hook) await hook(trx);

    const touched = new Set<number>();
    for (const order of orders) {
      const allottedQuantity = (outcome.won.get(order.id) ?? 0) * lot;
      const allotted = allottedQuantity * issue.underwriting_price_minor;
      // What the allotment uses of the frozen amount stays frozen (the holding's margin, or toward
      // a "to pay" allotment); the rest is released at once.
      const kept = Math.min(order.frozen_minor, allotted);
      const refund = order.frozen_minor - kept;
      const due = allotted - kept;
      const state = allottedQuantity === 0 ? 'notWon' : due > 0 ? 'toPay' : 'bought';
      await trx
        .updateTable('ipo_orders')
        .set({
          state,
          issue_result: outcome.result,
          allotted_quantity: allottedQuantity,
          allotted_amount_minor: allotted,
          paid_minor: kept,
          due_minor: due,
          frozen_minor: state === 'toPay' ? kept : 0,
          pay_deadline: due > 0 ? payDeadlineOf(issue) : null,
          drawn_at: now,
          paid_at: state === 'bought' ? now : null,
        })
        .where('id', '=', order.id)
        .execute();
      const base = { userId: order.user_id, account: 'stock' as const, ref: { type: 'ipo_order', id: order.id } };
      await move(trx, { ...base, availableDelta: refund, frozenDelta: -refund, kind: 'ipo_release' }, now);
      if (state === 'bought') await allotHolding(trx, order, issue, allottedQuantity, now);
      touched.add(order.user_id);
    }
    return touched;
  });
  if (!users) return false;
  for (const userId of users) notify(ctx, userId, true);
  return true;
}

/**
 * docs/product.md §4/§9: the balance of an allotment is due within 48 h of the lottery, and by the listing
 * at the latest: the shares are paid for before they trade (the demo cycle lists a minute after
 * its lottery).
 */
export function payDeadlineOf(issue: Pick<IpoIssueRow, 'lottery_at' | 'listing_date'>): number {
  return Math.min(Number(issue.lottery_at) + IPO_PAYMENT.payWindowMs, Number(issue.listing_date));
}

/** Pays the balance of a "to pay" order from the stock account's available balance; `finish` runs last in its transaction. */
export async function payBalance<A>(
  ctx: IpoContext,
  userId: number,
  orderId: number,
  now: number,
  finish: (trx: Transaction<Database>, order: IpoOrderRow, issue: IpoIssueRow) => Promise<A>,
): Promise<A> {
  const order = await findOwnOrder(ctx.db, userId, orderId);
  if (order.state === 'unpaid' || (order.state === 'toPay' && order.pay_deadline !== null && now > order.pay_deadline)) {
    throw new ApiFailure(RetCode.IPO_PAYMENT_OVERDUE);
  }
  if (order.state !== 'toPay' || order.due_minor <= 0) throw new ApiFailure(RetCode.IPO_NOTHING_TO_PAY);
  const paid = await ctx.db.transaction().execute(async (trx) => {
    await lockUserFunds(trx, userId, now);
    const updated = await trx
      .updateTable('ipo_orders')
      .set({ state: 'bought', paid_minor: order.paid_minor + order.due_minor, due_minor: 0, frozen_minor: 0, paid_at: now })
      .where('id', '=', order.id)
      .where('state', '=', 'toPay')
      .where('due_minor', '=', order.due_minor)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.IPO_NOTHING_TO_PAY);
    // The balance joins the deposit in the frozen amount: together they are the holding's margin.
    await move(
      trx,
      {
        userId,
        account: 'stock',
        availableDelta: -order.due_minor,
        frozenDelta: order.due_minor,
        kind: 'ipo_payment',
        ref: { type: 'ipo_order', id: order.id },
      },
      now,
    );
    const issue = await trx.selectFrom('ipo_issues').selectAll().where('id', '=', order.ipo_id).executeTakeFirstOrThrow();
    await allotHolding(trx, order, issue, order.allotted_quantity, now);
    return finish(trx, await trx.selectFrom('ipo_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(), issue);
  });
  notify(ctx, userId, true);
  return paid;
}

/** "To pay" orders past their deadline become unpaid: the allotment lapses and the deposit comes back. */
export async function lapseOverdue(ctx: IpoContext, now: number): Promise<number> {
  const overdue = await ctx.db.selectFrom('ipo_orders').selectAll().where('state', '=', 'toPay').where('pay_deadline', '<', now).execute();
  let lapsed = 0;
  for (const order of overdue) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      await lockUserFunds(trx, order.user_id, now);
      const updated = await trx
        .updateTable('ipo_orders')
        .set({ state: 'unpaid', paid_minor: 0, due_minor: 0, frozen_minor: 0 })
        .where('id', '=', order.id)
        .where('state', '=', 'toPay')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      // The deposit was held frozen toward the allotment: it comes back to the available balance.
      await move(
        trx,
        {
          userId: order.user_id,
          account: 'stock',
          availableDelta: order.paid_minor,
          frozenDelta: -order.paid_minor,
          kind: 'ipo_refund',
          ref: { type: 'ipo_order', id: order.id },
        },
        now,
      );
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

/** The paid allotment becomes a holding at the issue price; its amount is already frozen. */
async function allotHolding(
  trx: Transaction<Database>,
  order: IpoOrderRow,
  issue: IpoIssueRow,
  quantity: number,
  now: number,
): Promise<void> {
  await openIpoHolding(
    trx,
    {
      userId: order.user_id,
      code: issue.code,
      quantity,
      priceMinor: issue.underwriting_price_minor,
      amountMinor: quantity * issue.underwriting_price_minor,
      ipoOrderId: order.id,
    },
    now,
  );
}

async function move(trx: Db, change: BalanceChange, now: number): Promise<void> {
  try {
    await applyBalanceChange(trx, change, now);
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw new ApiFailure(RetCode.IPO_INSUFFICIENT_BALANCE);
    throw err;
  }
}

function notify(ctx: Pick<DomainContext, 'sockets'>, userId: number, orders = false): void {
  ctx.sockets.pushEvent(userId, 'ipo');
  ctx.sockets.pushEvent(userId, 'balance');
  // An allotment may have opened a holding: the Position tab refreshes.
  if (orders) ctx.sockets.pushEvent(userId, 'orders');
}
