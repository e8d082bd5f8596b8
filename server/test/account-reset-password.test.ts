// user/resetpassword: a code sent with purpose 'reset', the new password twice (same rule as
// register); every session of the user ends. Refused calls change nothing.
import WebSocket from 'ws';
import { RetCode, type SessionResponse } from '@app/shared/contracts';
import { VERIFY_CODE } from '@app/shared/constants';
import { useAccountProvider } from './helpers/account-provider';
import { call, uniqueEmail } from './helpers/test-provider';

const ctx = useAccountProvider();

const OLD = 'old12345';
const NEW = 'new12345';

async function newUser(tag: string): Promise<{ account: string; token: string }> {
  const account = uniqueEmail(tag);
  const { body } = await call<SessionResponse>(ctx.server().baseUrl, 'user/register', { account, password: OLD, confirmPassword: OLD });
  expect(body.retCode).toBe(RetCode.OK);
  // Registering used a code of this account: the next one may be sent a minute later.
  ctx.clock.now += VERIFY_CODE.resendIntervalMs;
  return { account: account.toLowerCase(), token: body.data.token };
}

async function resetCode(account: string): Promise<string> {
  const { body } = await call(ctx.server().baseUrl, 'user/sendVerifyCode', { account, purpose: 'reset' });
  expect(body.retCode).toBe(RetCode.OK);
  return ctx.outbox().lastCode(account.toLowerCase(), 'reset')!;
}

const reset = (fields: Record<string, string>, lang?: string) => call<null>(ctx.server().baseUrl, 'user/resetpassword', fields, { lang });
const login = (account: string, password: string) => call<SessionResponse>(ctx.server().baseUrl, 'user/login', { account, password });

async function passwordHash(account: string): Promise<string> {
  const row = await ctx
    .server()
    .provider.db.selectFrom('users')
    .select('password_hash')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

function openSocket(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${ctx.server().wsUrl}/websocket/${token}`);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('user/resetpassword', () => {
  it('sets the new password and ends every session of the user, sockets included', async () => {
    const { account, token } = await newUser('forgetful');
    const second = (await login(account, OLD)).body.data.token;
    const socket = await openSocket(token);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const code = await resetCode(account);
    const { status, body } = await reset({ account, code, password: NEW, confirmPassword: NEW });
    expect(status).toBe(200);
    expect(body).toEqual({ retCode: RetCode.OK, message: 'Success', data: null });

    expect(await closed).toBe(4401);
    for (const old of [token, second]) {
      expect((await call(ctx.server().baseUrl, 'user/userInfo', {}, { token: old })).body.retCode).toBe(RetCode.SESSION_EXPIRED);
    }
    expect((await login(account, OLD)).body.retCode).toBe(RetCode.WRONG_PASSWORD);
    expect((await login(account, NEW)).body.retCode).toBe(RetCode.OK);
  });

  it('a code works once', async () => {
    const { account } = await newUser('once');
    const code = await resetCode(account);
    expect((await reset({ account, code, password: NEW, confirmPassword: NEW })).body.retCode).toBe(RetCode.OK);
    const hash = await passwordHash(account);
    const again = await reset({ account, code, password: 'other123', confirmPassword: 'other123' });
    expect(again.body).toEqual({ retCode: RetCode.VERIFY_CODE_ERROR, message: 'Verification code error', data: null });
    expect(await passwordHash(account)).toBe(hash);
  });

  it('clears the login lockout of the account', async () => {
    const { account } = await newUser('locked');
    for (let i = 0; i < 5; i++) await login(account, 'wrong999');
    expect((await login(account, OLD)).body.retCode).toBe(RetCode.DO_NOT_SUBMIT_CONTINUOUSLY);
    const code = await resetCode(account);
    expect((await reset({ account, code, password: NEW, confirmPassword: NEW })).body.retCode).toBe(RetCode.OK);
    expect((await login(account, NEW)).body.retCode).toBe(RetCode.OK);
  });

  describe('refuses, and changes nothing:', () => {
    let user: { account: string; token: string };
    let code: string;
    let hash: string;
    beforeEach(async () => {
      user = await newUser('refused');
      code = await resetCode(user.account);
      hash = await passwordHash(user.account);
    });
    afterEach(async () => {
      expect(await passwordHash(user.account)).toBe(hash);
      expect((await call(ctx.server().baseUrl, 'user/userInfo', {}, { token: user.token })).body.retCode).toBe(RetCode.OK);
    });

    it('a wrong code', async () => {
      const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
      expect((await reset({ account: user.account, code: wrong, password: NEW, confirmPassword: NEW })).body.retCode).toBe(
        RetCode.VERIFY_CODE_ERROR,
      );
    });

    it('a code that is not six digits', async () => {
      expect((await reset({ account: user.account, code: 'abcdef', password: NEW, confirmPassword: NEW })).body.retCode).toBe(
        RetCode.VERIFY_CODE_ERROR,
      );
    });

    it('a register code', async () => {
      // The account exists, so a register code is never delivered to it; one made directly still does not reset.
      const { createVerifyCode } = await import('../src/account/verify-codes');
      const registerCode = await createVerifyCode(
        ctx.server().provider.db,
        { account: user.account, purpose: 'register', clientIp: 'test' },
        ctx.clock.now,
      );
      expect((await reset({ account: user.account, code: registerCode, password: NEW, confirmPassword: NEW })).body.retCode).toBe(
        RetCode.VERIFY_CODE_ERROR,
      );
    });

    it('an expired code', async () => {
      ctx.clock.now += VERIFY_CODE.validMs;
      const { body } = await reset({ account: user.account, code, password: NEW, confirmPassword: NEW });
      expect(body).toEqual({
        retCode: RetCode.VERIFY_CODE_EXPIRED,
        message: 'The verification code has expired, please get a new one',
        data: null,
      });
    });

    it(`${VERIFY_CODE.maxWrongTries} wrong codes, then the right one`, async () => {
      for (let i = 1; i <= VERIFY_CODE.maxWrongTries; i++) {
        const wrong = String((Number(code) + i) % 1e6).padStart(6, '0');
        expect((await reset({ account: user.account, code: wrong, password: NEW, confirmPassword: NEW })).body.retCode).toBe(
          RetCode.VERIFY_CODE_ERROR,
        );
      }
      expect((await reset({ account: user.account, code, password: NEW, confirmPassword: NEW })).body.retCode).toBe(
        RetCode.VERIFY_CODE_TOO_MANY_TRIES,
      );
    });

    it.each([
      ['a password without a digit', 'abcdefgh', 'abcdefgh', RetCode.WRONG_PASSWORD, 'Wrong password'],
      ['a password too short', 'ab123', 'ab123', RetCode.WRONG_PASSWORD, 'Wrong password'],
      ['two different passwords', NEW, 'new12346', RetCode.PASSWORDS_INCONSISTENT, 'The two passwords are inconsistent'],
    ])('%s (the code keeps its tries)', async (_case, password, confirmPassword, retCode, message) => {
      expect((await reset({ account: user.account, code, password, confirmPassword })).body).toEqual({ retCode, message, data: null });
      const row = await ctx
        .server()
        .provider.db.selectFrom('verify_codes')
        .select('tries')
        .where('account', '=', user.account)
        .where('purpose', '=', 'reset')
        .executeTakeFirstOrThrow();
      expect(row.tries).toBe(0);
    });

    it('a malformed account', async () => {
      expect((await reset({ account: 'someone@example', code, password: NEW, confirmPassword: NEW })).body.retCode).toBe(
        RetCode.WRONG_EMAIL,
      );
    });

    it('answers in Chinese for lang=zh_CN', async () => {
      expect((await reset({ account: user.account, code: '000000', password: NEW, confirmPassword: 'x' }, 'zh_CN')).body.message).toBe(
        '两次输入的密码不一致',
      );
    });
  });

  it('an unknown account answers like a wrong code', async () => {
    const stranger = uniqueEmail('stranger');
    await resetCode(stranger).catch(() => undefined);
    expect(ctx.outbox().lastCode(stranger, 'reset')).toBeUndefined();
    const { body } = await reset({ account: stranger, code: '123456', password: NEW, confirmPassword: NEW });
    expect(body).toEqual({ retCode: RetCode.VERIFY_CODE_ERROR, message: 'Verification code error', data: null });
  });
});
