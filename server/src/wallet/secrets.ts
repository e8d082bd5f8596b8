// The withdrawal password (6 digits, scrypt-hashed like login passwords) and the checks of it and
// of the login password. Wrong answers count towards one limit per user, so neither secret can be
// guessed quickly through the wallet (a 6-digit code has only a million values).
import { WITHDRAW_PASSWORD_DIGITS } from '@app/shared/constants';
import { RetCode, WALLET_RET_CODES as C } from '@app/shared/contracts';
import { verifyPassword } from '../auth/passwords';
import { ApiFailure } from '../http/envelope';
import type { Db } from './ledger';
import type { WalletDeps } from './deps';

export function isWithdrawPasswordFormat(password: string): boolean {
  return new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`).test(password);
}

async function checkSecret(deps: WalletDeps, userId: number, password: string, hash: string, wrong: ApiFailure, now: number): Promise<void> {
  const key = `wallet-secret:${userId}`;
  if (deps.secretAttempts.isBlocked(key, now)) throw new ApiFailure(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
  // Counted before the slow check, so parallel guesses cannot all slip under the limit.
  deps.secretAttempts.recordFailure(key, now);
  if (!(await verifyPassword(password, hash))) throw wrong;
  deps.secretAttempts.recordSuccess(key);
}

export async function checkLoginPassword(deps: WalletDeps, userId: number, password: string, now: number): Promise<void> {
  if (password === '') throw new ApiFailure(C.WALLET_LOGIN_PASSWORD_REQUIRED);
  const user = await deps.users.findById(userId);
  if (!user) throw new ApiFailure(RetCode.SESSION_EXPIRED);
  await checkSecret(deps, userId, password, user.password_hash, new ApiFailure(C.WALLET_LOGIN_PASSWORD_WRONG), now);
}

export async function withdrawPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('withdraw_passwords').select('password_hash').where('user_id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** "Please set a withdrawal password first", "withdrawal password required", "… incorrect". */
export async function checkWithdrawPassword(deps: WalletDeps, userId: number, password: string, now: number): Promise<void> {
  const hash = await withdrawPasswordHash(deps.db, userId);
  if (hash === undefined) throw new ApiFailure(C.WITHDRAW_PASSWORD_NOT_SET);
  if (password === '') throw new ApiFailure(C.WITHDRAW_PASSWORD_REQUIRED);
  await checkSecret(deps, userId, password, hash, new ApiFailure(C.WITHDRAW_PASSWORD_WRONG), now);
}

export async function saveWithdrawPassword(db: Db, userId: number, passwordHash: string, now: number): Promise<void> {
  await db
    .insertInto('withdraw_passwords')
    .values({ user_id: userId, password_hash: passwordHash, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: now }))
    .execute();
}
