// The gate's signed-in test customer: one dedicated account in the provider's own users table,
// created the first time a gate needs it through the same code registration uses (Users.create:
// its two wallets at zero, no deposit, no holdings), with a random password nobody is told, so no
// one can log in as it. Each gate run opens a session for it (Sessions.create, as a login does),
// hands the token to its browser pages and revokes it when the run ends.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionResponse } from '@app/shared/contracts';
import { hashPassword } from '../../auth/passwords';
import { Sessions } from '../../auth/sessions';
import type { Database } from '../../db/schema';
import { AccountTakenError, Users, toUserInfo } from '../../users/users';

/** The gate customer's account: an address under a reserved domain (.invalid), so it never reaches anyone. */
export const GATE_CUSTOMER_ACCOUNT = 'release-gate@gate.invalid';

export class GateCustomer {
  private readonly users: Users;
  private readonly sessions: Sessions;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => number,
  ) {
    this.users = new Users(db);
    this.sessions = new Sessions(db);
  }

  private async user() {
    const known = await this.users.findByAccount(GATE_CUSTOMER_ACCOUNT);
    if (known) return known;
    try {
      return await this.users.create({
        account: GATE_CUSTOMER_ACCOUNT,
        account_type: 'email',
        password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        nickname: 'release gate',
        referrer_user_id: null,
        created_at: this.now(),
      });
    } catch (err) {
      // Another instance created it at the same moment.
      if (!(err instanceof AccountTakenError)) throw err;
      const made = await this.users.findByAccount(GATE_CUSTOMER_ACCOUNT);
      if (!made) throw err;
      return made;
    }
  }

  /** A new session of the gate customer, and how to end it. */
  async signIn(): Promise<{ session: SessionResponse; end: () => Promise<void> }> {
    const user = await this.user();
    const token = await this.sessions.create(user.id, this.now());
    return {
      session: { token, user: toUserInfo(user) },
      end: async () => {
        const found = await this.sessions.find(token, this.now());
        if (found) await this.sessions.revoke(found.tokenHash, this.now());
      },
    };
  }
}
