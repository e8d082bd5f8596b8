// Staff helpers for journeys through the back office (docs/back-office.md): the staff console's
// address on a provider started with STAFF_PORT '0', the first admin made with the real command,
// TOTP codes from a provisioning URI (each code logs in once: a later login uses the next step,
// within the provider's one step of drift, or waits for a fresh one), signed staff API calls, new
// members with roles, and a member's login into the console with the forced password change.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { URI, type TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import type { StaffCreatedView, StaffMemberView, StaffRole } from '@app/shared/staff';
import { encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';
import { requestTime } from './api';
import { ROOT, type AppServer } from './app-server';

/** The provider's demo STAFF_SIGN_SECRET (server/src/staff/settings.ts), unless the test sets its own. */
export const STAFF_SECRET = process.env.STAFF_SIGN_SECRET ?? 'demo-staff-secret-change-me';
/** Passwords members choose at their first login in these journeys (12+ characters, a letter and a digit). */
export const STAFF_PASSWORD = 'Desk-journey-2026';

export interface StaffCredentials {
  login: string;
  /** The one-time password until the member changed it, then STAFF_PASSWORD. */
  password: string;
  totpUri: string;
}

/** The staff listener's base URL (http://127.0.0.1:port) from the provider's start-up line. */
export function staffBaseUrl(server: AppServer): string {
  const match = /Staff console at (http:\/\/[^\s]+?)\/console\//.exec(server.output());
  if (!match) throw new Error('the provider printed no staff console line: start it with STAFF_PORT');
  return match[1];
}

/** The staff console's address. */
export const staffConsoleUrl = (server: AppServer) => `${staffBaseUrl(server)}/console/`;

/** The first admin, made by the real command over the server's database; its one-time password and TOTP URI. */
export function createAdmin(server: AppServer, login: string): StaffCredentials {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'staff', 'cli.ts'), 'create-admin', '--login', login],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: server.dataDir },
    },
  );
  const password = /one-time password: (\S+)/.exec(result.stdout)?.[1];
  const totpUri = /TOTP provisioning URI: (otpauth:\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !password || !totpUri) throw new Error(`create-admin failed: ${result.stdout}${result.stderr}`);
  return { login, password, totpUri };
}

/** The steps already used for a login, per secret: a code logs in once. */
const usedSteps = new Map<string, Set<number>>();

/**
 * A TOTP code not used before for this URI: the current step's, else the next step's (the provider
 * accepts one step of drift), else it waits for the following step.
 */
export async function totpCode(totpUri: string): Promise<string> {
  const totp = URI.parse(totpUri) as TOTP;
  const used = usedSteps.get(totpUri) ?? new Set<number>();
  usedSteps.set(totpUri, used);
  for (;;) {
    const step = Math.floor(Date.now() / 1000 / totp.period);
    // Not the next step when this one ends within two seconds: the code would be two steps ahead on arrival.
    const candidates = [step, step + 1].filter((s) => !used.has(s));
    const pick = candidates[0];
    if (pick !== undefined && (pick === step || (step + 1) * totp.period * 1000 - Date.now() > 2000)) {
      used.add(pick);
      return totp.generate({ timestamp: pick * totp.period * 1000 });
    }
    await new Promise((r) => setTimeout(r, (step + 1) * totp.period * 1000 - Date.now() + 50));
  }
}

/** One signed staff API call, as the console makes it (signed with STAFF_SECRET unless another secret is given). */
export async function callStaff<T>(
  server: AppServer,
  apiPath: string,
  body: FormFields,
  token = '',
  secret = STAFF_SECRET,
): Promise<{ retCode: number; message: string; data: T }> {
  const fields = normalizeFields({ ...body, lang: 'en_US' });
  const res = await fetch(`${staffBaseUrl(server)}/staff-api/${apiPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: token,
      time: requestTime(),
      sign: sign(fields, secret),
    },
    body: encodeForm(fields),
  });
  return res.json() as Promise<{ retCode: number; message: string; data: T }>;
}

/** How a member's login goes on: the password chosen at a forced change, and whether the change must be asked for. */
export interface StaffLoginOptions {
  /** The password chosen when the one-time password is changed (STAFF_PASSWORD unless given). */
  newPassword?: string;
  /** The provider must ask for the one-time password to be changed (a first login, a login after a reset): fails otherwise. */
  mustChangePassword?: boolean;
  /** The signing secret of the API calls (STAFF_SECRET unless given). */
  secret?: string;
}

/** Logs a member in over the API (changing a one-time password first); the session's token. */
export async function staffApiLogin(server: AppServer, member: StaffCredentials, options: StaffLoginOptions = {}): Promise<string> {
  const { newPassword = STAFF_PASSWORD, mustChangePassword = false, secret = STAFF_SECRET } = options;
  const login = await callStaff<StaffMemberView & { token: string }>(
    server,
    'staff/login',
    { login: member.login, password: member.password, code: await totpCode(member.totpUri) },
    '',
    secret,
  );
  if (login.retCode !== 0) throw new Error(`staff/login failed: ${login.retCode} ${login.message}`);
  const token = login.data.token;
  if (mustChangePassword && !login.data.mustChangePassword) throw new Error(`staff/login of ${member.login} asked for no password change`);
  if (login.data.mustChangePassword) {
    const changed = await callStaff(server, 'staff/changePassword', { oldPassword: member.password, newPassword }, token, secret);
    if (changed.retCode !== 0) throw new Error(`staff/changePassword failed: ${changed.retCode} ${changed.message}`);
    member.password = newPassword;
  }
  return token;
}

/** A new member with these roles, made by an admin's session over the API (admin/createStaff). */
export async function createMember(server: AppServer, adminToken: string, login: string, roles: StaffRole[]): Promise<StaffCredentials> {
  const created = await callStaff<StaffCreatedView>(server, 'admin/createStaff', { login, roles: roles.join(',') }, adminToken);
  if (created.retCode !== 0) throw new Error(`admin/createStaff failed: ${created.retCode} ${created.message}`);
  return { login, password: created.data.oneTimePassword, totpUri: created.data.totpUri };
}

/**
 * Fills the console's login form in this page (English labels) with the member's login and password
 * and sends it; the code is the member's next unused one unless given (a wrong one, say).
 */
export async function submitConsoleLogin(page: Page, member: StaffCredentials, code?: string): Promise<void> {
  await page.getByLabel('Login', { exact: true }).fill(member.login);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Authenticator code').fill(code ?? (await totpCode(member.totpUri)));
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Logs a member into the console in this page (English labels), choosing STAFF_PASSWORD (or
 * options.newPassword) when the console asks for the one-time password to be changed; with
 * options.mustChangePassword the console must ask, and must confirm the change. Resolves once the
 * console's navigation shows.
 */
export async function logIntoConsole(
  page: Page,
  server: AppServer,
  member: StaffCredentials,
  options: StaffLoginOptions = {},
): Promise<void> {
  const { newPassword = STAFF_PASSWORD, mustChangePassword = false } = options;
  await page.goto(staffConsoleUrl(server));
  await submitConsoleLogin(page, member);
  const nav = page.getByRole('navigation', { name: 'Pages' });
  const forced = page.getByLabel('One-time password');
  if (mustChangePassword) await page.getByRole('heading', { name: 'Choose your own password' }).waitFor();
  else await Promise.race([nav.waitFor(), forced.waitFor()]);
  if (await forced.isVisible()) {
    await forced.fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    if (mustChangePassword) await page.locator('#flash', { hasText: 'Your password has been changed.' }).waitFor();
    member.password = newPassword;
    await nav.waitFor();
  }
}
