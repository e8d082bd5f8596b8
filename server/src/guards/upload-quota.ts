// The per-account daily upload limits (count and bytes) as reservations: a slot is taken
// atomically, under a per-user lock, BEFORE a byte of the file is read, and released when the
// upload ends. So simultaneous uploads of one account queue on the lock and see each other's slots.
//
// A slot is a lease: it counts only until its expires_at, which the upload moves on while its
// bytes arrive (renewReservation, growReservation). An upload that dies with its process (kill -9,
// a stop that did not wait for it) stops counting when its lease runs out, and a provider that
// starts sweeps the slots its earlier life held (sweepReservations) — without leases they would
// fill the customer's day for 24 hours.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadLimits {
  maxPerDay: number;
  maxBytesPerDay: number;
}

export interface UploadLease {
  /** The instance serving the upload (INSTANCE_ID). */
  holder: string;
  /** How long the slot lives without a renewal. */
  leaseMs: number;
}

/** Files stored in the last 24 hours plus the live slots of uploads in flight (all but `except`), under the user's lock. */
async function usage(trx: Transaction<Database>, userId: number, now: number, except: number | null) {
  // PostgreSQL: lock the user's row; the embedded database runs one transaction at a time.
  if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  // Lapsed slots of this user go now: nothing counts them any more.
  await trx.deleteFrom('upload_reservations').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  const storedFiles = await trx
    .selectFrom('uploads')
    .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number | string | null>`sum(size_bytes)`.as('total')])
    .where('user_id', '=', userId)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  let inFlight = trx
    .selectFrom('upload_reservations')
    .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number | string | null>`sum(size_bytes)`.as('total')])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now);
  if (except !== null) inFlight = inFlight.where('id', '!=', except);
  const slots = await inFlight.executeTakeFirstOrThrow();
  return {
    count: Number(storedFiles.n) + Number(slots.n),
    bytes: Number(storedFiles.total ?? 0) + Number(slots.total ?? 0),
  };
}

/** Takes one slot of `bytes` (an upper bound of the file size, or 0 when unknown); null when a daily limit is reached. */
export async function reserveUpload(
  db: Kysely<Database>,
  userId: number,
  bytes: number,
  limits: UploadLimits,
  now: number,
  lease: UploadLease,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const used = await usage(trx, userId, now, null);
    if (used.count >= limits.maxPerDay || used.bytes + bytes > limits.maxBytesPerDay) return null;
    const row = await trx
      .insertInto('upload_reservations')
      .values({ user_id: userId, size_bytes: bytes, created_at: now, expires_at: now + lease.leaseMs, holder: lease.holder })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * An upload of unknown length brought more bytes than its slot holds: the slot grows to `want`
 * bytes, or as far as the day allows but at least to `need` (the bytes already here); the new
 * size, 'full' when even `need` does not fit, or 'lapsed' when the lease ran out meanwhile (the
 * slot no longer counted, so the upload cannot go on). The lease is renewed.
 */
export async function growReservation(
  db: Kysely<Database>,
  userId: number,
  id: number,
  { need, want }: { need: number; want: number },
  limits: UploadLimits,
  now: number,
  lease: UploadLease,
): Promise<number | 'full' | 'lapsed'> {
  return db.transaction().execute(async (trx) => {
    const used = await usage(trx, userId, now, id);
    const own = await trx
      .selectFrom('upload_reservations')
      .select('id')
      .where('id', '=', id)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!own) return 'lapsed';
    const size = Math.min(want, limits.maxBytesPerDay - used.bytes);
    if (size < need) return 'full';
    await trx
      .updateTable('upload_reservations')
      .set({ size_bytes: size, expires_at: now + lease.leaseMs })
      .where('id', '=', id)
      .execute();
    return size;
  });
}

/** Moves the lease on; false when it had already lapsed (the slot no longer counted). */
export async function renewReservation(db: Kysely<Database>, id: number, now: number, lease: UploadLease): Promise<boolean> {
  const result = await db
    .updateTable('upload_reservations')
    .set({ expires_at: now + lease.leaseMs })
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * At start: deletes the lapsed slots, and those `holder` held before this start. `everyHolder`:
 * all of them — a provider without a cluster is the only one on its database, so every slot it
 * finds belonged to uploads that died with an earlier process. Returns how many went.
 */
export async function sweepReservations(
  db: Kysely<Database>,
  now: number,
  { holder, everyHolder }: { holder: string; everyHolder: boolean },
): Promise<number> {
  let query = db.deleteFrom('upload_reservations');
  if (!everyHolder) query = query.where((eb) => eb.or([eb('expires_at', '<=', now), eb('holder', '=', holder)]));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The upload ended: stored (its `uploads` row now counts) or refused (the slot is given back). */
export async function endReservation(db: Kysely<Database> | Transaction<Database>, id: number): Promise<void> {
  await db.deleteFrom('upload_reservations').where('id', '=', id).execute();
}
