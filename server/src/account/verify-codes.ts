// SMS / email verification codes (docs/product.md §5 "SMS or email code incorrect", "cannot send repeatedly
// in a short time"): 6 digits, valid 10 minutes, at most 5 tries, single use; one code per account
// per minute and a per-IP hourly cap. Rows live in the database, so limits and codes hold across
// restarts and across several server processes.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RetCode, type VerifyCodePurpose } from '@app/shared/contracts';
import { VERIFY_CODE } from '@app/shared/constants';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';

const HOUR_MS = 60 * 60 * 1000;

export function hashVerifyCode(purpose: VerifyCodePurpose, account: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${account}\n${code}`).digest('hex');
}

function randomCode(): string {
  return String(randomInt(0, 10 ** VERIFY_CODE.digits)).padStart(VERIFY_CODE.digits, '0');
}

export interface CodeRequest {
  /** As stored (normalised by readAccountName). */
  account: string;
  purpose: VerifyCodePurpose;
  clientIp: string;
}

/**
 * Stores a new code (replacing any live one for the same account and purpose) and returns it.
 * No limits here: `sendLimitReached` is asked first by the endpoint; tests call this directly.
 */
export async function createVerifyCode(db: Kysely<Database>, { account, purpose, clientIp }: CodeRequest, now: number): Promise<string> {
  const code = randomCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verify_codes')
      .set({ spent_at: now })
      .where('account', '=', account)
      .where('purpose', '=', purpose)
      .where('spent_at', 'is', null)
      .execute();
    await trx
      .insertInto('verify_codes')
      .values({
        account,
        purpose,
        code_hash: hashVerifyCode(purpose, account, code),
        client_ip: clientIp,
        created_at: now,
        expires_at: now + VERIFY_CODE.validMs,
        tries: 0,
        spent_at: null,
      })
      .execute();
  });
  return code;
}

/** True when this account had a code less than a minute ago, or this IP asked too often this hour. */
export async function sendLimitReached(db: Kysely<Database>, account: string, clientIp: string, now: number): Promise<boolean> {
  const recent = await db
    .selectFrom('verify_codes')
    .select('id')
    .where('account', '=', account)
    .where('created_at', '>', now - VERIFY_CODE.resendIntervalMs)
    .executeTakeFirst();
  if (recent) return true;
  const { n } = await db
    .selectFrom('verify_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_ip', '=', clientIp)
    .where('created_at', '>', now - HOUR_MS)
    .executeTakeFirstOrThrow();
  return Number(n) >= VERIFY_CODE.maxPerIpPerHour;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Checks the code and uses it up, or throws: VERIFY_CODE_ERROR (no code, wrong, already used),
 * VERIFY_CODE_EXPIRED, VERIFY_CODE_TOO_MANY_TRIES. Only the latest code of the account and
 * purpose counts. A try is counted before the comparison, so even parallel guesses get at most
 * VERIFY_CODE.maxWrongTries chances per code.
 */
export async function useVerifyCode(
  db: Kysely<Database>,
  account: string,
  purpose: VerifyCodePurpose,
  code: string,
  now: number,
): Promise<void> {
  const latest = await db
    .selectFrom('verify_codes')
    .select(['id', 'code_hash', 'expires_at', 'tries', 'spent_at'])
    .where('account', '=', account)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.spent_at !== null) throw new ApiFailure(RetCode.VERIFY_CODE_ERROR);
  if (latest.tries >= VERIFY_CODE.maxWrongTries) throw new ApiFailure(RetCode.VERIFY_CODE_TOO_MANY_TRIES);
  if (Number(latest.expires_at) <= now) throw new ApiFailure(RetCode.VERIFY_CODE_EXPIRED);

  const counted = await db
    .updateTable('verify_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', latest.id)
    .where('spent_at', 'is', null)
    .where('tries', '<', VERIFY_CODE.maxWrongTries)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.VERIFY_CODE_TOO_MANY_TRIES);

  const shaped = new RegExp(`^\\d{${VERIFY_CODE.digits}}$`).test(code);
  if (!shaped || !sameHash(hashVerifyCode(purpose, account, code), latest.code_hash)) throw new ApiFailure(RetCode.VERIFY_CODE_ERROR);

  const used = await db
    .updateTable('verify_codes')
    .set({ spent_at: now })
    .where('id', '=', latest.id)
    .where('spent_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.VERIFY_CODE_ERROR);
}
