// user/login: the demo account, one answer for every failure, and the continuous-submit limit.
import { RetCode, type SessionResponse } from '@app/shared/contracts';
import { LOGIN_LOCKOUT } from '../src/auth/login-guard';
import { DEMO_USER } from '../src/db/seed';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const login = (account: string, password: string, lang?: string) =>
  call<SessionResponse>(server.baseUrl, 'user/login', { account, password }, { lang });

describe('user/login', () => {
  it('logs the seeded demo user in, ignoring the email case', async () => {
    const { status, body } = await login('Demo@Example.com', DEMO_USER.password);
    expect(status).toBe(200);
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.user).toMatchObject({ account: DEMO_USER.account, accountType: 'email', nickname: 'demo' });
  });

  it('gives every login its own token', async () => {
    const first = await login(DEMO_USER.account, DEMO_USER.password);
    const second = await login(DEMO_USER.account, DEMO_USER.password);
    expect(first.body.data.token).not.toBe(second.body.data.token);
  });

  it('answers the same 1004 for a wrong password and an unknown account', async () => {
    const wrongPassword = await login(DEMO_USER.account, 'Demo12345');
    const unknownAccount = await login(uniqueEmail('nobody'), DEMO_USER.password);
    expect(wrongPassword.body).toEqual({ retCode: RetCode.WRONG_PASSWORD, message: 'Wrong password', data: null });
    expect(unknownAccount.body).toEqual(wrongPassword.body);
    expect((await login(uniqueEmail('nobody'), 'x', 'zh_CN')).body.message).toBe('密码错误');
  });

  it(`refuses with 1008 after ${LOGIN_LOCKOUT.maxFailures} failures, even with the right password`, async () => {
    const account = uniqueEmail('limited');
    const password = 'right123';
    await call(server.baseUrl, 'user/register', { account, password, confirmPassword: password });

    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i++) {
      expect((await login(account, 'wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
    }
    expect((await login(account, password)).body).toEqual({
      retCode: RetCode.DO_NOT_SUBMIT_CONTINUOUSLY,
      message: 'Do not submit continuously',
      data: null,
    });
    expect((await login(account, password, 'zh_CN')).body.message).toBe('请勿连续提交');
    // Other accounts are not affected.
    expect((await login(DEMO_USER.account, DEMO_USER.password)).body.retCode).toBe(RetCode.OK);
  });

  it('forgets earlier failures after a successful login', async () => {
    const account = uniqueEmail('recovers');
    const password = 'right123';
    await call(server.baseUrl, 'user/register', { account, password, confirmPassword: password });
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures - 1; i++) await login(account, 'wrong123');
    expect((await login(account, password)).body.retCode).toBe(RetCode.OK);
    expect((await login(account, 'wrong123')).body.retCode).toBe(RetCode.WRONG_PASSWORD);
    expect((await login(account, password)).body.retCode).toBe(RetCode.OK);
  });
});
