// The only way money moves. Every balance change is one conditional UPDATE (it cannot take a
// balance below zero, even under concurrency: the condition and the change are one statement)
// plus one ledger row, inside the caller's transaction. So the ledger always explains the balance:
// for every wallet, the sum of its ledger deltas equals its balances.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';
import { claimKeyInTransaction } from '../guards/idempotency';
import type { WalletAccount } from './schema';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Kinds of ledger rows in use (a domain adding a kind documents it here):
 *   deposit, withdrawal_freeze, withdrawal_paid, withdrawal_refund, withdrawal_tax,
 *   transfer_out, transfer_in, margin_freeze, margin_release, trade_fee, trade_pnl, interest,
 *   storage_fee, ipo_freeze, ipo_release, ipo_payment, fund_purchase, ai_order, demo_grant
 *   trade (lever orders): spread_fee, trade_tax (transaction tax), stamp_duty; ipo: ipo_refund
 *   (deposit returned when a "to pay" allotment lapses); wallet: fund_redemption (fund principal
 *   back at maturity), fund_income (its income)
 */
export type LedgerKind = string;

export interface BalanceChange {
  userId: number;
  account: WalletAccount;
  /** Added to the spendable balance (negative to take). */
  availableDelta: number;
  /** Added to the frozen balance (negative to release). */
  frozenDelta?: number;
  kind: LedgerKind;
  ref?: { type: string; id: string | number };
}

export interface Balances {
  available: number;
  frozen: number;
}

/** A change that would take a balance below zero. Nothing was written. */
export class InsufficientBalanceError extends Error {
  constructor(readonly account: WalletAccount) {
    super(`insufficient ${account} balance`);
  }
}

const ACCOUNTS: readonly WalletAccount[] = ['stock', 'coin'];

/**
 * Creates the user's two wallets at zero (idempotent). Called once, when the user is created
 * (Users.create, in the same transaction); migration 0190 gave every earlier user theirs. Nothing
 * else creates wallets: reads are pure and money moves on rows that exist.
 */
export async function createWallets(db: Db, userId: number, now: number): Promise<void> {
  await db
    .insertInto('wallets')
    .values(ACCOUNTS.map((account) => ({ user_id: userId, account, available_minor: 0, frozen_minor: 0, updated_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'account']).doNothing())
    .execute();
}

/**
 * The per-user funds lock: serialises one user's money transactions. The rule, for every domain:
 * a transaction that moves a user's money, or checks a rule on it before moving it ("at most 10
 * open orders", "one pending withdrawal", "available ≥ amount"), calls this first, before it
 * touches any other row; a transaction that moves the money of several users (the IPO lottery)
 * locks them all first, in ascending user id. So transactions of one user queue here and see each
 * other's committed rows, and two transactions never wait on each other crosswise. On PostgreSQL
 * it locks the user's wallet rows until commit (they exist from registration on); the embedded
 * database already runs one transaction at a time. `_now` is unused, optional for older callers.
 *
 * Inside a call with an idempotency key (a money call's `requestId`), the key is claimed here, in
 * the same transaction, right after the lock (guards/idempotency.ts): the money cannot move in a
 * transaction that does not also record the key.
 */
export async function lockUserFunds(trx: Transaction<Database>, userId: number, _now?: number): Promise<void> {
  // Rows are locked in the ORDER BY order (PostgreSQL locks above the sort): always coin, then
  // stock, so two transactions of one user never wait on each other crosswise (deadlock).
  if (isPostgres(trx))
    await trx.selectFrom('wallets').select('user_id').where('user_id', '=', userId).orderBy('account').forUpdate().execute();
  await claimKeyInTransaction(trx, userId);
}

/** Applies one change atomically and records it. Call inside a transaction with the business rows. */
export async function applyBalanceChange(trx: Db, change: BalanceChange, now: number): Promise<Balances> {
  const availableDelta = change.availableDelta;
  const frozenDelta = change.frozenDelta ?? 0;
  if (!Number.isSafeInteger(availableDelta) || !Number.isSafeInteger(frozenDelta)) {
    throw new RangeError(`balance change must be whole minor units: ${availableDelta}, ${frozenDelta}`);
  }
  if (availableDelta === 0 && frozenDelta === 0) return balancesOf(trx, change.userId, change.account);
  const row = await trx
    .updateTable('wallets')
    .set({
      available_minor: sql<number>`available_minor + ${availableDelta}`,
      frozen_minor: sql<number>`frozen_minor + ${frozenDelta}`,
      updated_at: now,
    })
    .where('user_id', '=', change.userId)
    .where('account', '=', change.account)
    .where(sql<boolean>`available_minor + ${availableDelta} >= 0`)
    .where(sql<boolean>`frozen_minor + ${frozenDelta} >= 0`)
    .returning(['available_minor', 'frozen_minor'])
    .executeTakeFirst();
  if (!row) {
    if (!(await walletExists(trx, change.userId, change.account))) throw new Error(`user ${change.userId} has no ${change.account} wallet`);
    throw new InsufficientBalanceError(change.account);
  }
  const after = { available: Number(row.available_minor), frozen: Number(row.frozen_minor) };
  await trx
    .insertInto('ledger')
    .values({
      user_id: change.userId,
      account: change.account,
      available_delta_minor: availableDelta,
      frozen_delta_minor: frozenDelta,
      available_after_minor: after.available,
      frozen_after_minor: after.frozen,
      kind: change.kind,
      ref_type: change.ref?.type ?? null,
      ref_id: change.ref === undefined ? null : String(change.ref.id),
      created_at: now,
    })
    .execute();
  return after;
}

async function walletExists(db: Db, userId: number, account: WalletAccount): Promise<boolean> {
  const row = await db
    .selectFrom('wallets')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('account', '=', account)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One wallet's balances: a pure read (wallets exist from registration on). `_now` is not used
 * any more; it stays optional so callers written before need not change.
 */
export async function balancesOf(db: Db, userId: number, account: WalletAccount, _now?: number): Promise<Balances> {
  const row = await db
    .selectFrom('wallets')
    .select(['available_minor', 'frozen_minor'])
    .where('user_id', '=', userId)
    .where('account', '=', account)
    .executeTakeFirst();
  if (!row) throw new Error(`user ${userId} has no ${account} wallet`);
  return { available: Number(row.available_minor), frozen: Number(row.frozen_minor) };
}

/**
 * Wallets whose balances the ledger does not explain (should always be empty). Used by tests
 * and by the back-office tool's `verify` command.
 */
export async function unexplainedWallets(db: Db): Promise<Array<{ userId: number; account: string }>> {
  const rows = await db
    .selectFrom('wallets as w')
    .leftJoin('ledger as l', (j) => j.onRef('l.user_id', '=', 'w.user_id').onRef('l.account', '=', 'w.account'))
    .select([
      'w.user_id as userId',
      'w.account as account',
      'w.available_minor as available',
      'w.frozen_minor as frozen',
      sql<number>`coalesce(sum(l.available_delta_minor), 0)`.as('availableSum'),
      sql<number>`coalesce(sum(l.frozen_delta_minor), 0)`.as('frozenSum'),
    ])
    .groupBy(['w.user_id', 'w.account', 'w.available_minor', 'w.frozen_minor'])
    .execute();
  return rows
    .filter((r) => Number(r.available) !== Number(r.availableSum) || Number(r.frozen) !== Number(r.frozenSum))
    .map((r) => ({ userId: Number(r.userId), account: String(r.account) }));
}
