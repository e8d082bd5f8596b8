// Idempotency keys of the money calls. A client sends `requestId` (one per submit); the server
// remembers (user, path, requestId) in `idempotent_requests` with a digest of the request and the
// answer, and answers a replay with the first answer instead of running the call again: a proxy's
// replay or a double send moves money once. The same key with another request (other fields) is
// refused (1014): a key stands for one request.
//
// Claim, effect and answer are one transaction. The key is claimed inside the call's money
// transaction, right after the customer's funds lock (lockUserFunds calls claimKeyInTransaction),
// and the answer is written in that transaction before it commits (answerInTransaction). So a
// crash leaves all three or none: a retry then returns the committed answer, or runs once. A
// business refusal rolls the claim back with everything else, so the customer may correct the
// request and send it again under the same key. Two sends of one key at once: the second queues
// on the funds lock (PostgreSQL; the embedded database runs one transaction at a time), then finds
// the key taken, and answers with the first's committed answer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { REQUEST_ID_MAX_LENGTH } from '@app/shared/constants';
import type { EndpointPath } from '@app/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { optionalText } from '../http/form-fields';
import { failpoint } from './failpoint';

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

/**
 * Fields a digest leaves out: the key itself, the answer's language, and the withdrawal password
 * (a secret: a digest of six digits would give it away; it says who may send the request, not
 * what the request is).
 */
const NOT_DIGESTED = new Set(['requestId', 'lang', 'withdrawPassword']);
const NUMBER = /^ *(0|[1-9][0-9]*)(?:\.([0-9]*?)0*)? *$/;

/** A number by the one number rule written one way ("10.50 " → "10.5"); any other value as it is. */
function canonical(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const match = NUMBER.exec(value);
  return match ? (match[2] ? `${match[1]}.${match[2]}` : match[1]) : value;
}

/** sha256 of the call and its fields as read (numbers written one way): what a key stands for. */
export function requestDigest(path: string, request: Record<string, unknown>): string {
  const fields = Object.keys(request)
    .filter((name) => !NOT_DIGESTED.has(name))
    .sort()
    .map((name) => [name, canonical(request[name])]);
  return createHash('sha256')
    .update(JSON.stringify([path, fields]))
    .digest('hex');
}

/** A keyed call while its handler runs (AsyncLocalStorage: the domains' code needs no extra argument). */
export interface KeyedCall {
  userId: number;
  path: string;
  requestId: string;
  digest: string;
  now: number;
  /** The money transaction that claimed the key, once it has. */
  claimedIn: Transaction<Database> | null;
  /** Whether the answer was written in that transaction. */
  answered: boolean;
}

const keyedCalls = new AsyncLocalStorage<KeyedCall>();

/** Runs a keyed call's handler: its money transaction claims the key and records the answer. */
export function runKeyedCall<T>(call: KeyedCall, work: () => Promise<T>): Promise<T> {
  return keyedCalls.run(call, work);
}

/** The key was claimed by another send of it, committed meanwhile: its answer is the answer. */
export class KeyAlreadyClaimed extends Error {
  constructor() {
    super('idempotency key already claimed');
    this.name = 'KeyAlreadyClaimed';
  }
}

/**
 * Claims the running keyed call's key in the money transaction `trx` of `userId` (called by
 * lockUserFunds, after the lock: the first step of every money transaction). Once per call; not
 * in a keyed call, or for another user's money, it does nothing.
 */
export async function claimKeyInTransaction(trx: Transaction<Database>, userId: number): Promise<void> {
  const call = keyedCalls.getStore();
  if (!call || call.claimedIn !== null || call.userId !== userId) return;
  try {
    await trx
      .insertInto('idempotent_requests')
      .values({ user_id: userId, path: call.path, request_id: call.requestId, digest: call.digest, response: '', created_at: call.now })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new KeyAlreadyClaimed();
    throw err;
  }
  call.claimedIn = trx;
  await failpoint('key-claimed');
}

/** The last step of a keyed call's money transaction: writes `data` as the call's answer there, and returns it. */
export async function answerInTransaction<T>(trx: Transaction<Database>, data: T): Promise<T> {
  const call = keyedCalls.getStore();
  if (call && call.claimedIn === trx) {
    await writeAnswer(trx, call, data);
    call.answered = true;
  }
  return data;
}

/**
 * After the handler: a call that succeeded without a money transaction (nothing to move, e.g.
 * closing all of no positions) or without writing its answer in it gets its answer remembered now.
 */
export async function answerAfter(db: Kysely<Database>, call: KeyedCall, data: unknown): Promise<void> {
  if (call.answered) return;
  if (call.claimedIn) return writeAnswer(db, call, data);
  const response = JSON.stringify(data ?? null);
  await db
    .insertInto('idempotent_requests')
    .values({ user_id: call.userId, path: call.path, request_id: call.requestId, digest: call.digest, response, created_at: call.now })
    .onConflict((oc) => oc.columns(['user_id', 'path', 'request_id']).doNothing())
    .execute();
}

export type KnownKey = { kind: 'answered'; data: unknown } | { kind: 'in-flight' } | { kind: 'other-request' };

/** What a key already stands for, or null when it is new. */
export async function knownKey(
  db: Kysely<Database>,
  call: Pick<KeyedCall, 'userId' | 'path' | 'requestId' | 'digest'>,
): Promise<KnownKey | null> {
  const row = await db
    .selectFrom('idempotent_requests')
    .select(['response', 'digest'])
    .where('user_id', '=', call.userId)
    .where('path', '=', call.path)
    .where('request_id', '=', call.requestId)
    .executeTakeFirst();
  if (!row) return null;
  // A key remembered before digests were kept ('') stands for whatever request is sent with it.
  if (row.digest !== '' && row.digest !== call.digest) return { kind: 'other-request' };
  // Only a key remembered before claims moved into the money transaction can lack its answer.
  if (row.response === '') return { kind: 'in-flight' };
  return { kind: 'answered', data: JSON.parse(row.response) as unknown };
}

async function writeAnswer(db: Kysely<Database> | Transaction<Database>, call: KeyedCall, data: unknown): Promise<void> {
  await db
    .updateTable('idempotent_requests')
    .set({ response: JSON.stringify(data ?? null) })
    .where('user_id', '=', call.userId)
    .where('path', '=', call.path)
    .where('request_id', '=', call.requestId)
    .execute();
}
