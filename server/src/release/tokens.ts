// Bearer tokens of the release API. A team's token acts on its own remote only; a release
// manager's (remote null) on every remote. A token is 32 random bytes, shown once when created and
// stored as its SHA-256: a token is not a password a person chose, so a fast hash of it cannot be
// brute-forced (2^256 guesses), and every API call checks it without bcrypt's deliberate ~100 ms.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ReleaseTokensTable } from './schema';

export type ReleaseToken = Selectable<ReleaseTokensTable>;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** "90d", "12h", "30m" → ms; throws on anything else. */
export function parseDuration(text: string): number {
  const m = /^(\d+)([dhm])$/.exec(text.trim());
  if (!m || Number(m[1]) <= 0) throw new Error(`--expires takes a duration like 90d, 12h or 30m, got "${text}"`);
  return Number(m[1]) * { d: 86_400_000, h: 3_600_000, m: 60_000 }[m[2] as 'd' | 'h' | 'm'];
}

export async function createToken(
  db: Kysely<Database>,
  { name, remote, expiresAt, now }: { name: string; remote: string | null; expiresAt: number | null; now: number },
): Promise<{ id: string; token: string }> {
  const id = randomBytes(6).toString('hex');
  const token = `rt_${id}_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('release_tokens')
    .values({
      id,
      name,
      remote,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      last_used_at: null,
    })
    .execute();
  return { id, token };
}

export async function listTokens(db: Kysely<Database>): Promise<ReleaseToken[]> {
  return db.selectFrom('release_tokens').selectAll().orderBy('created_at').execute();
}

/** true when a live token was revoked now. */
export async function revokeToken(db: Kysely<Database>, id: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('release_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The token behind an Authorization header, or why there is none. */
export async function authenticate(
  db: Kysely<Database>,
  header: string | undefined,
  now: number,
): Promise<{ token: ReleaseToken } | { refusal: string; token: ReleaseToken | null }> {
  const raw = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!raw)
    return { refusal: 'no release token: send Authorization: Bearer <token> (npm run release-token -w server -- create …)', token: null };
  const token = await db.selectFrom('release_tokens').selectAll().where('token_hash', '=', hashToken(raw)).executeTakeFirst();
  if (!token) return { refusal: 'unknown release token', token: null };
  if (token.revoked_at !== null)
    return { refusal: `release token ${token.id} (${token.name}) was revoked on ${new Date(token.revoked_at).toISOString()}`, token };
  if (token.expires_at !== null && token.expires_at <= now)
    return { refusal: `release token ${token.id} (${token.name}) expired on ${new Date(token.expires_at).toISOString()}`, token };
  await db.updateTable('release_tokens').set({ last_used_at: now }).where('id', '=', token.id).execute();
  return { token };
}
