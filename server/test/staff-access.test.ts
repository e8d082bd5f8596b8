// The staff API over signed HTTP: its own listener (nothing of it on the customer's), its own
// secret and sessions (customer and staff tokens refused across), the login with password and
// TOTP code, the one-time password changed first, the lockout, and each role's rights.
import { STAFF_RET_CODES, type StaffRole } from '@app/shared/staff';
import { RetCode } from '@app/shared/contracts';
import { DEMO_SECRETS, encodeForm, sign } from '@app/shared/transport';
import { createStaff } from '../src/staff/accounts';
import { call } from './helpers/test-provider';
import { signUp } from './helpers/wallet-fixtures';
import { asStaff, NEW_PASSWORD, staffCall, staffMember, startStaffProvider, totpCode } from './helpers/staff-fixtures';

jest.setTimeout(60_000);

let server: Awaited<ReturnType<typeof startStaffProvider>>;
beforeAll(async () => {
  server = await startStaffProvider();
});
afterAll(() => server.close());

describe('the staff listener', () => {
  it('answers the staff API on its own port and the customer listener answers 404 for /staff-api/*', async () => {
    const admin = await staffMember(server, ['admin']);
    const onStaff = await asStaff(server, admin)('staff/me');
    expect(onStaff.body).toMatchObject({ retCode: RetCode.OK, data: { login: admin.login, roles: ['admin'] } });

    const body = { lang: 'en_US' };
    for (const path of ['/staff-api/staff/me', '/staff-api/staff/login', '/staff-api/', '/staff-api']) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: admin.token,
          sign: sign(body, 'x'),
          time: String(Date.now()),
        },
        body: encodeForm(body),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ retCode: RetCode.NOT_FOUND });
      expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(404);
    }
    // And the customer API is not on the staff listener.
    const customerOnStaff = await fetch(`${server.staffUrl}/api/user/userInfo`, { method: 'POST' });
    expect(customerOnStaff.status).toBe(404);
  });

  it('has no staff listener unless STAFF_PORT is set', async () => {
    const plain = await (await import('./helpers/test-provider')).startTestProvider();
    try {
      expect(plain.staffUrl).toBeNull();
      expect(plain.provider.staffPort()).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('refuses a request signed with the app secret, out of its time window, or sent twice', async () => {
    const admin = await staffMember(server, ['admin']);
    const wrongSecret = await staffCall(server.staffUrl, 'staff/me', {}, { token: admin.token, secret: DEMO_SECRETS.main });
    expect(wrongSecret).toMatchObject({ status: 401, body: { retCode: RetCode.BAD_SIGNATURE } });
    const old = await staffCall(server.staffUrl, 'staff/me', {}, { token: admin.token, time: Date.now() - 10 * 60_000 });
    expect(old).toMatchObject({ status: 401, body: { retCode: RetCode.REQUEST_TIME_OUT_OF_WINDOW } });
    const time = Date.now() + 5;
    expect((await staffCall(server.staffUrl, 'staff/me', {}, { token: admin.token, time })).body.retCode).toBe(RetCode.OK);
    expect((await staffCall(server.staffUrl, 'staff/me', {}, { token: admin.token, time })).body.retCode).toBe(RetCode.REQUEST_REPLAYED);
  });

  it('answers in simplified Chinese when asked', async () => {
    const { body } = await staffCall(server.staffUrl, 'staff/login', { login: 'nobody', password: 'x', code: '000000' }, { lang: 'zh_CN' });
    expect(body).toMatchObject({ retCode: STAFF_RET_CODES.STAFF_LOGIN_FAILED, message: '登录名、密码或动态验证码错误' });
  });
});

describe('customer and staff tokens', () => {
  it('a customer token never opens a staff call, and a staff token never opens a customer call', async () => {
    const customer = await signUp(server, 'cross');
    const refused = await staffCall(server.staffUrl, 'staff/me', {}, { token: customer.token });
    expect(refused.body.retCode).toBe(RetCode.SESSION_EXPIRED);
    const admin = await staffMember(server, ['admin', 'reviewer']);
    const customerCall = await call(server.baseUrl, 'user/userInfo', {}, { token: admin.token });
    expect(customerCall.body.retCode).toBe(RetCode.SESSION_EXPIRED);
    // The customer's own token still works there.
    expect((await call(server.baseUrl, 'user/userInfo', {}, { token: customer.token })).body.retCode).toBe(RetCode.OK);
  });
});

describe('staff login', () => {
  it('needs the password and the current TOTP code, then the one-time password changed before anything else', async () => {
    const created = await createStaff(server.provider.db, 'carol', ['reviewer'], Date.now());
    expect(created.totpUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const login = (password: string, code: string) =>
      staffCall<{ token: string; mustChangePassword: boolean }>(server.staffUrl, 'staff/login', { login: 'carol', password, code });

    expect((await login(created.oneTimePassword, '000000')).body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_FAILED);
    expect((await login('wrong password 1', totpCode(created.totpUri))).body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_FAILED);
    const ok = await login(created.oneTimePassword, totpCode(created.totpUri));
    expect(ok.body).toMatchObject({ retCode: RetCode.OK, data: { mustChangePassword: true } });
    const token = ok.body.data.token;

    expect((await staffCall(server.staffUrl, 'review/deposits', {}, { token })).body.retCode).toBe(
      STAFF_RET_CODES.STAFF_PASSWORD_CHANGE_REQUIRED,
    );
    const weak = await staffCall(
      server.staffUrl,
      'staff/changePassword',
      { oldPassword: created.oneTimePassword, newPassword: 'short1' },
      { token },
    );
    expect(weak.body.retCode).toBe(STAFF_RET_CODES.STAFF_PASSWORD_RULE);
    const changed = await staffCall(
      server.staffUrl,
      'staff/changePassword',
      { oldPassword: created.oneTimePassword, newPassword: NEW_PASSWORD },
      { token },
    );
    expect(changed.body.retCode).toBe(RetCode.OK);
    expect((await staffCall(server.staffUrl, 'review/deposits', {}, { token })).body.retCode).toBe(RetCode.OK);
    // The one-time password is gone.
    expect((await login(created.oneTimePassword, totpCode(created.totpUri))).body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_FAILED);

    const logout = await staffCall(server.staffUrl, 'staff/logout', {}, { token });
    expect(logout.body.retCode).toBe(RetCode.OK);
    expect((await staffCall(server.staffUrl, 'staff/me', {}, { token })).body.retCode).toBe(RetCode.SESSION_EXPIRED);
  });

  it('accepts a TOTP code once: the same code again (or a replayed login) is refused', async () => {
    const created = await createStaff(server.provider.db, 'grace', ['support'], Date.now());
    const code = totpCode(created.totpUri);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        staffCall(server.staffUrl, 'staff/login', { login: 'grace', password: created.oneTimePassword, code }),
      ),
    );
    expect(attempts.filter((a) => a.body.retCode === RetCode.OK)).toHaveLength(1);
    expect(attempts.filter((a) => a.body.retCode === STAFF_RET_CODES.STAFF_LOGIN_FAILED)).toHaveLength(4);
  });

  it('locks a login after five failures in a row, even with the right password and code', async () => {
    const created = await createStaff(server.provider.db, 'dave', ['reviewer'], Date.now());
    for (let i = 0; i < 5; i++) {
      const { body } = await staffCall(server.staffUrl, 'staff/login', { login: 'dave', password: `wrong ${i} password`, code: '123456' });
      expect(body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_FAILED);
    }
    const { body } = await staffCall(server.staffUrl, 'staff/login', {
      login: 'dave',
      password: created.oneTimePassword,
      code: totpCode(created.totpUri),
    });
    expect(body.retCode).toBe(STAFF_RET_CODES.STAFF_LOCKED);
    const failures = await server.provider.db.selectFrom('staff_audit').select('action').where('staff_login', '=', 'dave').execute();
    expect(failures.map((f) => f.action)).toEqual(Array(6).fill('login-failed'));
  });

  it('refuses bad input with a translated message and no 500', async () => {
    const missing = await staffCall(server.staffUrl, 'staff/login', { login: 'x' });
    expect(missing).toMatchObject({ status: 200, body: { retCode: RetCode.INVALID_PARAMS, message: 'Invalid parameters' } });
    const extra = await staffCall(server.staffUrl, 'staff/login', { login: 'x', password: 'y', code: '1', admin: '1' });
    expect(extra.body.retCode).toBe(RetCode.INVALID_PARAMS);
    const unknown = await staffCall(server.staffUrl, 'staff/nothing');
    expect(unknown).toMatchObject({ status: 404, body: { retCode: RetCode.NOT_FOUND } });
    const json = await fetch(`${server.staffUrl}/staff-api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'x' }),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ retCode: RetCode.INVALID_PARAMS });
    const repeated = await staffCall(server.staffUrl, 'admin/audit', {}, { token: 'not-a-token' });
    expect(repeated.body.retCode).toBe(RetCode.SESSION_EXPIRED);
  });
});

describe('roles and rights', () => {
  // Each role against one call of each group: allowed (OK) or refused (STAFF_FORBIDDEN).
  const CALLS: Array<{ path: string; fields: Record<string, string>; allowed: StaffRole[] }> = [
    { path: 'review/deposits', fields: {}, allowed: ['reviewer'] },
    { path: 'review/withdrawals', fields: {}, allowed: ['reviewer'] },
    { path: 'review/realnames', fields: {}, allowed: ['reviewer'] },
    { path: 'admin/staffList', fields: {}, allowed: ['admin'] },
    { path: 'admin/audit', fields: {}, allowed: ['admin'] },
    { path: 'staff/me', fields: {}, allowed: ['reviewer', 'support', 'content', 'operations', 'admin'] },
  ];
  const ROLES: StaffRole[] = ['reviewer', 'support', 'content', 'operations', 'admin'];

  it.each(ROLES)('%s gets exactly its rights', async (role) => {
    const member = await staffMember(server, [role], role.slice(0, 3));
    for (const { path, fields, allowed } of CALLS) {
      const { body } = await asStaff(server, member)(path, fields);
      expect({ path, retCode: body.retCode }).toEqual({
        path,
        retCode: allowed.includes(role) ? RetCode.OK : STAFF_RET_CODES.STAFF_FORBIDDEN,
      });
    }
  });

  it('a member with several roles has the rights of each', async () => {
    const member = await staffMember(server, ['support', 'reviewer', 'admin']);
    expect((await asStaff(server, member)('staff/me')).body.data).toMatchObject({ roles: ['reviewer', 'support', 'admin'] });
    for (const { path } of CALLS) expect((await asStaff(server, member)(path)).body.retCode).toBe(RetCode.OK);
  });
});
