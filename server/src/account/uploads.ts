// Uploaded files as other domains see them.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Does this upload exist and belong to this user? (Real-name images must be the user's own.) */
export async function isOwnUpload(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const row = await db.selectFrom('uploads').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
