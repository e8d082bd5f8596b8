// Handlers of the account domain's endpoints (its part of the shared contract): verification
// codes, picture captchas, password reset; the user's own account (profile-endpoints.ts) and the
// help centre (help-endpoints.ts). (Uploads are multipart: see upload-route.ts.)
import type { AccountEndpoints } from '@app/shared/contracts';
import { RetCode } from '@app/shared/contracts';
import { VERIFY_CODE, VERIFY_CODE_PURPOSES } from '@app/shared/constants';
import { isAcceptablePassword, readAccountName } from '../auth/account-rules';
import type { LoginGuard } from '../auth/login-guard';
import { hashPassword } from '../auth/passwords';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { oneOf, requiredText } from '../http/form-fields';
import { captchaLimitReached, createCaptcha } from './captchas';
import { demoLogOf } from './demo-log';
import { demoVerifyCodeSender, type VerifyCodeSender } from './verify-code-sender';
import { createVerifyCode, sendLimitReached, useVerifyCode } from './verify-codes';
import { helpEndpoints } from './help-endpoints';
import { profileEndpoints } from './profile-endpoints';

export interface AccountDependencies extends DomainContext {
  loginAttempts: LoginGuard;
}

export function accountEndpoints(
  ctx: AccountDependencies,
  sender: VerifyCodeSender = demoVerifyCodeSender(demoLogOf(ctx.config)),
): HandlersOf<AccountEndpoints> {
  const log = demoLogOf(ctx.config);
  const { db } = ctx;

  return {
    ...profileEndpoints(ctx),
    ...helpEndpoints(ctx),
    'user/sendVerifyCode': {
      auth: false,
      fields: { account: requiredText(), purpose: oneOf(VERIFY_CODE_PURPOSES) },
      async handle({ account, purpose }, { lang, ip }) {
        const now = ctx.now();
        const name = readAccountName(account.trim());
        if (await sendLimitReached(db, name.account, ip, now)) throw new ApiFailure(RetCode.SEND_TOO_OFTEN);
        // A code row is written whether or not a message goes out, so the limits and the answer
        // are the same for every account: the call tells nobody who is registered.
        const code = await createVerifyCode(db, { account: name.account, purpose, clientIp: ip }, now);
        const user = await ctx.users.findByAccount(name.account);
        const deliver = purpose === 'register' ? !user : Boolean(user);
        const channel = name.type === 'phone' ? 'sms' : 'email';
        const validForMinutes = VERIFY_CODE.validMs / 60_000;
        if (deliver) await sender.send({ account: name.account, channel, purpose, code, lang, validForMinutes });
        return { channel, resendAfterSeconds: VERIFY_CODE.resendIntervalMs / 1000, validForSeconds: VERIFY_CODE.validMs / 1000 };
      },
    },

    'user/captcha': {
      auth: false,
      fields: {},
      async handle(_request, { ip }) {
        const now = ctx.now();
        if (await captchaLimitReached(db, ip, now)) throw new ApiFailure(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
        const captcha = await createCaptcha(db, ip, now);
        if (ctx.config.account.demoLogCaptcha) log.write(`[captcha] id=${captcha.id} answer=${captcha.answer}`);
        return { captchaId: captcha.id, image: captcha.image, expiresAt: captcha.expiresAt };
      },
    },

    'user/resetpassword': {
      auth: false,
      fields: { account: requiredText(), code: requiredText(16), password: requiredText(), confirmPassword: requiredText() },
      async handle({ account, code, password, confirmPassword }) {
        const now = ctx.now();
        const name = readAccountName(account.trim());
        if (!isAcceptablePassword(password)) throw new ApiFailure(RetCode.WRONG_PASSWORD);
        if (password !== confirmPassword) throw new ApiFailure(RetCode.PASSWORDS_INCONSISTENT);
        // The code is checked (and a try counted) for unknown accounts too; no code was ever
        // delivered for one, so the answer is the same "code error" a stranger would get.
        await useVerifyCode(db, name.account, 'reset', code.trim(), now);
        const user = await ctx.users.findByAccount(name.account);
        if (!user) throw new ApiFailure(RetCode.VERIFY_CODE_ERROR);

        const passwordHash = await hashPassword(password);
        const ended = await db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
          const live = await trx
            .selectFrom('sessions')
            .select('token_hash')
            .where('user_id', '=', user.id)
            .where('revoked_at', 'is', null)
            .execute();
          await trx
            .updateTable('sessions')
            .set({ revoked_at: now })
            .where('user_id', '=', user.id)
            .where('revoked_at', 'is', null)
            .execute();
          return live.map((s) => s.token_hash);
        });
        // Whoever knew the old password is logged out everywhere, sockets included.
        for (const tokenHash of ended) ctx.sockets.closeSession(tokenHash);
        await ctx.loginAttempts.recordSuccess(name.account);
        return null;
      },
    },
  };
}
