// An admin's resets of another member's credentials (role admin): a new one-time password, or a new
// TOTP secret. Either ends every session of the member at once and clears their login lockout (the
// admin has checked who is asking, out of band); the new secret is in the answer once, for the
// admin to hand over, and never in the audit. An admin cannot reset their own (2912): a stolen
// admin session must not be able to take over the account's second factor; another admin does it.
import { STAFF_RET_CODES, type StaffAdminCredentialCalls, type StaffMemberView, type StaffRole } from '@app/shared/staff';
import type { Kysely, Transaction } from 'kysely';
import { Secret } from 'otpauth';
import { hashPassword } from '../auth/passwords';
import type { LoginGuard } from '../auth/login-guard';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { requiredInteger } from '../http/form-fields';
import { lockoutKey, memberOf, oneTimePassword, totpOf, type StaffMember } from './accounts';
import type { StaffCallContext, StaffEndpoint, StaffSignedInContext } from './api';
import { recordAudit } from './audit';

export interface AdminCredentialDependencies {
  db: Kysely<Database>;
  loginGuard: Pick<LoginGuard, 'recordSuccess'>;
}

type Calls = StaffAdminCredentialCalls;
type Call<P extends keyof Calls> = StaffEndpoint<Calls[P]['request']> & {
  handle(request: Calls[P]['request'], context: StaffCallContext | StaffSignedInContext): Promise<Calls[P]['answer']>;
};

const ADMIN: readonly StaffRole[] = ['admin'];

const summary = (m: StaffMember): StaffMemberView => ({
  id: m.id,
  login: m.login,
  roles: m.roles,
  mustChangePassword: m.mustChangePassword,
  disabled: m.disabled,
});

export function adminCredentialEndpoints(deps: AdminCredentialDependencies): { [P in keyof Calls]: Call<P> } {
  const { db } = deps;

  /**
   * Resets one credential of another member in one transaction: `change` writes the new one, then
   * every live session ends and the audit row (no secret in it) is written. Returns the member as
   * it is after.
   */
  async function reset(
    context: StaffCallContext | StaffSignedInContext,
    staffId: number,
    action: 'staff-password-reset' | 'staff-totp-reset',
    change: (trx: Transaction<Database>, member: StaffMember) => Promise<void>,
  ): Promise<StaffMember> {
    const admin = (context as StaffSignedInContext).session.member;
    if (staffId === admin.id) throw new ApiFailure(STAFF_RET_CODES.STAFF_SELF_CHANGE);
    const member = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('staff_members').selectAll().where('id', '=', staffId).executeTakeFirst();
      if (!row) throw new ApiFailure(STAFF_RET_CODES.STAFF_NOT_FOUND);
      const before = memberOf(row);
      await change(trx, before);
      const ended = await trx
        .updateTable('staff_sessions')
        .set({ revoked_at: context.now })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', context.now)
        .executeTakeFirst();
      const after = memberOf(await trx.selectFrom('staff_members').selectAll().where('id', '=', staffId).executeTakeFirstOrThrow());
      await recordAudit(
        trx as unknown as Kysely<Database>,
        {
          staffId: admin.id,
          staffLogin: admin.login,
          action,
          targetType: 'staff',
          targetId: staffId,
          before: { login: before.login, mustChangePassword: before.mustChangePassword },
          after: { login: after.login, mustChangePassword: after.mustChangePassword, sessionsEnded: Number(ended.numUpdatedRows) },
          ip: context.ip,
        },
        context.now,
      );
      return after;
    });
    // A member locked out by failed logins can use the new credential at once.
    await deps.loginGuard.recordSuccess(lockoutKey(member.login));
    return member;
  }

  return {
    'admin/resetPassword': {
      access: ADMIN,
      fields: { staffId: requiredInteger(1, Number.MAX_SAFE_INTEGER) },
      async handle({ staffId }, context) {
        const password = oneTimePassword();
        const hash = await hashPassword(password);
        const member = await reset(context, staffId, 'staff-password-reset', async (trx) => {
          await trx.updateTable('staff_members').set({ password_hash: hash, must_change_password: 1 }).where('id', '=', staffId).execute();
        });
        // Shown once, to hand to the member: it must be changed at the next login.
        return { ...summary(member), oneTimePassword: password };
      },
    },

    'admin/resetTotp': {
      access: ADMIN,
      fields: { staffId: requiredInteger(1, Number.MAX_SAFE_INTEGER) },
      async handle({ staffId }, context) {
        const secret = new Secret({ size: 20 }).base32;
        const member = await reset(context, staffId, 'staff-totp-reset', async (trx) => {
          // A new secret: the old one's codes no longer validate. The used-step mark starts again
          // (the new secret's codes were never used), so the member can log in within the same 30 s.
          await trx.updateTable('staff_members').set({ totp_secret: secret, totp_last_step: 0 }).where('id', '=', staffId).execute();
        });
        // Shown once, to scan into the member's authenticator app.
        return { ...summary(member), totpUri: totpOf(member.login, secret).toString() };
      },
    },
  };
}
