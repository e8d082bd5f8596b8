// user/sendVerifyCode: an SMS or email code through the demo sender (one server log line), its
// send limits (60 s per account, a per-IP hourly cap), and answers that do not tell who has an
// account.
import { RetCode, type SendVerifyCodeResponse } from '@app/shared/contracts';
import { VERIFY_CODE } from '@app/shared/constants';
import { useAccountProvider } from './helpers/account-provider';
import { call, uniqueEmail } from './helpers/test-provider';

const ctx = useAccountProvider();

const send = (account: string, purpose = 'register', lang?: string) =>
  call<SendVerifyCodeResponse>(ctx.server().baseUrl, 'user/sendVerifyCode', { account, purpose }, { lang });

async function codeRows(): Promise<number> {
  return (await ctx.server().provider.db.selectFrom('verify_codes').select('id').execute()).length;
}

describe('user/sendVerifyCode', () => {
  it('emails a 6-digit code to an email account (the demo sender logs it)', async () => {
    const account = uniqueEmail('Mixed.Case');
    const { status, body } = await send(account);
    expect(status).toBe(200);
    expect(body).toEqual({
      retCode: RetCode.OK,
      message: 'Success',
      data: { channel: 'email', resendAfterSeconds: 60, validForSeconds: 600 },
    });
    // Stored and logged under the account as it is stored: lower-case.
    expect(ctx.outbox().lastCode(account.toLowerCase())).toMatch(/^\d{6}$/);
    expect(ctx.outbox().lines.at(-1)).toMatch(/^\[verify-code\] account=\S+@example\.com purpose=register code=\d{6}$/);
  });

  it('texts a code to a phone account', async () => {
    const phone = `+8613${String(Date.now()).slice(-9)}`;
    const { body } = await send(phone);
    expect(body.data.channel).toBe('sms');
    expect(ctx.outbox().lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    const account = uniqueEmail('hashed');
    await send(account);
    const code = ctx.outbox().lastCode(account)!;
    const row = await ctx
      .server()
      .provider.db.selectFrom('verify_codes')
      .selectAll()
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('refuses a second code for the same account within 60 s, whatever the purpose', async () => {
    const account = uniqueEmail('again');
    expect((await send(account)).body.retCode).toBe(RetCode.OK);
    const first = ctx.outbox().lastCode(account);
    const rows = await codeRows();

    ctx.clock.now += VERIFY_CODE.resendIntervalMs - 1;
    expect((await send(account)).body).toEqual({
      retCode: RetCode.SEND_TOO_OFTEN,
      message: 'Cannot send repeatedly in a short time',
      data: null,
    });
    expect((await send(account, 'reset')).body.retCode).toBe(RetCode.SEND_TOO_OFTEN);
    expect((await send(account, 'register', 'zh_CN')).body.message).toBe('短时间内不能重复发送');
    // Nothing was sent or stored.
    expect(await codeRows()).toBe(rows);
    expect(ctx.outbox().lastCode(account)).toBe(first);

    ctx.clock.now += 1;
    expect((await send(account)).body.retCode).toBe(RetCode.OK);
  });

  it(`caps codes per client IP at ${VERIFY_CODE.maxPerIpPerHour} an hour, across accounts`, async () => {
    for (let i = 0; i < VERIFY_CODE.maxPerIpPerHour; i++) {
      expect((await send(uniqueEmail(`ip${i}`))).body.retCode).toBe(RetCode.OK);
    }
    const rows = await codeRows();
    const refused = await send(uniqueEmail('one-too-many'));
    expect(refused.body.retCode).toBe(RetCode.SEND_TOO_OFTEN);
    expect(await codeRows()).toBe(rows);

    ctx.clock.now += 60 * 60 * 1000;
    expect((await send(uniqueEmail('next-hour'))).body.retCode).toBe(RetCode.OK);
  });

  it('reset: the same answer for a registered and an unknown account; only the registered one gets a code', async () => {
    const known = await send('demo@example.com', 'reset');
    const unknown = await send(uniqueEmail('nobody'), 'reset');
    expect(unknown.body).toEqual(known.body);
    expect(ctx.outbox().lastCode('demo@example.com', 'reset')).toMatch(/^\d{6}$/);
    expect(ctx.outbox().lines.some((l) => l.includes('nobody'))).toBe(false);
  });

  it('register: the same answer for a taken account, but no code is sent to it', async () => {
    const before = ctx.outbox().lines.length;
    const { body } = await send('demo@example.com', 'register');
    expect(body.retCode).toBe(RetCode.OK);
    expect(
      ctx
        .outbox()
        .lines.slice(before)
        .some((l) => l.includes('purpose=register')),
    ).toBe(false);
  });

  it.each([
    ['a phone number with letters', '12345abc', RetCode.WRONG_PHONE, 'Wrong mobile phone number'],
    ['an empty account', '', RetCode.WRONG_PHONE, 'Wrong mobile phone number'],
    ['a malformed email', 'someone@example', RetCode.WRONG_EMAIL, 'Email input error'],
    ['an email with a space', 'some one@example.com', RetCode.EMAIL_HAS_SPACES, 'Email cannot contain spaces'],
  ])('refuses %s (nothing stored)', async (_case, account, retCode, message) => {
    const rows = await codeRows();
    expect((await send(account)).body).toEqual({ retCode, message, data: null });
    expect(await codeRows()).toBe(rows);
  });

  it.each([['login'], [''], ['REGISTER']])('answers 1000 for the purpose %j', async (purpose) => {
    expect((await send(uniqueEmail('purpose'), purpose)).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});
