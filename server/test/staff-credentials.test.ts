// An admin's resets of another member's credentials over signed HTTP: a new one-time password
// (the old password refused, the new one to be changed first), a new TOTP secret (the old
// authenticator's codes refused, the new one's accepted), every session of the member ended at
// once, the login lockout lifted, the secret in the answer once and never in the audit; and no
// reset of one's own credentials. On a clock of the test's, so logins can move from one 30 s
// TOTP step to the next without waiting.
import { RetCode } from '@app/shared/contracts';
import { STAFF_RET_CODES, type StaffMemberView, type StaffRole } from '@app/shared/staff';
import { createStaff } from '../src/staff/accounts';
import { NEW_PASSWORD, staffCall, startStaffProvider, totpCode } from './helpers/staff-fixtures';

jest.setTimeout(60_000);

const clock = { now: Date.now() };
let server: Awaited<ReturnType<typeof startStaffProvider>>;
beforeAll(async () => {
  server = await startStaffProvider({ now: () => clock.now });
});
afterAll(() => server.close());

let lastTime = 0;
function call<T = unknown>(path: string, fields: Record<string, string> = {}, token = '', lang?: string) {
  lastTime = Math.max(clock.now, lastTime + 1);
  return staffCall<T>(server.staffUrl, path, fields, { token, time: lastTime, lang });
}

/** The next TOTP step: a code that has not logged in yet. */
const nextStep = () => {
  clock.now += 30_000;
};

interface Member {
  id: number;
  login: string;
  password: string;
  totpUri: string;
  token: string;
}

function login(login: string, password: string, totpUri: string) {
  return call<{ token: string; mustChangePassword: boolean }>('staff/login', { login, password, code: totpCode(totpUri, clock.now) });
}

let counter = 0;
/** A member with these roles, logged in with the password changed (as a person would at first). */
async function member(roles: StaffRole[]): Promise<Member> {
  counter += 1;
  const name = `cred${counter}${Date.now().toString(36)}`;
  const created = await createStaff(server.provider.db, name, roles, clock.now);
  nextStep();
  const first = await login(name, created.oneTimePassword, created.totpUri);
  if (first.body.retCode !== RetCode.OK) throw new Error(`login failed: ${first.body.retCode}`);
  const changed = await call(
    'staff/changePassword',
    { oldPassword: created.oneTimePassword, newPassword: NEW_PASSWORD },
    first.body.data.token,
  );
  if (changed.body.retCode !== RetCode.OK) throw new Error(`password change failed: ${changed.body.retCode}`);
  return { id: created.member.id, login: name, password: NEW_PASSWORD, totpUri: created.totpUri, token: first.body.data.token };
}

let admin: Member;
beforeAll(async () => {
  admin = await member(['admin']);
});

/** Every audit row as text: a secret must be in none of them. */
async function auditText(): Promise<string> {
  const rows = await server.provider.db.selectFrom('staff_audit').selectAll().execute();
  return JSON.stringify(rows);
}

describe('rights', () => {
  it.each<StaffRole>(['reviewer', 'support', 'content', 'operations'])('%s may reset nobody (2903)', async (role) => {
    const someone = await member([role]);
    const target = await member(['support']);
    for (const path of ['admin/resetPassword', 'admin/resetTotp']) {
      expect((await call(path, { staffId: String(target.id) }, someone.token)).body.retCode).toBe(STAFF_RET_CODES.STAFF_FORBIDDEN);
    }
    // Nothing happened to the target: its session lives on.
    expect((await call('staff/me', {}, target.token)).body.retCode).toBe(RetCode.OK);
  });

  it('an admin may not reset their own credentials (2912), nor an unknown member (2908)', async () => {
    for (const path of ['admin/resetPassword', 'admin/resetTotp']) {
      expect((await call(path, { staffId: String(admin.id) }, admin.token)).body.retCode).toBe(STAFF_RET_CODES.STAFF_SELF_CHANGE);
      expect((await call(path, { staffId: '999999' }, admin.token)).body.retCode).toBe(STAFF_RET_CODES.STAFF_NOT_FOUND);
    }
    const zh = await call('admin/resetTotp', { staffId: String(admin.id) }, admin.token, 'zh_CN');
    expect(zh.body.message).toBe('不能停用自己、移除自己的管理员角色或重置自己的密码或身份验证器：请联系其他管理员');
    // The admin is untouched.
    expect((await call('staff/me', {}, admin.token)).body.data).toMatchObject({ id: admin.id, mustChangePassword: false });
  });
});

describe('admin/resetPassword', () => {
  it('hands out a new one-time password once: the old one is refused, every session ends, the new one must be changed first', async () => {
    const target = await member(['reviewer']);
    nextStep();
    const second = await login(target.login, target.password, target.totpUri);
    expect(second.body.retCode).toBe(RetCode.OK);

    const reset = await call<StaffMemberView & { oneTimePassword: string }>(
      'admin/resetPassword',
      { staffId: String(target.id) },
      admin.token,
    );
    expect(reset.body).toMatchObject({
      retCode: 0,
      data: { id: target.id, login: target.login, roles: ['reviewer'], mustChangePassword: true, disabled: false },
    });
    const { oneTimePassword } = reset.body.data;
    expect(oneTimePassword).toMatch(/^\S{12,}$/);

    // Both sessions are over.
    for (const token of [target.token, second.body.data.token])
      expect((await call('review/deposits', {}, token)).body.retCode).toBe(RetCode.SESSION_EXPIRED);
    nextStep();
    expect((await login(target.login, target.password, target.totpUri)).body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_FAILED);
    nextStep();
    const fresh = await login(target.login, oneTimePassword, target.totpUri);
    expect(fresh.body).toMatchObject({ retCode: 0, data: { mustChangePassword: true } });
    expect((await call('review/deposits', {}, fresh.body.data.token)).body.retCode).toBe(STAFF_RET_CODES.STAFF_PASSWORD_CHANGE_REQUIRED);
    const changed = await call(
      'staff/changePassword',
      { oldPassword: oneTimePassword, newPassword: 'another 77 horse staple' },
      fresh.body.data.token,
    );
    expect(changed.body.retCode).toBe(0);
    expect((await call('review/deposits', {}, fresh.body.data.token)).body.retCode).toBe(0);

    const [row] = await server.provider.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'staff-password-reset')
      .where('target_id', '=', String(target.id))
      .execute();
    expect(row).toMatchObject({ staff_id: admin.id, staff_login: admin.login, target_type: 'staff' });
    expect(JSON.parse(row.before_json)).toEqual({ login: target.login, mustChangePassword: false });
    expect(JSON.parse(row.after_json)).toEqual({ login: target.login, mustChangePassword: true, sessionsEnded: 2 });
    expect(await auditText()).not.toContain(oneTimePassword);
  });

  it('lifts a lockout: a member locked out by failed logins can use the new password at once', async () => {
    const target = await member(['support']);
    for (let i = 0; i < 5; i++) await login(target.login, 'wrong password 1', target.totpUri);
    nextStep();
    expect((await login(target.login, target.password, target.totpUri)).body.retCode).toBe(STAFF_RET_CODES.STAFF_LOCKED);
    const reset = await call<{ oneTimePassword: string }>('admin/resetPassword', { staffId: String(target.id) }, admin.token);
    nextStep();
    expect((await login(target.login, reset.body.data.oneTimePassword, target.totpUri)).body.retCode).toBe(0);
  });
});

describe('admin/resetTotp', () => {
  it('hands out a new secret once: the old codes are refused, the new ones work, every session ends, the audit holds no secret', async () => {
    const target = await member(['operations']);
    const reset = await call<StaffMemberView & { totpUri: string }>('admin/resetTotp', { staffId: String(target.id) }, admin.token);
    expect(reset.body).toMatchObject({ retCode: 0, data: { id: target.id, mustChangePassword: false } });
    const { totpUri } = reset.body.data;
    expect(totpUri).toMatch(new RegExp(`^otpauth://totp/.*${target.login}.*secret=`));
    expect(totpUri).not.toBe(target.totpUri);
    const secret = new URL(totpUri).searchParams.get('secret')!;

    expect((await call('staff/me', {}, target.token)).body.retCode).toBe(RetCode.SESSION_EXPIRED);
    nextStep();
    // The old authenticator's current code: refused.
    expect((await login(target.login, target.password, target.totpUri)).body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_FAILED);
    // The new one's, in that same 30 s step: accepted (the new secret's codes were never used).
    const fresh = await login(target.login, target.password, totpUri);
    expect(fresh.body).toMatchObject({ retCode: 0, data: { mustChangePassword: false } });
    expect((await call('staff/me', {}, fresh.body.data.token)).body).toMatchObject({ retCode: 0, data: { roles: ['operations'] } });

    const [row] = await server.provider.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'staff-totp-reset')
      .where('target_id', '=', String(target.id))
      .execute();
    expect(row).toMatchObject({ staff_id: admin.id, staff_login: admin.login });
    expect(JSON.parse(row.after_json)).toEqual({ login: target.login, mustChangePassword: false, sessionsEnded: 1 });
    const text = await auditText();
    expect(text).not.toContain(secret);
    expect(text).not.toContain('otpauth');
    // The old secret is gone from the database too.
    const stored = await server.provider.db
      .selectFrom('staff_members')
      .select('totp_secret')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBe(secret);
  });
});
