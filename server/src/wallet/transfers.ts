// Stock account ↔ coin wallet. Both ledger rows are written in one transaction, so the money is
// never in neither or both wallets; the pair shares one transfer id.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { WalletName } from '@app/shared/contracts';
import type { Database } from '../db/schema';
import { applyBalanceChange, lockUserFunds } from './ledger';

export function otherWallet(wallet: WalletName): WalletName {
  return wallet === 'stock' ? 'coin' : 'stock';
}

/**
 * Throws InsufficientBalanceError (nothing written) when `from` has less than `amountMinor`
 * available. `finish` runs last in the same transaction (the call's answer, built and recorded there).
 */
export async function transferBetweenWallets<A>(
  db: Kysely<Database>,
  userId: number,
  from: WalletName,
  amountMinor: number,
  now: number,
  finish: (trx: Transaction<Database>) => Promise<A>,
): Promise<A> {
  const ref = { type: 'transfer', id: randomUUID() };
  return db.transaction().execute(async (trx) => {
    // Both wallet rows are locked first in every money transaction, so opposite transfers cannot deadlock (PostgreSQL).
    await lockUserFunds(trx, userId, now);
    await applyBalanceChange(trx, { userId, account: from, availableDelta: -amountMinor, kind: 'transfer_out', ref }, now);
    await applyBalanceChange(trx, { userId, account: otherWallet(from), availableDelta: amountMinor, kind: 'transfer_in', ref }, now);
    return finish(trx);
  });
}
