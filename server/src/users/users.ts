// The users table in the product's terms: find by account, invite code or id; create with a
// fresh public UID and invite code.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RealNameStatus, type RealNameStatusValue, type UserInfo } from '@app/shared/contracts';
import { INVITE_CODE, UID_RANGE, UNIQUE_ID_ATTEMPTS } from '../constants';
import type { Database, NewUser, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { createWallets } from '../wallet/ledger';

export type NewUserFields = Pick<NewUser, 'account' | 'account_type' | 'password_hash' | 'nickname' | 'referrer_user_id' | 'created_at'>;

export class AccountTakenError extends Error {
  constructor() {
    super('Account already exists');
    this.name = 'AccountTakenError';
  }
}

function randomUid(): string {
  return String(randomInt(UID_RANGE.min, UID_RANGE.maxExclusive));
}

function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE.length; i++) code += INVITE_CODE.alphabet[randomInt(INVITE_CODE.alphabet.length)];
  return code;
}

const REAL_NAME_STATUSES: readonly number[] = Object.values(RealNameStatus);

export function toUserInfo(row: UserRow): UserInfo {
  return {
    uid: row.uid,
    account: row.account,
    accountType: row.account_type,
    nickname: row.nickname,
    realNameStatus: (REAL_NAME_STATUSES.includes(row.real_name_status)
      ? row.real_name_status
      : RealNameStatus.NOT_CERTIFIED) as RealNameStatusValue,
    inviteCode: row.invite_code,
    createdAt: Number(row.created_at),
  };
}

export class Users {
  constructor(private readonly db: Kysely<Database>) {}

  findByAccount(account: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirst();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByInviteCode(inviteCode: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('invite_code', '=', inviteCode).executeTakeFirst();
  }

  /**
   * Inserts the user with a random UID and invite code, and their two wallets at zero in the same
   * transaction (the only place wallets are created). The unique indexes are the real guard:
   * a clash on the account (a concurrent registration) is AccountTakenError, a clash on a random
   * id is retried with new ones.
   */
  async create(fields: NewUserFields): Promise<UserRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (trx) => {
          const user = await trx
            .insertInto('users')
            .values({ ...fields, uid: randomUid(), invite_code: randomInviteCode(), real_name_status: RealNameStatus.NOT_CERTIFIED })
            .returningAll()
            .executeTakeFirstOrThrow();
          await createWallets(trx, user.id, fields.created_at);
          return user;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (await this.findByAccount(fields.account)) throw new AccountTakenError();
        if (attempt >= UNIQUE_ID_ATTEMPTS) throw err;
      }
    }
  }
}
