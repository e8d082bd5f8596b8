// user/userWallet: both wallets, total assets, and what a withdrawal may be right now.
import { WALLET_CURRENCY, WITHDRAWAL_LIMITS } from '@app/shared/constants';
import { FundOrderStatus, PaymentStatus, type UserWallet, type WalletBalance, type WithdrawalRules } from '@app/shared/contracts';
import { nextWithdrawalOpen } from '@app/shared/domain/wallet';
import { formatMoney, usdtToMinor } from '@app/shared/format';
import type { Balances, Db } from './ledger';
import { balancesOf } from './ledger';
import { isWithinHours, marketDay } from './market-hours';
import type { WalletSettings } from './settings';

function balance({ available, frozen }: Balances): WalletBalance {
  return { available: formatMoney(available), frozen: formatMoney(frozen), total: formatMoney(available + frozen) };
}

/**
 * Principal of the wealth-management orders still held: money of the customer's that is in neither
 * wallet until maturity pays it back (with its income) to the coin wallet.
 */
export async function fundHoldingsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('fund_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('sum'))
    .where('user_id', '=', userId)
    .where('status', '=', FundOrderStatus.HOLDING)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

/** docs/product.md §6: a user who has bought a wealth-management product (held or matured) has no withdrawal cap. */
export async function hasWealthProduct(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('fund_orders').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

/** Pending and paid withdrawals of the market day (rejected ones gave the money back, so they do not count). */
export async function withdrawnOnDay(db: Db, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('sum'))
    .where('user_id', '=', userId)
    .where('local_day', '=', day)
    .where('status', 'in', [PaymentStatus.PENDING, PaymentStatus.APPROVED])
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export async function hasPendingWithdrawal(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', PaymentStatus.PENDING)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function withdrawalsOpen(settings: WalletSettings, now: number): boolean {
  if (settings.withdrawalWindow === 'closed') return false;
  return settings.withdrawalWindow === 'always' || isWithinHours(now);
}

/** The next opening when only market hours keep withdrawals closed; null when open or closed by the operator. */
export function nextWithdrawalOpening(settings: WalletSettings, now: number): number | null {
  if (settings.withdrawalWindow !== 'market' || isWithinHours(now)) return null;
  return nextWithdrawalOpen(now);
}

export async function userWallet(db: Db, settings: WalletSettings, userId: number, now: number): Promise<UserWallet> {
  const [stock, coin, funds, fund, password, pending, withdrawnToday] = await Promise.all([
    balancesOf(db, userId, 'stock', now),
    balancesOf(db, userId, 'coin', now),
    fundHoldingsOf(db, userId),
    hasWealthProduct(db, userId),
    db.selectFrom('withdraw_passwords').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    hasPendingWithdrawal(db, userId),
    withdrawnOnDay(db, userId, marketDay(now)),
  ]);
  const cap = usdtToMinor(WITHDRAWAL_LIMITS.dailyCapWithoutFund);
  const withdrawal: WithdrawalRules = {
    minAmount: formatMoney(usdtToMinor(WITHDRAWAL_LIMITS.min)),
    maxAmount: formatMoney(usdtToMinor(WITHDRAWAL_LIMITS.max)),
    dailyCap: fund ? null : formatMoney(cap),
    remainingToday: fund ? null : formatMoney(Math.max(0, cap - withdrawnToday)),
    open: withdrawalsOpen(settings, now),
    nextOpenAt: nextWithdrawalOpening(settings, now),
    taxMode: settings.taxMode,
    taxRatePercent: String(WITHDRAWAL_LIMITS.taxRatePercent),
    pending,
  };
  return {
    currency: WALLET_CURRENCY,
    stock: balance(stock),
    coin: balance(coin),
    fundHoldings: formatMoney(funds),
    // One definition of total assets, the one Mine shows and its allocation chart divides.
    totalAssets: formatMoney(stock.available + stock.frozen + coin.available + coin.frozen + funds),
    hasWealthProduct: fund,
    withdrawPasswordSet: password !== undefined,
    withdrawal,
  };
}
