// Building blocks of the staff API tests: a provider with its staff listener, signed staff calls
// (the staff secret, a staff token), members created and logged in the way a person would be
// (one-time password, TOTP code from the provisioning URI, the password changed first).
import { type StaffRole } from '@app/shared/staff';
import { TOTP, URI } from 'otpauth';
import { RetCode, type Envelope } from '@app/shared/contracts';
import { encodeForm, sign, type FormFields } from '@app/shared/transport';
import { createStaff } from '../../src/staff/accounts';
import { DEMO_STAFF_SIGN_SECRET } from '../../src/staff/settings';
import { startTestProvider, type StartOptions, type TestProvider } from './test-provider';

export const STAFF_TEST_ENV = { STAFF_PORT: '0', STAFF_REVIEW: 'on', REVIEW_DELAY_MS: '0', WITHDRAWAL_HOURS: 'always' } as const;

export async function startStaffProvider(options: StartOptions = {}): Promise<TestProvider & { staffUrl: string }> {
  const server = await startTestProvider({ ...options, env: { ...STAFF_TEST_ENV, ...options.env } });
  if (!server.staffUrl) throw new Error('no staff listener');
  return server as TestProvider & { staffUrl: string };
}

export interface StaffCallOptions {
  token?: string;
  lang?: string;
  secret?: string;
  time?: number;
}

let lastTime = 0;
/** A `time` after the previous one: two identical calls are two signed requests. */
function nextTime(): number {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return lastTime;
}

export interface StaffCallResult<T> {
  status: number;
  body: Envelope<T>;
}

/** POST <url>/staff-api/<path>, signed with the staff secret (or `secret`). */
export async function staffCall<T = unknown>(
  url: string,
  path: string,
  fields: FormFields = {},
  options: StaffCallOptions = {},
): Promise<StaffCallResult<T>> {
  const body: FormFields = { ...fields, lang: options.lang ?? 'en_US' };
  const response = await fetch(`${url}/staff-api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: options.token ?? '',
      sign: sign(body, options.secret ?? DEMO_STAFF_SIGN_SECRET),
      time: String(options.time ?? nextTime()),
    },
    body: encodeForm(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The current code of the TOTP in a provisioning URI, as an authenticator app shows it. */
export function totpCode(uri: string, timestamp = Date.now()): string {
  const totp = URI.parse(uri) as TOTP;
  return totp.generate({ timestamp });
}

export interface StaffUser {
  id: number;
  login: string;
  password: string;
  totpUri: string;
  token: string;
}

let counter = 0;
export const NEW_PASSWORD = 'correct horse 42 battery';

/** A member with these roles, created like the command line does, logged in, the password changed. */
export async function staffMember(server: TestProvider & { staffUrl: string }, roles: StaffRole[], prefix = 'm'): Promise<StaffUser> {
  counter += 1;
  const login = `${prefix}${Date.now().toString(36)}${counter}`;
  const created = await createStaff(server.provider.db, login, roles, Date.now());
  const { body } = await staffCall<{ token: string }>(server.staffUrl, 'staff/login', {
    login,
    password: created.oneTimePassword,
    code: totpCode(created.totpUri),
  });
  if (body.retCode !== RetCode.OK) throw new Error(`staff login failed: ${body.retCode} ${body.message}`);
  const changed = await staffCall(
    server.staffUrl,
    'staff/changePassword',
    { oldPassword: created.oneTimePassword, newPassword: NEW_PASSWORD },
    { token: body.data.token },
  );
  if (changed.body.retCode !== RetCode.OK) throw new Error(`password change failed: ${changed.body.retCode}`);
  return { id: created.member.id, login, password: NEW_PASSWORD, totpUri: created.totpUri, token: body.data.token };
}

/** A signed call as this member. */
export function asStaff(server: { staffUrl: string }, member: StaffUser) {
  return <T = unknown>(path: string, fields: FormFields = {}, options: StaffCallOptions = {}) =>
    staffCall<T>(server.staffUrl, path, fields, { token: member.token, ...options });
}
