// The back office's decisions on what users submitted: recharges, withdrawals, real-name checks.
// Used by the back-office CLI and by the demo auto-reviewer. Each decision is one transaction that
// first moves the item out of "pending" with a conditional update, so an item is decided once even
// when two reviewers act at the same moment; the money moves through the ledger in that transaction.
import type { Kysely, Transaction } from 'kysely';
import { PaymentStatus, RealNameStatus, type AccountEvent } from '@app/shared/contracts';
import type { Database } from '../db/schema';
import { formatMoney } from '@app/shared/format';
import { applyBalanceChange, lockUserFunds } from './ledger';

type MoneyTable = 'recharges' | 'withdrawals';

/**
 * Locks the owner's wallets before the item is touched: every money transaction takes the wallet
 * locks first, so a review and a user's own request never wait on each other in opposite order.
 */
async function lockOwner(trx: Transaction<Database>, table: MoneyTable, kind: ReviewKind, id: number, now: number): Promise<void> {
  const owner = await trx.selectFrom(table).select('user_id').where('id', '=', id).executeTakeFirst();
  if (!owner) throw new NotPendingError(kind, id);
  await lockUserFunds(trx, owner.user_id, now);
}

export type ReviewKind = 'deposits' | 'withdrawals' | 'realname';
export const REVIEW_KINDS: readonly ReviewKind[] = ['deposits', 'withdrawals', 'realname'];

/** The item does not exist or was already decided. Nothing was written. */
export class NotPendingError extends Error {
  constructor(
    readonly kind: ReviewKind,
    readonly id: number,
  ) {
    super(`${kind} #${id} is not pending`);
    this.name = 'NotPendingError';
  }
}

/**
 * Runs inside a decision's transaction once the item has left "pending": what else must commit
 * with the decision or not at all (the staff audit row).
 */
export type DecisionHook = (trx: Transaction<Database>, outcome: ReviewOutcome) => Promise<void>;

const noHook: DecisionHook = async () => undefined;

export interface ReviewOutcome {
  userId: number;
  /** Socket events the user's open apps should get. */
  events: AccountEvent[];
}

export interface PendingItem {
  kind: ReviewKind;
  id: number;
  userId: number;
  account: string;
  createdAt: number;
  /** One line for a reviewer: amount, method, destination or name. */
  summary: string;
}

export const MAX_REASON = 255;

function reasonOf(reason: string | undefined): string {
  return (reason ?? '').trim().slice(0, MAX_REASON);
}

export async function approveDeposit(db: Kysely<Database>, id: number, now: number, hook = noHook): Promise<ReviewOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, 'recharges', 'deposits', id, now);
    const row = await trx
      .updateTable('recharges')
      .set({ status: PaymentStatus.APPROVED, reviewed_at: now })
      .where('id', '=', id)
      .where('status', '=', PaymentStatus.PENDING)
      .returning(['user_id', 'amount_minor'])
      .executeTakeFirst();
    if (!row) throw new NotPendingError('deposits', id);
    await applyBalanceChange(
      trx,
      { userId: row.user_id, account: 'coin', availableDelta: Number(row.amount_minor), kind: 'deposit', ref: { type: 'recharge', id } },
      now,
    );
    return decided(trx, hook, { userId: row.user_id, events: ['balance'] });
  });
}

export async function rejectDeposit(
  db: Kysely<Database>,
  id: number,
  reason: string | undefined,
  now: number,
  hook = noHook,
): Promise<ReviewOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('recharges')
      .set({ status: PaymentStatus.REJECTED, reviewed_at: now, reject_reason: reasonOf(reason) })
      .where('id', '=', id)
      .where('status', '=', PaymentStatus.PENDING)
      .returning(['user_id'])
      .executeTakeFirst();
    if (!row) throw new NotPendingError('deposits', id);
    return decided(trx, hook, { userId: row.user_id, events: ['balance'] });
  });
}

/** Pays the frozen amount out; in 'customer' tax mode the tax leaves as its own ledger row. */
export async function approveWithdrawal(db: Kysely<Database>, id: number, now: number, hook = noHook): Promise<ReviewOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, 'withdrawals', 'withdrawals', id, now);
    const row = await trx
      .updateTable('withdrawals')
      .set({ status: PaymentStatus.APPROVED, reviewed_at: now })
      .where('id', '=', id)
      .where('status', '=', PaymentStatus.PENDING)
      .returning(['user_id', 'amount_minor', 'tax_minor'])
      .executeTakeFirst();
    if (!row) throw new NotPendingError('withdrawals', id);
    const amount = Number(row.amount_minor);
    const tax = Number(row.tax_minor);
    const ref = { type: 'withdrawal', id };
    if (tax > 0)
      await applyBalanceChange(
        trx,
        { userId: row.user_id, account: 'coin', availableDelta: 0, frozenDelta: -tax, kind: 'withdrawal_tax', ref },
        now,
      );
    await applyBalanceChange(
      trx,
      { userId: row.user_id, account: 'coin', availableDelta: 0, frozenDelta: -(amount - tax), kind: 'withdrawal_paid', ref },
      now,
    );
    return decided(trx, hook, { userId: row.user_id, events: ['balance'] });
  });
}

/** Returns the frozen amount to the spendable balance. */
export async function rejectWithdrawal(
  db: Kysely<Database>,
  id: number,
  reason: string | undefined,
  now: number,
  hook = noHook,
): Promise<ReviewOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, 'withdrawals', 'withdrawals', id, now);
    const row = await trx
      .updateTable('withdrawals')
      .set({ status: PaymentStatus.REJECTED, reviewed_at: now, reject_reason: reasonOf(reason) })
      .where('id', '=', id)
      .where('status', '=', PaymentStatus.PENDING)
      .returning(['user_id', 'amount_minor'])
      .executeTakeFirst();
    if (!row) throw new NotPendingError('withdrawals', id);
    const amount = Number(row.amount_minor);
    await applyBalanceChange(
      trx,
      {
        userId: row.user_id,
        account: 'coin',
        availableDelta: amount,
        frozenDelta: -amount,
        kind: 'withdrawal_refund',
        ref: { type: 'withdrawal', id },
      },
      now,
    );
    return decided(trx, hook, { userId: row.user_id, events: ['balance'] });
  });
}

/** Decides a real-name application and keeps users.real_name_status (shown by user/userInfo) in step. */
async function decideRealName(
  db: Kysely<Database>,
  id: number,
  status: 2 | 3,
  reason: string,
  now: number,
  hook: DecisionHook,
): Promise<ReviewOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('real_name_applications')
      .set({ status, reviewed_at: now, reject_reason: reason })
      .where('id', '=', id)
      .where('status', '=', RealNameStatus.UNDER_REVIEW)
      .returning(['user_id'])
      .executeTakeFirst();
    if (!row) throw new NotPendingError('realname', id);
    await trx.updateTable('users').set({ real_name_status: status }).where('id', '=', row.user_id).execute();
    return decided(trx, hook, { userId: row.user_id, events: ['user'] });
  });
}

export function approveRealName(db: Kysely<Database>, id: number, now: number, hook = noHook): Promise<ReviewOutcome> {
  return decideRealName(db, id, RealNameStatus.PASSED, '', now, hook);
}

export function rejectRealName(
  db: Kysely<Database>,
  id: number,
  reason: string | undefined,
  now: number,
  hook = noHook,
): Promise<ReviewOutcome> {
  return decideRealName(db, id, RealNameStatus.REJECTED, reasonOf(reason), now, hook);
}

export function approve(db: Kysely<Database>, kind: ReviewKind, id: number, now: number, hook = noHook): Promise<ReviewOutcome> {
  if (kind === 'deposits') return approveDeposit(db, id, now, hook);
  if (kind === 'withdrawals') return approveWithdrawal(db, id, now, hook);
  return approveRealName(db, id, now, hook);
}

export function reject(
  db: Kysely<Database>,
  kind: ReviewKind,
  id: number,
  reason: string | undefined,
  now: number,
  hook = noHook,
): Promise<ReviewOutcome> {
  if (kind === 'deposits') return rejectDeposit(db, id, reason, now, hook);
  if (kind === 'withdrawals') return rejectWithdrawal(db, id, reason, now, hook);
  return rejectRealName(db, id, reason, now, hook);
}

async function decided(trx: Transaction<Database>, hook: DecisionHook, outcome: ReviewOutcome): Promise<ReviewOutcome> {
  await hook(trx, outcome);
  return outcome;
}

/** Pending items of one kind, oldest first; `submittedBefore` limits them to those at least that old. */
export async function listPending(
  db: Kysely<Database>,
  kind: ReviewKind,
  submittedBefore = Number.MAX_SAFE_INTEGER,
): Promise<PendingItem[]> {
  if (kind === 'deposits') {
    const rows = await db
      .selectFrom('recharges as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'u.account', 'r.created_at', 'r.method', 'r.amount_minor', 'r.tx_hash', 'r.channel_id'])
      .where('r.status', '=', PaymentStatus.PENDING)
      .where('r.created_at', '<=', submittedBefore)
      .orderBy('r.id')
      .execute();
    return rows.map((r) => ({
      kind,
      id: r.id,
      userId: r.user_id,
      account: r.account,
      createdAt: Number(r.created_at),
      summary: `${formatMoney(Number(r.amount_minor))} USDT via ${r.method} (${r.channel_id})${r.tx_hash ? ` hash ${r.tx_hash}` : ''}`,
    }));
  }
  if (kind === 'withdrawals') {
    const rows = await db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select(['w.id', 'w.user_id', 'u.account', 'w.created_at', 'w.method', 'w.amount_minor', 'w.tax_minor', 'w.destination_label'])
      .where('w.status', '=', PaymentStatus.PENDING)
      .where('w.created_at', '<=', submittedBefore)
      .orderBy('w.id')
      .execute();
    return rows.map((r) => ({
      kind,
      id: r.id,
      userId: r.user_id,
      account: r.account,
      createdAt: Number(r.created_at),
      summary: `${formatMoney(Number(r.amount_minor))} USDT to ${r.method} ${r.destination_label}, tax ${formatMoney(Number(r.tax_minor))}`,
    }));
  }
  const rows = await db
    .selectFrom('real_name_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'u.account', 'a.created_at', 'a.name', 'a.id_number', 'a.front_upload_id', 'a.reverse_upload_id'])
    .where('a.status', '=', RealNameStatus.UNDER_REVIEW)
    .where('a.created_at', '<=', submittedBefore)
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    kind,
    id: r.id,
    userId: r.user_id,
    account: r.account,
    createdAt: Number(r.created_at),
    summary: `${r.name}, ID ${r.id_number}, images ${r.front_upload_id} / ${r.reverse_upload_id}`,
  }));
}
