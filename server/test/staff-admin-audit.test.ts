// Admin calls over signed HTTP (create staff with roles, change roles, disable), the first admin
// by the command line, and the audit: every action recorded with before and after, readable by
// admins with filters, and refused UPDATE and DELETE by the database itself.
import { STAFF_RET_CODES } from '@app/shared/staff';
import { sql } from 'kysely';
import { RetCode } from '@app/shared/contracts';
import { runStaffCli } from '../src/staff/cli';
import { runBackoffice } from '../src/wallet/backoffice-cli';
import { as, signUp } from './helpers/wallet-fixtures';
import { asStaff, staffCall, staffMember, startStaffProvider, totpCode } from './helpers/staff-fixtures';

jest.setTimeout(60_000);

let server: Awaited<ReturnType<typeof startStaffProvider>>;
beforeAll(async () => {
  server = await startStaffProvider();
});
afterAll(() => server.close());

interface AuditRow {
  staffLogin: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

describe('the first admin by the command line', () => {
  it('prints a one-time password and the TOTP provisioning URI once; the password works once, to be changed', async () => {
    const lines: string[] = [];
    const io = { db: server.provider.db, now: Date.now, out: (line: string) => lines.push(line) };
    expect(await runStaffCli(['create-admin', '--login', 'Alice'], io)).toBe(0);
    const password = /^one-time password: (\S+)$/.exec(lines.find((l) => l.startsWith('one-time password')) ?? '')?.[1];
    const uri = /^TOTP provisioning URI: (otpauth:\/\/totp\/\S+)$/.exec(lines.find((l) => l.startsWith('TOTP')) ?? '')?.[1];
    expect(password).toBeDefined();
    expect(uri).toBeDefined();

    const login = await staffCall<{ token: string; roles: string[]; mustChangePassword: boolean }>(server.staffUrl, 'staff/login', {
      login: 'alice',
      password: password!,
      code: totpCode(uri!),
    });
    expect(login.body).toMatchObject({ retCode: RetCode.OK, data: { roles: ['admin'], mustChangePassword: true } });
    const token = login.body.data.token;
    expect((await staffCall(server.staffUrl, 'admin/staffList', {}, { token })).body.retCode).toBe(
      STAFF_RET_CODES.STAFF_PASSWORD_CHANGE_REQUIRED,
    );

    lines.length = 0;
    expect(await runStaffCli(['create-admin', '--login', 'alice'], io)).toBe(1);
    expect(lines).toEqual(['a staff member "alice" already exists']);
    expect(await runStaffCli(['create-admin', 'alice'], io)).toBe(2);
    expect(await runStaffCli(['create-admin', '--login', '1 bad'], io)).toBe(2);
  });
});

describe('admin calls', () => {
  it('create a member with roles, change the roles, disable the member; each audited with before and after', async () => {
    const admin = await staffMember(server, ['admin']);
    const as = asStaff(server, admin);

    const created = await as<{ id: number; oneTimePassword: string; totpUri: string; roles: string[] }>('admin/createStaff', {
      login: 'erin',
      roles: 'support,content',
    });
    expect(created.body).toMatchObject({ retCode: RetCode.OK, data: { roles: ['support', 'content'], mustChangePassword: true } });
    expect(created.body.data.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const erinId = created.body.data.id;
    expect((await as('admin/createStaff', { login: 'erin', roles: 'support' })).body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_EXISTS);
    expect((await as('admin/createStaff', { login: 'frank', roles: 'support,boss' })).body.retCode).toBe(
      STAFF_RET_CODES.STAFF_ROLE_INVALID,
    );
    expect((await as('admin/createStaff', { login: 'frank', roles: '' })).body.retCode).toBe(STAFF_RET_CODES.STAFF_ROLE_INVALID);

    // Erin logs in and changes the password; as support she may not review.
    const erinLogin = await staffCall<{ token: string }>(server.staffUrl, 'staff/login', {
      login: 'erin',
      password: created.body.data.oneTimePassword,
      code: totpCode(created.body.data.totpUri),
    });
    const erin = { token: erinLogin.body.data.token };
    await staffCall(
      server.staffUrl,
      'staff/changePassword',
      { oldPassword: created.body.data.oneTimePassword, newPassword: 'erin password 2026' },
      erin,
    );
    expect((await staffCall(server.staffUrl, 'review/deposits', {}, erin)).body.retCode).toBe(STAFF_RET_CODES.STAFF_FORBIDDEN);

    const roles = await as('admin/setRoles', { staffId: String(erinId), roles: 'reviewer' });
    expect(roles.body).toMatchObject({ retCode: RetCode.OK, data: { roles: ['reviewer'] } });
    expect((await staffCall(server.staffUrl, 'review/deposits', {}, erin)).body.retCode).toBe(RetCode.OK);

    expect((await as('admin/setRoles', { staffId: String(admin.id), roles: 'reviewer' })).body.retCode).toBe(
      STAFF_RET_CODES.STAFF_SELF_CHANGE,
    );
    expect((await as('admin/disableStaff', { staffId: String(admin.id) })).body.retCode).toBe(STAFF_RET_CODES.STAFF_SELF_CHANGE);
    expect((await as('admin/disableStaff', { staffId: '999999' })).body.retCode).toBe(STAFF_RET_CODES.STAFF_NOT_FOUND);

    const disabled = await as('admin/disableStaff', { staffId: String(erinId) });
    expect(disabled.body).toMatchObject({ retCode: RetCode.OK, data: { disabled: true } });
    expect((await staffCall(server.staffUrl, 'staff/me', {}, erin)).body.retCode).toBe(RetCode.SESSION_EXPIRED);
    const again = await staffCall(server.staffUrl, 'staff/login', {
      login: 'erin',
      password: 'erin password 2026',
      code: totpCode(created.body.data.totpUri),
    });
    expect(again.body.retCode).toBe(STAFF_RET_CODES.STAFF_LOGIN_FAILED);

    const audit = await as<AuditRow[]>('admin/audit', { targetType: 'staff', targetId: String(erinId) });
    expect(audit.body.retCode).toBe(RetCode.OK);
    const byAction = (action: string) => audit.body.data.filter((r) => r.action === action);
    expect(byAction('staff-create')[0]).toMatchObject({ staffLogin: admin.login, after: { login: 'erin', roles: ['support', 'content'] } });
    expect(byAction('staff-roles')[0]).toMatchObject({
      staffLogin: admin.login,
      before: { roles: ['support', 'content'] },
      after: { roles: ['reviewer'] },
    });
    expect(byAction('staff-disable')[0]).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(byAction('login')[0]).toMatchObject({ staffLogin: 'erin' });
    expect(byAction('password-change')[0]).toMatchObject({ before: { mustChangePassword: true }, after: { mustChangePassword: false } });
    expect(byAction('login-failed')[0]).toMatchObject({ staffLogin: 'erin' });

    const onlyLogins = await as<AuditRow[]>('admin/audit', { action: 'login', staffLogin: 'erin' });
    expect(onlyLogins.body.data.map((r) => r.action)).toEqual(['login']);
    expect((await as('admin/audit', { page: '0' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });

  it('records logouts', async () => {
    const admin = await staffMember(server, ['admin']);
    const other = await staffMember(server, ['support']);
    await asStaff(server, other)('staff/logout');
    const audit = await asStaff(server, admin)<AuditRow[]>('admin/audit', { staffLogin: other.login, action: 'logout' });
    expect(audit.body.data).toHaveLength(1);
  });
});

describe('decisions by the command line', () => {
  it('are in the staff audit as made by the command line', async () => {
    const user = await signUp(server);
    const recharge = (await as(server, user)<{ id: number }>('pay/pay', { channelId: 'bank-usd', amount: '60' })).body.data;
    const io = {
      db: server.provider.db,
      now: Date.now,
      out: () => undefined,
      secondApprovalAboveMinor: server.config.staff.secondApprovalAboveMinor,
    };
    expect(await runBackoffice(['reject', 'deposits', String(recharge.id), 'No', 'transfer'], io)).toBe(0);
    const rows = await server.provider.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target_type', '=', 'deposits')
      .where('target_id', '=', String(recharge.id))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff_id: null, staff_login: 'command line', action: 'deposit-reject' });
    expect(JSON.parse(rows[0].after_json)).toEqual({ status: 'rejected', reason: 'No transfer' });
  });
});

describe('the audit table', () => {
  it('refuses UPDATE and DELETE in the database, whoever sends them', async () => {
    const db = server.provider.db;
    await staffMember(server, ['support']);
    const before = await db.selectFrom('staff_audit').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);
    // The driver's error (SqliteError, pg's DatabaseError) by its message: not every driver's error is an Error of this realm.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (err: unknown) => String((err as { message?: unknown }).message),
      );
    expect(await refusal(db.updateTable('staff_audit').set({ action: 'nothing' }).execute())).toMatch(/append-only/);
    expect(await refusal(db.deleteFrom('staff_audit').execute())).toMatch(/append-only/);
    expect(await refusal(sql`update staff_audit set after_json = '{}' where id = ${before[0].id}`.execute(db))).toMatch(/append-only/);
    expect(await db.selectFrom('staff_audit').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
