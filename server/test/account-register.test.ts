// The picture captcha (user/captcha) and user/register with its code and captcha, the way the app
// does it: send a code, read it from the demo sender's log line, solve the captcha, register.
import { RetCode, type CaptchaResponse, type SendVerifyCodeResponse, type SessionResponse } from '@app/shared/contracts';
import { CAPTCHA, VERIFY_CODE } from '@app/shared/constants';
import { useAccountProvider } from './helpers/account-provider';
import { call, startTestProvider, uniqueEmail } from './helpers/test-provider';

const ctx = useAccountProvider();

const PASSWORD = 'abc12345';

async function fetchCaptcha(): Promise<{ response: CaptchaResponse; answer: string }> {
  const { body } = await call<CaptchaResponse>(ctx.server().baseUrl, 'user/captcha', {});
  expect(body.retCode).toBe(RetCode.OK);
  const answer = ctx.outbox().captchaAnswer(body.data.captchaId);
  if (!answer) throw new Error('captcha answer not logged');
  return { response: body.data, answer };
}

/** A new captcha and its answer, as register fields. */
async function newCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const { response, answer } = await fetchCaptcha();
  return { captchaId: response.captchaId, captcha: answer };
}

async function sendCode(account: string): Promise<string> {
  const { body } = await call<SendVerifyCodeResponse>(ctx.server().baseUrl, 'user/sendVerifyCode', { account, purpose: 'register' });
  expect(body.retCode).toBe(RetCode.OK);
  const code = ctx.outbox().lastCode(account.toLowerCase());
  if (!code) throw new Error('code not logged');
  return code;
}

const register = (fields: Record<string, string>, lang?: string) =>
  call<SessionResponse>(ctx.server().baseUrl, 'user/register', fields, { lang });

async function userCount(): Promise<number> {
  return (await ctx.server().provider.db.selectFrom('users').select('id').execute()).length;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** VERIFY_CODE.digits).padStart(VERIFY_CODE.digits, '0');

describe('user/captcha', () => {
  it('answers an SVG picture drawn by the ctx.server(), valid 5 minutes, and logs the answer (demo)', async () => {
    const { response, answer: captcha } = await fetchCaptcha();
    const { captchaId } = response;
    expect(captchaId).toMatch(/^[0-9a-f]{32}$/);
    expect(captcha).toMatch(new RegExp(`^[${CAPTCHA.alphabet}]{${CAPTCHA.length}}$`));
    expect(response.expiresAt).toBe(ctx.clock.now + CAPTCHA.validMs);
    expect(response.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(response.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="120" height="44"/);
    // Strokes only: no text for a machine to read, nothing fetched from anywhere.
    expect(svg).not.toMatch(/<text|font|href|<script|url\(/i);
    expect(svg).not.toContain(captcha);
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThanOrEqual(CAPTCHA.length);
  });

  it('stores only a hash of the answer', async () => {
    const { captchaId, captcha } = await newCaptcha();
    const row = await ctx.server().provider.db.selectFrom('captchas').selectAll().where('id', '=', captchaId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(captcha);
  });

  it(`refuses more than ${CAPTCHA.maxPerIpPerMinute} captchas a minute from one IP`, async () => {
    for (let i = 0; i < CAPTCHA.maxPerIpPerMinute; i++) {
      expect((await call(ctx.server().baseUrl, 'user/captcha', {})).body.retCode).toBe(RetCode.OK);
    }
    expect((await call(ctx.server().baseUrl, 'user/captcha', {})).body).toEqual({
      retCode: RetCode.DO_NOT_SUBMIT_CONTINUOUSLY,
      message: 'Do not submit continuously',
      data: null,
    });
    ctx.clock.now += 60 * 1000;
    expect((await call(ctx.server().baseUrl, 'user/captcha', {})).body.retCode).toBe(RetCode.OK);
  });

  it('does not log answers with DEMO_LOG_CAPTCHA=off', async () => {
    const quiet = await startTestProvider({ env: { DEMO_LOG_CAPTCHA: 'off' } });
    try {
      const { body } = await call<CaptchaResponse>(quiet.baseUrl, 'user/captcha', {});
      expect(body.retCode).toBe(RetCode.OK);
      expect(ctx.outbox().captchaAnswer(body.data.captchaId)).toBeUndefined();
    } finally {
      await quiet.close();
    }
  });
});

describe('user/register with code and captcha', () => {
  it('registers with the emailed code and the solved captcha (answer case ignored)', async () => {
    const account = uniqueEmail('fullflow');
    const code = await sendCode(account);
    const { captchaId, captcha } = await newCaptcha();
    const { status, body } = await register({
      account,
      code,
      captchaId,
      captcha: captcha.toLowerCase(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(status).toBe(200);
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.user.account).toBe(account.toLowerCase());
    expect((await call(ctx.server().baseUrl, 'user/login', { account, password: PASSWORD })).body.retCode).toBe(RetCode.OK);
  });

  it('a wrong captcha answers 1010 and does not burn the code', async () => {
    const account = uniqueEmail('wrongcaptcha');
    const code = await sendCode(account);
    const users = await userCount();
    const { captchaId, captcha } = await newCaptcha();
    const wrong = captcha === 'AAAA' ? 'CCCC' : 'AAAA';
    const refused = await register({ account, code, captchaId, captcha: wrong, password: PASSWORD, confirmPassword: PASSWORD });
    expect(refused.body).toEqual({ retCode: RetCode.CAPTCHA_ERROR, message: 'Picture captcha error', data: null });
    expect(await userCount()).toBe(users);
    const row = await ctx
      .server()
      .provider.db.selectFrom('verify_codes')
      .select(['tries', 'spent_at'])
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tries: 0, spent_at: null });

    // The same code with a fresh captcha still works.
    const fresh = await newCaptcha();
    const accepted = await register({
      account,
      code,
      captchaId: fresh.captchaId,
      captcha: fresh.captcha,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(accepted.body.retCode).toBe(RetCode.OK);
  });

  it('a captcha answers one try: reused after a failure, or after a success, it is refused', async () => {
    const account = uniqueEmail('reuse');
    const code = await sendCode(account);
    const { captchaId, captcha } = await newCaptcha();
    // Used by a try that failed further on (wrong referrer)…
    const failed = await register({
      account,
      code,
      captchaId,
      captcha,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      referrerId: 'NO#REF',
    });
    expect(failed.body.retCode).toBe(RetCode.REFERRER_ERROR);
    // …so the right answer no longer opens it.
    const again = await register({ account, code, captchaId, captcha, password: PASSWORD, confirmPassword: PASSWORD });
    expect(again.body.retCode).toBe(RetCode.CAPTCHA_ERROR);

    // A captcha that opened a registration opens no second one.
    const solved = await newCaptcha();
    expect((await register({ account, code, ...solved, password: PASSWORD, confirmPassword: PASSWORD })).body.retCode).toBe(RetCode.OK);
    const second = uniqueEmail('reuse2');
    const secondCode = await sendCode(second);
    const reused = await register({ account: second, code: secondCode, ...solved, password: PASSWORD, confirmPassword: PASSWORD });
    expect(reused.body).toEqual({ retCode: RetCode.CAPTCHA_ERROR, message: 'Picture captcha error', data: null });
  });

  it('an expired captcha is refused', async () => {
    const account = uniqueEmail('oldcaptcha');
    const code = await sendCode(account);
    const { captchaId, captcha } = await newCaptcha();
    ctx.clock.now += CAPTCHA.validMs;
    const { body } = await register({ account, code, captchaId, captcha, password: PASSWORD, confirmPassword: PASSWORD });
    expect(body.retCode).toBe(RetCode.CAPTCHA_ERROR);
  });

  it('an unknown or malformed captcha id is refused', async () => {
    const account = uniqueEmail('nocaptcha');
    const code = await sendCode(account);
    for (const captchaId of ['f'.repeat(32), 'not-an-id', '']) {
      const { body } = await register({ account, code, captchaId, captcha: 'ACEF', password: PASSWORD, confirmPassword: PASSWORD });
      expect(body.retCode).toBe(RetCode.CAPTCHA_ERROR);
    }
  });

  it('a wrong code answers 1009; the code still works after (tries left)', async () => {
    const account = uniqueEmail('wrongcode');
    const code = await sendCode(account);
    const users = await userCount();
    const first = await newCaptcha();
    const refused = await register({ account, code: wrongCode(code), ...first, password: PASSWORD, confirmPassword: PASSWORD });
    expect(refused.body).toEqual({ retCode: RetCode.VERIFY_CODE_ERROR, message: 'Verification code error', data: null });
    expect(await userCount()).toBe(users);
    const second = await newCaptcha();
    expect((await register({ account, code, ...second, password: PASSWORD, confirmPassword: PASSWORD })).body.retCode).toBe(RetCode.OK);
  });

  it(`after ${VERIFY_CODE.maxWrongTries} wrong codes even the right one is refused (2601) until a new code is sent`, async () => {
    const account = uniqueEmail('guesser');
    const code = await sendCode(account);
    for (let i = 0; i < VERIFY_CODE.maxWrongTries; i++) {
      const { body } = await register({
        account,
        code: wrongCode(code),
        ...(await newCaptcha()),
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(body.retCode).toBe(RetCode.VERIFY_CODE_ERROR);
    }
    const right = await register({ account, code, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD });
    expect(right.body).toEqual({
      retCode: RetCode.VERIFY_CODE_TOO_MANY_TRIES,
      message: 'Too many wrong codes, please get a new verification code',
      data: null,
    });
    const zh = await register({ account, code, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD }, 'zh_CN');
    expect(zh.body.message).toBe('验证码错误次数过多，请重新获取');

    ctx.clock.now += VERIFY_CODE.resendIntervalMs;
    const fresh = await sendCode(account);
    expect(
      (await register({ account, code: fresh, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD })).body.retCode,
    ).toBe(RetCode.OK);
  });

  it('parallel guesses get no more than the allowed tries', async () => {
    const account = uniqueEmail('parallel');
    const code = await sendCode(account);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => ({
        code: String((Number(code) + 1 + i) % 1e6).padStart(6, '0'),
        ...(await newCaptcha()),
      })),
    );
    await Promise.all(guesses.map((g) => register({ account, ...g, password: PASSWORD, confirmPassword: PASSWORD })));
    const row = await ctx
      .server()
      .provider.db.selectFrom('verify_codes')
      .select('tries')
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(VERIFY_CODE.maxWrongTries);
  });

  it('an expired code answers 2600', async () => {
    const account = uniqueEmail('expired');
    const code = await sendCode(account);
    ctx.clock.now += VERIFY_CODE.validMs;
    const { body } = await register({ account, code, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD });
    expect(body).toEqual({
      retCode: RetCode.VERIFY_CODE_EXPIRED,
      message: 'The verification code has expired, please get a new one',
      data: null,
    });
  });

  it('only the latest code counts', async () => {
    const account = uniqueEmail('latest');
    const older = await sendCode(account);
    ctx.clock.now += VERIFY_CODE.resendIntervalMs;
    const newer = await sendCode(account);
    if (older !== newer) {
      expect(
        (await register({ account, code: older, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD })).body.retCode,
      ).toBe(RetCode.VERIFY_CODE_ERROR);
    }
    expect(
      (await register({ account, code: newer, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD })).body.retCode,
    ).toBe(RetCode.OK);
  });

  it('a code for another account or purpose does not register this one', async () => {
    const account = uniqueEmail('mine');
    const other = uniqueEmail('theirs');
    const otherCode = await sendCode(other);
    await call(ctx.server().baseUrl, 'user/sendVerifyCode', { account: 'demo@example.com', purpose: 'reset' });
    const resetCode = ctx.outbox().lastCode('demo@example.com', 'reset')!;
    for (const code of [otherCode, resetCode]) {
      const { body } = await register({ account, code, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD });
      expect(body.retCode).toBe(RetCode.VERIFY_CODE_ERROR);
    }
  });

  it('a taken account is told after the captcha, without a code', async () => {
    const { body } = await register({
      account: 'demo@example.com',
      code: '000000',
      ...(await newCaptcha()),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(body.retCode).toBe(RetCode.ACCOUNT_EXISTS);
    const noCaptcha = await register({
      account: 'demo@example.com',
      code: '000000',
      captchaId: 'f'.repeat(32),
      captcha: 'ACEF',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(noCaptcha.body.retCode).toBe(RetCode.CAPTCHA_ERROR);
  });

  it('form mistakes are answered before the captcha is used', async () => {
    const account = uniqueEmail('typo');
    const code = await sendCode(account);
    const solved = await newCaptcha();
    const typo = await register({ account, code, ...solved, password: PASSWORD, confirmPassword: 'abc12346' });
    expect(typo.body.retCode).toBe(RetCode.PASSWORDS_INCONSISTENT);
    expect((await register({ account, code, ...solved, password: PASSWORD, confirmPassword: PASSWORD })).body.retCode).toBe(RetCode.OK);
  });

  it.each([['code'], ['captchaId'], ['captcha']])('answers 1000 without %s', async (missing) => {
    const account = uniqueEmail('missing');
    const fields: Record<string, string> = {
      account,
      code: '123456',
      captchaId: 'f'.repeat(32),
      captcha: 'ACEF',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    delete fields[missing];
    expect((await register(fields)).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });

  it('answers the captcha and code messages in Chinese', async () => {
    const account = uniqueEmail('zh');
    const code = await sendCode(account);
    const captchaError = await register(
      { account, code, captchaId: 'f'.repeat(32), captcha: 'ACEF', password: PASSWORD, confirmPassword: PASSWORD },
      'zh_CN',
    );
    expect(captchaError.body.message).toBe('图形验证码错误');
    const codeError = await register(
      { account, code: wrongCode(code), ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD },
      'zh_CN',
    );
    expect(codeError.body.message).toBe('验证码错误');
    ctx.clock.now += VERIFY_CODE.validMs;
    const expired = await register({ account, code, ...(await newCaptcha()), password: PASSWORD, confirmPassword: PASSWORD }, 'zh_CN');
    expect(expired.body.message).toBe('验证码已过期，请重新获取');
  });
});
