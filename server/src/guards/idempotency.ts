// Idempotency keys of the money calls. A client sends `requestId` (one per submit); the
// server remembers (user, path, requestId) in `idempotent_requests` and answers a replay with the
// first answer instead of running the call again: a proxy's replay or a double send moves money once.
//
// How: the key is CLAIMED (row inserted, no answer yet) before the handler runs, and the answer is
// written after it. A second call with the same key while the first is in flight, or after a crash
// between the money move and the answer, finds a claim without an answer and is refused (1008) —
// never run twice. A business refusal (ApiFailure: nothing moved) gives the key back, so the
// customer may correct and resend. Not the money move's own transaction (that would thread a
// transaction through every domain's handler): the failure mode is "at most once", never twice.
import { REQUEST_ID_MAX_LENGTH } from '@app/shared/constants';
import type { EndpointPath } from '@app/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { optionalText } from '../http/form-fields';

/** Every call that moves money, besides lever/buy (whose key is its order's own column). */
export const IDEMPOTENT_PATHS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  'user/transferWallet',
  'pay/pay',
  'pay/payDigital',
  'pay/withdraw',
  'funds/buy',
  'lever/ipo',
  'lever/payNoPayIpoOrder',
  'leverai/aiPlaceOrder',
  'lever/overBySelf',
  'lever/overAll',
]);

/**
 * The money calls: every call that moves, freezes or releases money, or sets when it moves. They
 * refuse fields they do not define (a body signed for another call, or values shifted into a
 * made-up field, never reaches their handler), and a `requestId` they carry may not be blank.
 */
export const MONEY_PATHS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  ...IDEMPOTENT_PATHS,
  'lever/buy',
  'lever/cancelOrder',
  'lever/updateStop',
  'leverai/cancelTask',
]);

/** The `requestId` field of those calls: optional on the wire (older clients), at most 64 characters. */
export const requestIdField = optionalText(REQUEST_ID_MAX_LENGTH);

export type Claim = { kind: 'claimed' } | { kind: 'answered'; data: unknown } | { kind: 'in-flight' };

export async function claimRequest(db: Kysely<Database>, userId: number, path: string, requestId: string, now: number): Promise<Claim> {
  try {
    await db
      .insertInto('idempotent_requests')
      .values({ user_id: userId, path, request_id: requestId, response: '', created_at: now })
      .execute();
    return { kind: 'claimed' };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const row = await db
    .selectFrom('idempotent_requests')
    .select('response')
    .where('user_id', '=', userId)
    .where('path', '=', path)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!row || row.response === '') return { kind: 'in-flight' };
  return { kind: 'answered', data: JSON.parse(row.response) as unknown };
}

export async function recordAnswer(db: Kysely<Database>, userId: number, path: string, requestId: string, data: unknown): Promise<void> {
  await db
    .updateTable('idempotent_requests')
    .set({ response: JSON.stringify(data ?? null) })
    .where('user_id', '=', userId)
    .where('path', '=', path)
    .where('request_id', '=', requestId)
    .execute();
}

export async function releaseClaim(db: Kysely<Database>, userId: number, path: string, requestId: string): Promise<void> {
  await db
    .deleteFrom('idempotent_requests')
    .where('user_id', '=', userId)
    .where('path', '=', path)
    .where('request_id', '=', requestId)
    .execute();
}
