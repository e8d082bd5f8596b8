// Staff accounts and their sessions, apart from the customers' (own tables, own tokens). A staff
// login is a password plus a TOTP code (RFC 6238, the `otpauth` package); failures go through the
// customers' login guard (auth/login-guard.ts) under a `staff:` key, so the same progressive
// lockout applies. Only the sha256 of a session token is stored.
import { STAFF_ROLES, type StaffRole } from '@app/shared/staff';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';

import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import { TOKEN_BYTES } from '../constants';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export const TOTP_ISSUER = 'Trading back office';
const TOKEN_SHAPE = new RegExp(`^[0-9a-f]{${TOKEN_BYTES * 2}}$`);
export const STAFF_LOGIN_SHAPE = /^[a-z][a-z0-9._-]{2,31}$/;

export interface StaffMember {
  id: number;
  login: string;
  roles: StaffRole[];
  mustChangePassword: boolean;
  disabled: boolean;
}

export interface StaffSession {
  tokenHash: string;
  member: StaffMember;
}

/** The lockout key of a staff login in login_failures (never a valid customer account). */
export const lockoutKey = (login: string) => `staff:${login}`;

export function parseRoles(text: string): StaffRole[] | null {
  const roles = [
    ...new Set(
      text
        .split(',')
        .map((r) => r.trim())
        .filter((r) => r !== ''),
    ),
  ];
  if (roles.length === 0 || !roles.every((r) => (STAFF_ROLES as readonly string[]).includes(r))) return null;
  return STAFF_ROLES.filter((r) => roles.includes(r));
}

export function memberOf(row: { id: number; login: string; roles: string; must_change_password: number; disabled: number }): StaffMember {
  return {
    id: row.id,
    login: row.login,
    roles: JSON.parse(row.roles) as StaffRole[],
    mustChangePassword: row.must_change_password === 1,
    disabled: row.disabled === 1,
  };
}

export function totpOf(login: string, secret: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: login, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

const TOTP_PERIOD_MS = 30_000;

/**
 * The time step of `code` when it is the member's current TOTP code (one 30 s step of clock drift
 * either way), else null. The caller accepts a step once (claimTotpStep).
 */
export function totpStep(login: string, secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(login, secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / TOTP_PERIOD_MS) + delta;
}

/**
 * Records `step` as the member's last used code; false when a code of this or a later step already
 * logged in (a code seen over a shoulder or replayed). One conditional update: of two logins with
 * the same code at the same moment, one wins.
 */
export async function claimTotpStep(db: Kysely<Database>, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_members')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** 12–128 characters, a letter and a digit. */
export function isStaffPassword(password: string): boolean {
  return password.length >= 12 && password.length <= 128 && /\p{L}/u.test(password) && /\d/.test(password);
}

/** A one-time password that meets the rule: 20 characters from an alphabet without look-alikes. */
export function oneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  const text = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${text}7k`;
}

export interface NewStaff {
  member: StaffMember;
  oneTimePassword: string;
  /** otpauth://totp/… to scan into an authenticator app; shown once. */
  totpUri: string;
}

export class StaffLoginTaken extends Error {}

/** A new member with a one-time password (to be changed at first login) and a fresh TOTP secret. */
export async function createStaff(db: Kysely<Database>, login: string, roles: StaffRole[], now: number): Promise<NewStaff> {
  roles = STAFF_ROLES.filter((r) => roles.includes(r));
  const password = oneTimePassword();
  const secret = new Secret({ size: 20 }).base32;
  try {
    const row = await db
      .insertInto('staff_members')
      .values({
        login,
        password_hash: await hashPassword(password),
        totp_secret: secret,
        roles: JSON.stringify(roles),
        must_change_password: 1,
        disabled: 0,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { member: memberOf(row), oneTimePassword: password, totpUri: totpOf(login, secret).toString() };
  } catch (err) {
    if (isUniqueViolation(err)) throw new StaffLoginTaken(login);
    throw err;
  }
}

export class StaffSessions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly lifetimeMs: number,
  ) {}

  async create(staffId: number, now: number): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('hex');
    await this.db
      .insertInto('staff_sessions')
      .values({ token_hash: hashToken(token), staff_id: staffId, created_at: now, expires_at: now + this.lifetimeMs, revoked_at: null })
      .execute();
    return token;
  }

  /** The live session of a token and its (enabled) member, or null. */
  async find(token: string, now: number): Promise<StaffSession | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_members as m', 'm.id', 's.staff_id')
      .select(['m.id', 'm.login', 'm.roles', 'm.must_change_password', 'm.disabled'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('m.disabled', '=', 0)
      .executeTakeFirst();
    return row ? { tokenHash, member: memberOf(row) } : null;
  }

  async revoke(tokenHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOf(staffId: number, now: number): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('staff_id', '=', staffId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
