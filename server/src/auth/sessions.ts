// Server-side sessions behind the bearer tokens. Only the sha256 of a token is stored; the token
// itself exists in the client and in the response that created it.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SESSION } from '@app/shared/constants';
import { TOKEN_BYTES } from '../constants';
import type { Database } from '../db/schema';

export interface ActiveSession {
  tokenHash: string;
  userId: number;
}

const TOKEN_SHAPE = new RegExp(`^[0-9a-f]{${TOKEN_BYTES * 2}}$`);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class Sessions {
  constructor(private readonly db: Kysely<Database>) {}

  /** Lives as long as the client's local expiry (docs/product.md §4: 14 days). */
  async create(userId: number, now: number): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('hex');
    await this.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: now + SESSION.localExpiryMs, revoked_at: null })
      .execute();
    return token;
  }

  /** The session of a token, or null when it is malformed, unknown, expired or revoked. */
  async find(token: string, now: number): Promise<ActiveSession | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('sessions')
      .select(['user_id'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? { tokenHash, userId: row.user_id } : null;
  }

  /** Expired and revoked sessions answer 103 whether or not their row exists: drop them. */
  async deleteEnded(now: number): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
      .execute();
  }

  async revoke(tokenHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
