// user/... endpoints of docs/product.md §7 that exist so far: register, login, logout, userInfo.
// (sendVerifyCode, captcha and resetpassword belong to the account domain: src/account.)
import type { CoreEndpoints } from '@app/shared/contracts';
import { RetCode } from '@app/shared/contracts';
import { isAcceptablePassword, lookupKeyOfAccount, nicknameOf, readAccountName } from '../auth/account-rules';
import type { LoginGuard } from '../auth/login-guard';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import type { Sessions } from '../auth/sessions';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { optionalText, requiredText } from '../http/form-fields';
import { useCaptcha } from '../account/captchas';
import { useVerifyCode } from '../account/verify-codes';
import type { DomainContext } from '../domain-context';
import { AccountTakenError, toUserInfo, type Users } from '../users/users';
import type { SocketHub } from '../ws/socket-hub';

export interface UserDependencies extends Pick<DomainContext, 'db'> {
  users: Users;
  sessions: Sessions;
  loginAttempts: LoginGuard;
  sockets: SocketHub;
}

export function userEndpoints({
  users,
  sessions,
  loginAttempts,
  sockets,
  db,
}: UserDependencies): HandlersOf<Pick<CoreEndpoints, 'user/register' | 'user/login' | 'user/logout' | 'user/userInfo'>> {
  return {
    'user/register': {
      auth: false,
      fields: {
        account: requiredText(),
        code: requiredText(16),
        captchaId: requiredText(64),
        captcha: requiredText(16),
        password: requiredText(),
        confirmPassword: requiredText(),
        referrerId: optionalText(32),
      },
      async handle({ account, code, captchaId, captcha, password, confirmPassword, referrerId }, { now }) {
        // Order: what the form can fix alone, then the captcha (one try per picture), then the
        // account and referrer, and the code last: a wrong captcha, a taken account or a wrong
        // referrer never burns a try of the code. The account check after the captcha keeps this
        // from being a cheap "is this account registered?" oracle.
        const name = readAccountName(account);
        if (!isAcceptablePassword(password)) throw new ApiFailure(RetCode.WRONG_PASSWORD);
        if (password !== confirmPassword) throw new ApiFailure(RetCode.PASSWORDS_INCONSISTENT);
        await useCaptcha(db, captchaId.trim(), captcha, now);
        if (await users.findByAccount(name.account)) throw new ApiFailure(RetCode.ACCOUNT_EXISTS);
        let referrerUserId: number | null = null;
        if (referrerId !== undefined) {
          const referrer = await users.findByInviteCode(referrerId.trim().toUpperCase());
          if (!referrer) throw new ApiFailure(RetCode.REFERRER_ERROR);
          referrerUserId = referrer.id;
        }
        await useVerifyCode(db, name.account, 'register', code.trim(), now);

        const passwordHash = await hashPassword(password);
        let user;
        try {
          user = await users.create({
            account: name.account,
            account_type: name.type,
            password_hash: passwordHash,
            nickname: nicknameOf(name),
            referrer_user_id: referrerUserId,
            created_at: now,
          });
        } catch (err) {
          // Lost a race with a concurrent registration of the same account.
          if (err instanceof AccountTakenError) throw new ApiFailure(RetCode.ACCOUNT_EXISTS);
          throw err;
        }
        // Not one transaction with the insert: should this fail, the account still exists and
        // the user simply logs in.
        const token = await sessions.create(user.id, now);
        return { token, user: toUserInfo(user) };
      },
    },

    'user/login': {
      auth: false,
      fields: { account: requiredText(), password: requiredText() },
      async handle({ account, password }, { now, ip }) {
        const key = lookupKeyOfAccount(account);
        // One budget of failures per client address, whatever the accounts; then the account's own
        // counter. Both are counted before the slow password check so parallel guesses cannot all
        // slip under them, and a success gives both back.
        if (!(await loginAttempts.takeAddressAttempt(ip, now))) throw new ApiFailure(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
        if (!(await loginAttempts.takeAccountAttempt(key, now))) throw new ApiFailure(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);

        const user = await users.findByAccount(key);
        const matches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
        // One answer for an unknown account and a wrong password: no account enumeration.
        if (!user || !matches) throw new ApiFailure(RetCode.WRONG_PASSWORD);

        await loginAttempts.recordSuccess(key);
        await loginAttempts.addressAttemptSucceeded(ip, now);
        const token = await sessions.create(user.id, now);
        return { token, user: toUserInfo(user) };
      },
    },

    'user/logout': {
      auth: true,
      fields: {},
      async handle(_request, { session, now }) {
        await sessions.revoke(session.tokenHash, now);
        sockets.closeSession(session.tokenHash);
        return null;
      },
    },

    'user/userInfo': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        const user = await users.findById(session.userId);
        if (!user) throw new ApiFailure(RetCode.SESSION_EXPIRED);
        return toUserInfo(user);
      },
    },
  };
}
