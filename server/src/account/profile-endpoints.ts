// The logged-in user's own account: change the login password, edit the nickname, the invite
// statistics. (Registration, login and reset live in routes/user.ts and endpoints.ts.)
import type { AccountEndpoints } from '@app/shared/contracts';
import { RealNameStatus, RetCode } from '@app/shared/contracts';
import { ACCOUNT_PROFILE, INVITE } from '@app/shared/constants';
import { formatMoney, parseMoney } from '@app/shared/format';
import { isAcceptablePassword } from '../auth/account-rules';
import type { LoginGuard } from '../auth/login-guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { requiredText } from '../http/form-fields';
import { toUserInfo } from '../users/users';

type Paths = 'user/changePassword' | 'user/updateProfile' | 'user/inviteStats';

/** Control characters (C0, DEL, C1) and the line/paragraph separators have no place in a name. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** The nickname as stored, or null when it breaks the rule. */
export function readNickname(raw: string): string | null {
  const name = raw.trim();
  const chars = [...name].length;
  if (chars === 0 || chars > ACCOUNT_PROFILE.nicknameMaxChars || CONTROL.test(name)) return null;
  return name;
}

export function profileEndpoints(ctx: DomainContext & { loginAttempts: LoginGuard }): HandlersOf<Pick<AccountEndpoints, Paths>> {
  const { db } = ctx;
  return {
    'user/changePassword': {
      auth: true,
      fields: { oldPassword: requiredText(), password: requiredText(), confirmPassword: requiredText() },
      async handle({ oldPassword, password, confirmPassword }, { session, now }) {
        const user = await ctx.users.findById(session.userId);
        if (!user) throw new ApiFailure(RetCode.SESSION_EXPIRED);
        // What the form can fix alone comes first and costs no try of the old password.
        if (!isAcceptablePassword(password)) throw new ApiFailure(RetCode.NEW_PASSWORD_RULE);
        if (password !== confirmPassword) throw new ApiFailure(RetCode.PASSWORDS_INCONSISTENT);
        // The old password is guessed like a login: same counter, same lockout.
        const key = user.account;
        if (!(await ctx.loginAttempts.takeAccountAttempt(key, now))) throw new ApiFailure(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
        if (!(await verifyPassword(oldPassword, user.password_hash))) throw new ApiFailure(RetCode.WRONG_PASSWORD);
        await ctx.loginAttempts.recordSuccess(key);
        if (oldPassword === password) throw new ApiFailure(RetCode.NEW_PASSWORD_SAME);

        const passwordHash = await hashPassword(password);
        const ended = await db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
          const others = await trx
            .selectFrom('sessions')
            .select('token_hash')
            .where('user_id', '=', user.id)
            .where('revoked_at', 'is', null)
            .where('token_hash', '!=', session.tokenHash)
            .execute();
          if (others.length > 0) {
            await trx
              .updateTable('sessions')
              .set({ revoked_at: now })
              .where(
                'token_hash',
                'in',
                others.map((o) => o.token_hash),
              )
              .execute();
          }
          return others.map((o) => o.token_hash);
        });
        // Whoever knew the old password is logged out on every other device, sockets included.
        for (const tokenHash of ended) ctx.sockets.closeSession(tokenHash);
        return null;
      },
    },

    'user/updateProfile': {
      auth: true,
      fields: { nickname: requiredText(ACCOUNT_PROFILE.nicknameMaxChars * 4) },
      async handle({ nickname }, { session }) {
        const name = readNickname(nickname);
        if (name === null) throw new ApiFailure(RetCode.NICKNAME_INVALID);
        const row = await db
          .updateTable('users')
          .set({ nickname: name })
          .where('id', '=', session.userId)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new ApiFailure(RetCode.SESSION_EXPIRED);
        ctx.sockets.pushEvent(session.userId, 'user');
        return toUserInfo(row);
      },
    },

    'user/inviteStats': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        const user = await ctx.users.findById(session.userId);
        if (!user) throw new ApiFailure(RetCode.SESSION_EXPIRED);
        const counts = await db
          .selectFrom('users')
          .select((eb) => [
            eb.fn.countAll<number>().as('invited'),
            eb.fn.sum<number>(eb.case().when('real_name_status', '=', RealNameStatus.PASSED).then(1).else(0).end()).as('verified'),
          ])
          .where('referrer_user_id', '=', user.id)
          .executeTakeFirstOrThrow();
        const invited = Number(counts.invited);
        const verified = Number(counts.verified ?? 0);
        const reward = parseMoney(INVITE.rewardPerVerifiedUsdt)!;
        return {
          inviteCode: user.invite_code,
          invited,
          verified,
          rewardPerVerified: formatMoney(reward),
          rewards: formatMoney(reward * verified),
          currency: 'USDT',
        };
      },
    },
  };
}
