// The withdrawal password (6 digits, scrypt-hashed like login passwords) and the checks of it and
// of the login password. Wrong answers count towards one limit per user, so neither secret can be
// guessed quickly through the wallet (a 6-digit code has only a million values). The count lives in
// the database (table login_failures, key `wallet-secret:<user id>`, which no login account can
// be: accounts are e-mail addresses or phone numbers), with the login lockout's progressive rule:
// from the 5th wrong answer in a row 1 min, then 2, 4 … 60 min; a right answer or 24 h clears it.
import { WITHDRAW_PASSWORD_DIGITS } from '@app/shared/constants';
import { RetCode, WALLET_RET_CODES as C } from '@app/shared/contracts';
import { verifyPassword } from '../auth/passwords';
import { ApiFailure } from '../http/envelope';
import type { Db } from './ledger';
import type { WalletDeps } from './deps';

export function isWithdrawPasswordFormat(password: string): boolean {
  return new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`).test(password);
}

/** The row of a user's wallet-secret failures in login_failures. */
export const secretAttemptsKey = (userId: number): string => `wallet-secret:${userId}`;

async function checkSecret(
  deps: WalletDeps,
  userId: number,
  password: string,
  hash: string,
  wrong: ApiFailure,
  now: number,
): Promise<void> {
  const key = secretAttemptsKey(userId);
  // Counted before the slow check (and refused when locked), so parallel guesses cannot all slip
  // under the limit; a right answer clears the count again.
  if (!(await deps.secretAttempts.takeAccountAttempt(key, now))) throw new ApiFailure(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
  if (!(await verifyPassword(password, hash))) throw wrong;
  await deps.secretAttempts.recordSuccess(key);
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
