// Login failures: counted in the database (table login_failures), so no flood of
// made-up accounts can evict a victim's counter; the lockout is progressive; and one client
// address has a per-minute budget of failed attempts whatever the accounts it tries. Successful
// logins do not spend it: customers behind one carrier address share it, and a budget that counted
// their logins would refuse them at busy times.
//
// Per account: a guess is counted BEFORE the slow password check (parallel guesses cannot all slip
// under the limit). From the fifth failure in a row on, the account is locked for 1 minute, then
// 2, 4, 8… at most 60 minutes per further failure; a success clears it, and so do 24 hours without
// a failure. So an attacker gets about 24 guesses a day, and a prankster locks a customer out for
// one minute at first, not a flat 15.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { InProcessRateWindows, type RateWindows } from '../cluster/rate-windows';

export const LOGIN_LOCKOUT = {
  /** Failures in a row before the first lock. */
  maxFailures: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  /** A counter with no failure for this long starts again from zero (and its row may be swept). */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** How long the account is locked once it has `failures` failures in a row. */
export function lockMsAfter(failures: number): number {
  if (failures < LOGIN_LOCKOUT.maxFailures) return 0;
  return Math.min(LOGIN_LOCKOUT.firstLockMs * 2 ** Math.min(failures - LOGIN_LOCKOUT.maxFailures, 20), LOGIN_LOCKOUT.maxLockMs);
}

const MINUTE_MS = 60_000;
/** Sweep forgotten account rows once every this many attempts. */
const SWEEP_ACCOUNTS_EVERY = 1000;

export class LoginGuard {
  private attempts = 0;

  /**
   * perIpPerMinute 0: no per-address limit. The address windows live in `windows`: in process for
   * one server, in the broker's Redis for a cluster, so the budget holds across instances.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly perIpPerMinute: number,
    private readonly windows: RateWindows = new InProcessRateWindows(),
  ) {}

  /**
   * Counts one failure for this address in advance, before the password is checked, so that
   * parallel guesses cannot slip under the budget; false when its budget of failures for the
   * current minute is spent. A login that succeeds gives it back (addressAttemptSucceeded).
   */
  async takeAddressAttempt(ip: string, now: number): Promise<boolean> {
    if (this.perIpPerMinute <= 0) return true;
    return this.windows.take(`login-ip:${ip}`, this.perIpPerMinute, MINUTE_MS, now);
  }

  /** The attempt taken by takeAddressAttempt logged in: it is not a failure and does not count. */
  async addressAttemptSucceeded(ip: string, now: number): Promise<void> {
    if (this.perIpPerMinute <= 0) return;
    await this.windows.giveBack(`login-ip:${ip}`, MINUTE_MS, now);
  }

  /**
   * Counts one failure for the account in advance (a success clears it again); false when the
   * account is locked, and then nothing is counted and the password must not be checked.
   */
  async takeAccountAttempt(account: string, now: number): Promise<boolean> {
    this.attempts += 1;
    if (this.attempts % SWEEP_ACCOUNTS_EVERY === 0) {
      await this.db
        .deleteFrom('login_failures')
        .where('last_failure_at', '<', now - LOGIN_LOCKOUT.forgetAfterMs)
        .where('locked_until', '<', now)
        .execute();
    }
    return this.db.transaction().execute(async (trx) => {
      const row = await lockedRow(trx, account, now);
      if (row.locked_until > now) return false;
      const failures = row.last_failure_at < now - LOGIN_LOCKOUT.forgetAfterMs ? 1 : row.failures + 1;
      const lockMs = lockMsAfter(failures);
      await trx
        .updateTable('login_failures')
        .set({ failures, last_failure_at: now, locked_until: lockMs > 0 ? now + lockMs : 0 })
        .where('account', '=', account)
        .execute();
      return true;
    });
  }

  async recordSuccess(account: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('account', '=', account).execute();
  }
}

/**
 * The account's row, created if missing, locked until commit — in one statement. An upsert, not
 * "insert if missing, then select": between those two a concurrent success (recordSuccess) can
 * delete the row, and the select would find nothing (seen on PostgreSQL under 200 simultaneous
 * withdrawals). ON CONFLICT DO UPDATE inserts or locks the existing row atomically. SQLite runs
 * one transaction at a time.
 */
async function lockedRow(trx: Transaction<Database>, account: string, now: number) {
  return trx
    .insertInto('login_failures')
    .values({ account, failures: 0, last_failure_at: now, locked_until: 0 })
    .onConflict((oc) => oc.column('account').doUpdateSet((eb) => ({ account: eb.ref('excluded.account') })))
    .returningAll()
    .executeTakeFirstOrThrow();
}
