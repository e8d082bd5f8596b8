// Private endpoints: 102 without a token, 103 for a token that is unknown or logged out.
import { RetCode, type SessionResponse, type UserInfo } from '@app/shared/contracts';
import { DEMO_USER } from '../src/db/seed';
import { call, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

async function demoToken(): Promise<string> {
  const { body } = await call<SessionResponse>(server.baseUrl, 'user/login', { account: DEMO_USER.account, password: DEMO_USER.password });
  return body.data.token;
}

describe('private endpoints', () => {
  it('answer 102 without a token', async () => {
    const en = await call(server.baseUrl, 'user/userInfo');
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ retCode: RetCode.NOT_LOGGED_IN, message: 'Please log in first', data: null });
    const zh = await call(server.baseUrl, 'user/userInfo', {}, { lang: 'zh_CN' });
    expect(zh.body.message).toBe('请先登录');
    expect((await call(server.baseUrl, 'user/logout')).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });

  it('answer 103 for a token the server never issued', async () => {
    for (const token of ['garbage', 'f'.repeat(64)]) {
      const { status, body } = await call(server.baseUrl, 'user/userInfo', {}, { token });
      expect(status).toBe(200);
      expect(body).toEqual({ retCode: RetCode.SESSION_EXPIRED, message: 'Login expired, please log in again', data: null });
    }
    const zh = await call(server.baseUrl, 'user/userInfo', {}, { token: 'garbage', lang: 'zh_CN' });
    expect(zh.body.message).toBe('登录已过期，请重新登录');
  });

  it('answer with the user for a valid token', async () => {
    const { body } = await call<UserInfo>(server.baseUrl, 'user/userInfo', {}, { token: await demoToken() });
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data).toMatchObject({ account: DEMO_USER.account, uid: expect.stringMatching(/^\d{8}$/) });
  });

  it('answer 103 after logout, for that session only', async () => {
    const token = await demoToken();
    const other = await demoToken();
    const logout = await call(server.baseUrl, 'user/logout', {}, { token });
    expect(logout.body).toEqual({ retCode: RetCode.OK, message: 'Success', data: null });

    expect((await call(server.baseUrl, 'user/userInfo', {}, { token })).body.retCode).toBe(RetCode.SESSION_EXPIRED);
    expect((await call(server.baseUrl, 'user/logout', {}, { token })).body.retCode).toBe(RetCode.SESSION_EXPIRED);
    expect((await call(server.baseUrl, 'user/userInfo', {}, { token: other })).body.retCode).toBe(RetCode.OK);
  });

  it('never store the raw token', async () => {
    const token = await demoToken();
    const rows = await server.provider.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });
});
