// The per-account daily upload limits (count and bytes) as a reservation: a slot is taken
// atomically, under a per-user lock, BEFORE a byte of the file is read, and released if the upload
// fails. So simultaneous uploads of one account queue on the lock and see each other's slots.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadLimits {
  maxPerDay: number;
  maxBytesPerDay: number;
}

/** Takes one slot of `bytes` (an upper bound of the file size); null when a daily limit is reached. */
export async function reserveUpload(
  db: Kysely<Database>,
  userId: number,
  bytes: number,
  limits: UploadLimits,
  now: number,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: lock the user's row; the embedded database runs one transaction at a time.
    if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    // Stored files of the last 24 hours plus the slots of uploads still in flight.
    const since = now - DAY_MS;
    const storedFiles = await trx
      .selectFrom('uploads')
      .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number | string | null>`sum(size_bytes)`.as('total')])
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const inFlight = await trx
      .selectFrom('upload_reservations')
      .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number | string | null>`sum(size_bytes)`.as('total')])
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    const count = Number(storedFiles.n) + Number(inFlight.n);
    const total = Number(storedFiles.total ?? 0) + Number(inFlight.total ?? 0);
    if (count >= limits.maxPerDay || total + bytes > limits.maxBytesPerDay) return null;
    const row = await trx
      .insertInto('upload_reservations')
      .values({ user_id: userId, size_bytes: bytes, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The upload ended: stored (its `uploads` row now counts) or refused (the slot is given back). */
export async function endReservation(db: Kysely<Database> | Transaction<Database>, id: number): Promise<void> {
  await db.deleteFrom('upload_reservations').where('id', '=', id).execute();
}
