// The staff API's calls, by group: staff/* (login, logout, own password, me), admin/* (staff and
// roles, the audit) and review/* (the queues of deposits, withdrawals and real-name submissions,
// and their decisions). Each call names the roles that may make it (docs/back-office.md has the
// table); every action is written to the audit, a decision in the decision's own transaction.
import type { ProviderRetCode } from '../i18n/messages';
import { STAFF_RET_CODES, type StaffCoreCalls, type StaffRole } from '@app/shared/staff';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { PaymentStatus, RealNameStatus, RetCode, type AccountEvent } from '@app/shared/contracts';
import { formatMoney } from '@app/shared/format';
import { uploadsDir } from '../account/upload-route';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords';
import type { LoginGuard } from '../auth/login-guard';
import type { MarketSimulator } from '../market/simulator';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { LedgerTable, WalletsTable } from '../wallet/schema';
import { ApiFailure } from '../http/envelope';
import { oneOf, optional, optionalInteger, optionalText, requiredInteger, requiredText, type FieldReader } from '../http/form-fields';
import { approve, MAX_REASON, NotPendingError, reject, type DecisionHook, type ReviewKind } from '../wallet/review';
import {
  createStaff,
  isStaffPassword,
  lockoutKey,
  memberOf,
  parseRoles,
  STAFF_LOGIN_SHAPE,
  StaffLoginTaken,
  claimTotpStep,
  totpStep,
  type StaffMember,
  type StaffSessions,
} from './accounts';
import type { StaffCallContext, StaffEndpoint, StaffSignedInContext } from './api';
import { readAudit, recordAudit, type AuditEntry } from './audit';
import { approveLargeWithdrawal, COMMAND_LINE } from './withdrawal-approvals';

export interface StaffDependencies {
  db: Kysely<Database>;
  config: Config;
  now: () => number;
  sessions: StaffSessions;
  /** The customers' login guard (lockout per account, budget per address), keyed `staff:<login>`. */
  loginGuard: LoginGuard;
  /** Tells a customer's open apps that a decision changed their balance or identity. */
  pushEvent: (userId: number, event: AccountEvent) => void;
  /** The market's listings: the product codes an article may name (content calls). */
  market: Pick<MarketSimulator, 'listing'>;
}

const REVIEWER: readonly StaffRole[] = ['reviewer'];
const ADMIN: readonly StaffRole[] = ['admin'];
const PAGE_SIZE = 50;
/** How many of a customer's last ledger rows review/withdrawals shows. */
const RECENT_ACTIVITY = 10;

type WalletRow = Selectable<WalletsTable>;
type LedgerRow = Pick<
  Selectable<LedgerTable>,
  'user_id' | 'account' | 'kind' | 'available_delta_minor' | 'frozen_delta_minor' | 'ref_type' | 'ref_id' | 'created_at'
>;

export const fail = (code: ProviderRetCode): never => {
  throw new ApiFailure(code);
};

const rolesField: FieldReader<StaffRole[]> = (raw) => parseRoles(raw ?? '') ?? fail(STAFF_RET_CODES.STAFF_ROLE_INVALID);
const loginField: FieldReader<string> = (raw) => (raw ?? '').trim().toLowerCase();

/**
 * The handlers of a section of the staff calls (StaffCoreCalls…): each reads the contract's request
 * and answers the contract's answer, so the console's typed client and the provider cannot drift apart.
 */
type StaffHandlers<C extends { [P in keyof C]: { request: object; answer: unknown } }> = {
  [P in keyof C]: StaffEndpoint<C[P]['request'], C[P]['answer']>;
};

export const signedIn = (context: StaffCallContext | StaffSignedInContext) => (context as StaffSignedInContext).session.member;

export function audit(
  db: Kysely<Database> | Transaction<Database>,
  context: StaffCallContext,
  who: StaffMember | null,
  entry: Omit<AuditEntry, 'staffId' | 'staffLogin' | 'ip'> & { login?: string },
) {
  return recordAudit(
    db as Kysely<Database>,
    { ...entry, staffId: who?.id ?? null, staffLogin: who?.login ?? entry.login ?? '', ip: context.ip },
    context.now,
  );
}

const publicMember = (m: StaffMember) => ({
  id: m.id,
  login: m.login,
  roles: m.roles,
  mustChangePassword: m.mustChangePassword,
  disabled: m.disabled,
});

async function memberById(db: Kysely<Database>, id: number): Promise<StaffMember> {
  const row = await db.selectFrom('staff_members').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? memberOf(row) : fail(STAFF_RET_CODES.STAFF_NOT_FOUND);
}

export function staffEndpoints(deps: StaffDependencies) {
  const { db, config } = deps;

  return {
    'staff/login': {
      access: 'public',
      fields: { login: loginField, password: requiredText(128), code: requiredText(16) },
      async handle({ login, password, code }, context) {
        const { now, ip } = context;
        const failed = async (
          member: StaffMember | null,
          retCode: typeof STAFF_RET_CODES.STAFF_LOGIN_FAILED | typeof STAFF_RET_CODES.STAFF_LOCKED,
        ) => {
          await audit(db, context, member, {
            login,
            action: 'login-failed',
            targetType: 'staff',
            targetId: member?.id ?? login,
            after: { refused: retCode === STAFF_RET_CODES.STAFF_LOCKED ? 'locked' : 'wrong credentials' },
          });
          return fail(retCode);
        };
        if (!(await deps.loginGuard.takeAddressAttempt(ip, now))) return failed(null, STAFF_RET_CODES.STAFF_LOCKED);
        if (!STAFF_LOGIN_SHAPE.test(login)) return failed(null, STAFF_RET_CODES.STAFF_LOGIN_FAILED);
        const row = await db.selectFrom('staff_members').selectAll().where('login', '=', login).executeTakeFirst();
        const member = row ? memberOf(row) : null;
        if (!(await deps.loginGuard.takeAccountAttempt(lockoutKey(login), now))) return failed(member, STAFF_RET_CODES.STAFF_LOCKED);
        const passwordOk = await verifyPassword(password, row?.password_hash ?? (await decoyPasswordHash()));
        const step = row ? totpStep(login, row.totp_secret, code.trim(), now) : null;
        if (!row || !member || !passwordOk || member.disabled || step === null || !(await claimTotpStep(db, member.id, step)))
          return failed(member, STAFF_RET_CODES.STAFF_LOGIN_FAILED);
        await deps.loginGuard.recordSuccess(lockoutKey(login));
        await deps.loginGuard.addressAttemptSucceeded(ip, now);
        const token = await deps.sessions.create(member.id, now);
        await audit(db, context, member, { action: 'login', targetType: 'staff', targetId: member.id });
        return { token, ...publicMember(member) };
      },
    },

    'staff/logout': {
      access: 'signed-in',
      beforePasswordChange: true,
      fields: {},
      async handle(_request, context) {
        const { session } = context as StaffSignedInContext;
        await deps.sessions.revoke(session.tokenHash, context.now);
        await audit(db, context, session.member, { action: 'logout', targetType: 'staff', targetId: session.member.id });
        return null;
      },
    },

    'staff/me': {
      access: 'signed-in',
      beforePasswordChange: true,
      fields: {},
      async handle(_request, context) {
        return publicMember(signedIn(context));
      },
    },

    'staff/changePassword': {
      access: 'signed-in',
      beforePasswordChange: true,
      fields: { oldPassword: requiredText(128), newPassword: requiredText(256) },
      async handle({ oldPassword, newPassword }, context) {
        const member = signedIn(context);
        const row = await db.selectFrom('staff_members').select('password_hash').where('id', '=', member.id).executeTakeFirstOrThrow();
        if (!(await verifyPassword(oldPassword, row.password_hash))) fail(RetCode.WRONG_PASSWORD);
        if (!isStaffPassword(newPassword)) fail(STAFF_RET_CODES.STAFF_PASSWORD_RULE);
        if (newPassword === oldPassword) fail(RetCode.NEW_PASSWORD_SAME);
        const hash = await hashPassword(newPassword);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('staff_members')
            .set({ password_hash: hash, must_change_password: 0 })
            .where('id', '=', member.id)
            .execute();
          await audit(trx, context, member, {
            action: 'password-change',
            targetType: 'staff',
            targetId: member.id,
            before: { mustChangePassword: member.mustChangePassword },
            after: { mustChangePassword: false },
          });
        });
        return null;
      },
    },

    'admin/staffList': {
      access: ADMIN,
      fields: {},
      async handle() {
        const rows = await db.selectFrom('staff_members').selectAll().orderBy('id').execute();
        return rows.map((r) => publicMember(memberOf(r)));
      },
    },

    'admin/createStaff': {
      access: ADMIN,
      fields: { login: loginField, roles: rolesField },
      async handle({ login, roles }, context) {
        if (!STAFF_LOGIN_SHAPE.test(login)) fail(RetCode.INVALID_PARAMS);
        try {
          const created = await createStaff(db, login, roles, context.now);
          await audit(db, context, signedIn(context), {
            action: 'staff-create',
            targetType: 'staff',
            targetId: created.member.id,
            after: publicMember(created.member),
          });
          // Shown once, to hand to the new member: the password must be changed at first login.
          return { ...publicMember(created.member), oneTimePassword: created.oneTimePassword, totpUri: created.totpUri };
        } catch (err) {
          if (err instanceof StaffLoginTaken) fail(STAFF_RET_CODES.STAFF_LOGIN_EXISTS);
          throw err;
        }
      },
    },

    'admin/setRoles': {
      access: ADMIN,
      fields: { staffId: requiredInteger(1, Number.MAX_SAFE_INTEGER), roles: rolesField },
      async handle({ staffId, roles }, context) {
        const me = signedIn(context);
        if (staffId === me.id && !roles.includes('admin')) fail(STAFF_RET_CODES.STAFF_SELF_CHANGE);
        const before = await memberById(db, staffId);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('staff_members')
            .set({ roles: JSON.stringify(roles) })
            .where('id', '=', staffId)
            .execute();
          await audit(trx, context, me, {
            action: 'staff-roles',
            targetType: 'staff',
            targetId: staffId,
            before: { roles: before.roles },
            after: { roles },
          });
        });
        return publicMember({ ...before, roles });
      },
    },

    'admin/disableStaff': {
      access: ADMIN,
      fields: { staffId: requiredInteger(1, Number.MAX_SAFE_INTEGER) },
      async handle({ staffId }, context) {
        const me = signedIn(context);
        if (staffId === me.id) fail(STAFF_RET_CODES.STAFF_SELF_CHANGE);
        const before = await memberById(db, staffId);
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('staff_members').set({ disabled: 1 }).where('id', '=', staffId).execute();
          await trx
            .updateTable('staff_sessions')
            .set({ revoked_at: context.now })
            .where('staff_id', '=', staffId)
            .where('revoked_at', 'is', null)
            .execute();
          await audit(trx, context, me, {
            action: 'staff-disable',
            targetType: 'staff',
            targetId: staffId,
            before: { disabled: before.disabled },
            after: { disabled: true },
          });
        });
        return publicMember({ ...before, disabled: true });
      },
    },

    'admin/audit': {
      access: ADMIN,
      fields: {
        staffLogin: optionalText(64),
        action: optionalText(64),
        targetType: optionalText(32),
        targetId: optionalText(64),
        from: optionalInteger(0, Number.MAX_SAFE_INTEGER),
        to: optionalInteger(0, Number.MAX_SAFE_INTEGER),
        page: optionalInteger(1, 100_000),
      },
      async handle(filter) {
        return readAudit(db, { ...filter, page: filter.page ?? 1, pageSize: PAGE_SIZE });
      },
    },

    'review/deposits': {
      access: REVIEWER,
      fields: {},
      async handle() {
        const rows = await db
          .selectFrom('recharges as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select([
            'r.id',
            'u.uid',
            'u.account',
            'r.method',
            'r.channel_id',
            'r.amount_minor',
            'r.tx_hash',
            'r.voucher_upload_id',
            'r.created_at',
          ])
          .where('r.status', '=', PaymentStatus.PENDING)
          .orderBy('r.id')
          .limit(500)
          .execute();
        return rows.map((r) => ({
          id: r.id,
          uid: r.uid,
          account: r.account,
          method: r.method,
          channelId: r.channel_id,
          amount: formatMoney(Number(r.amount_minor)),
          txHash: r.tx_hash,
          hasVoucher: r.voucher_upload_id !== null,
          createdAt: Number(r.created_at),
        }));
      },
    },

    'review/withdrawals': {
      access: REVIEWER,
      fields: {},
      async handle() {
        const rows = await db
          .selectFrom('withdrawals as w')
          .innerJoin('users as u', 'u.id', 'w.user_id')
          .leftJoin('staff_withdrawal_approvals as a', 'a.withdrawal_id', 'w.id')
          .leftJoin('staff_members as s', 's.id', 'a.staff_id')
          .select([
            'w.id',
            'w.user_id',
            'u.uid',
            'u.account',
            'w.method',
            'w.amount_minor',
            'w.tax_minor',
            'w.destination',
            'w.destination_label',
            'w.created_at',
            's.login as first_approver',
            'a.at as first_approved_at',
          ])
          .where('w.status', '=', PaymentStatus.PENDING)
          .orderBy('w.id')
          .limit(200)
          .execute();
        // The customers' verified names, wallets and last ledger rows: one read each for the whole list.
        const users = [...new Set(rows.map((r) => r.user_id))];
        const names = new Map<number, string>();
        const walletsOf = new Map<number, WalletRow[]>(users.map((id) => [id, []]));
        const activityOf = new Map<number, LedgerRow[]>(users.map((id) => [id, []]));
        if (users.length > 0) {
          const [passed, wallets, activity] = await Promise.all([
            db
              .selectFrom('real_name_applications')
              .select(['user_id', 'name'])
              .where('user_id', 'in', users)
              .where('status', '=', RealNameStatus.PASSED)
              .orderBy('id', 'desc')
              .execute(),
            db.selectFrom('wallets').selectAll().where('user_id', 'in', users).orderBy('user_id').orderBy('account').execute(),
            db
              .selectFrom((eb) =>
                eb
                  .selectFrom('ledger')
                  .select([
                    'id',
                    'user_id',
                    'account',
                    'kind',
                    'available_delta_minor',
                    'frozen_delta_minor',
                    'ref_type',
                    'ref_id',
                    'created_at',
                    sql<number>`row_number() over (partition by user_id order by id desc)`.as('recent'),
                  ])
                  .where('user_id', 'in', users)
                  .as('l'),
              )
              .selectAll()
              .where('recent', '<=', RECENT_ACTIVITY)
              .orderBy('id', 'desc')
              .execute(),
          ]);
          // Newest first: the first passed application of a customer is the one that counts.
          for (const p of passed) if (!names.has(p.user_id)) names.set(p.user_id, p.name);
          for (const w of wallets) walletsOf.get(w.user_id)!.push(w);
          for (const a of activity) activityOf.get(a.user_id)!.push(a);
        }
        return rows.map((r) => ({
          id: r.id,
          uid: r.uid,
          account: r.account,
          method: r.method,
          amount: formatMoney(Number(r.amount_minor)),
          tax: formatMoney(Number(r.tax_minor)),
          destination: JSON.parse(r.destination) as unknown,
          destinationLabel: r.destination_label,
          createdAt: Number(r.created_at),
          verifiedName: names.get(r.user_id) ?? null,
          balances: walletsOf.get(r.user_id)!.map((w) => ({
            account: w.account,
            available: formatMoney(Number(w.available_minor)),
            frozen: formatMoney(Number(w.frozen_minor)),
          })),
          recentActivity: activityOf.get(r.user_id)!.map((a) => ({
            account: a.account,
            kind: a.kind,
            available: formatMoney(Number(a.available_delta_minor)),
            frozen: formatMoney(Number(a.frozen_delta_minor)),
            ref: a.ref_type ? `${a.ref_type}:${a.ref_id}` : null,
            at: Number(a.created_at),
          })),
          needsSecondApproval: Number(r.amount_minor) > config.staff.secondApprovalAboveMinor,
          // No member behind a first approval: the command line gave it.
          firstApproval: r.first_approved_at !== null ? { by: r.first_approver ?? COMMAND_LINE, at: Number(r.first_approved_at) } : null,
        }));
      },
    },

    'review/realnames': {
      access: REVIEWER,
      fields: {},
      async handle() {
        const rows = await db
          .selectFrom('real_name_applications as a')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['a.id', 'u.uid', 'u.account', 'a.name', 'a.id_number', 'a.created_at'])
          .where('a.status', '=', RealNameStatus.UNDER_REVIEW)
          .orderBy('a.id')
          .limit(500)
          .execute();
        // The ID images come through review/realnameImage only: never a URL a browser could share.
        return rows.map((r) => ({
          id: r.id,
          uid: r.uid,
          account: r.account,
          name: r.name,
          idNumber: r.id_number,
          createdAt: Number(r.created_at),
        }));
      },
    },

    'review/realnameImage': {
      access: REVIEWER,
      fields: { id: requiredInteger(1, Number.MAX_SAFE_INTEGER), side: oneOf(['front', 'reverse'] as const) },
      async handle({ id, side }, context) {
        const application = await db
          .selectFrom('real_name_applications')
          .select(['front_upload_id', 'reverse_upload_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        const uploadId = side === 'front' ? application?.front_upload_id : application?.reverse_upload_id;
        if (!uploadId) return fail(STAFF_RET_CODES.STAFF_IMAGE_NOT_FOUND);
        const upload = await db.selectFrom('uploads').select(['mime', 'stored_name']).where('id', '=', uploadId).executeTakeFirst();
        if (!upload) return fail(STAFF_RET_CODES.STAFF_IMAGE_NOT_FOUND);
        let content: Buffer;
        try {
          content = await fs.readFile(path.join(uploadsDir(config.dataDir), upload.stored_name));
        } catch {
          return fail(STAFF_RET_CODES.STAFF_IMAGE_NOT_FOUND);
        }
        await audit(db, context, signedIn(context), {
          action: 'realname-image-view',
          targetType: 'realname',
          targetId: id,
          after: { side },
        });
        return { mime: upload.mime, base64: content.toString('base64') };
      },
    },

    'review/decide': {
      access: REVIEWER,
      fields: {
        kind: oneOf(['deposits', 'withdrawals', 'realname'] as const),
        id: requiredInteger(1, Number.MAX_SAFE_INTEGER),
        decision: oneOf(['approve', 'reject'] as const),
        reason: optional(requiredText(MAX_REASON)),
      },
      async handle({ kind, id, decision, reason }, context) {
        const me = signedIn(context);
        const text = (reason ?? '').trim();
        if (decision === 'reject' && text === '') fail(STAFF_RET_CODES.STAFF_REASON_REQUIRED);
        const before = await pendingSnapshot(db, kind, id);
        if (!before) return fail(STAFF_RET_CODES.STAFF_ALREADY_DECIDED);
        const action = `${kind === 'realname' ? 'realname' : kind.slice(0, -1)}-${decision}`;
        try {
          let firstApprovalBy: string | null = null;
          if (decision === 'approve' && kind === 'withdrawals' && before.amountMinor > config.staff.secondApprovalAboveMinor) {
            // The command line's first approval counts as another approver's (withdrawal-approvals.ts).
            const approval = await approveLargeWithdrawal(db, id, me.id, context.now, (trx) =>
              audit(trx, context, me, {
                action: 'withdrawal-first-approval',
                targetType: 'withdrawals',
                targetId: id,
                before: before.snapshot,
                after: { status: 'pending', firstApprovalBy: me.login },
              }),
            );
            if (approval.step === 'recorded') return { decided: false, awaitingSecondApproval: true };
            if (approval.step === 'same') fail(STAFF_RET_CODES.STAFF_SECOND_APPROVER_SAME);
            firstApprovalBy = approval.firstBy;
          }
          const hook: DecisionHook = async (trx) => {
            await audit(trx, context, me, {
              action,
              targetType: kind,
              targetId: id,
              before: before.snapshot,
              after: {
                status: decision === 'approve' ? 'approved' : 'rejected',
                ...(text ? { reason: text } : {}),
                ...(firstApprovalBy ? { firstApprovalBy } : {}),
              },
            });
          };
          const outcome =
            decision === 'approve' ? await approve(db, kind, id, context.now, hook) : await reject(db, kind, id, text, context.now, hook);
          for (const event of outcome.events) deps.pushEvent(outcome.userId, event);
          return { decided: true, awaitingSecondApproval: false };
        } catch (err) {
          if (err instanceof NotPendingError) fail(STAFF_RET_CODES.STAFF_ALREADY_DECIDED);
          throw err;
        }
      },
    },
  } satisfies StaffHandlers<StaffCoreCalls>;
}

interface PendingSnapshot {
  amountMinor: number;
  snapshot: Record<string, unknown>;
}

/** A pending deposit or withdrawal: its amount, and as the audit shows it, with what only its kind has (`extra`) last. */
const pendingMoney = (row: { user_id: number; method: string; amount_minor: number }, extra: Record<string, unknown>): PendingSnapshot => ({
  amountMinor: Number(row.amount_minor),
  snapshot: { status: 'pending', userId: row.user_id, method: row.method, amount: formatMoney(Number(row.amount_minor)), ...extra },
});

/** The item as it is while pending (the audit's "before"), or null when it is not pending. */
async function pendingSnapshot(db: Kysely<Database>, kind: ReviewKind, id: number): Promise<PendingSnapshot | null> {
  if (kind === 'deposits') {
    const r = await db
      .selectFrom('recharges')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', PaymentStatus.PENDING)
      .executeTakeFirst();
    return r ? pendingMoney(r, { txHash: r.tx_hash }) : null;
  }
  if (kind === 'withdrawals') {
    const w = await db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', PaymentStatus.PENDING)
      .executeTakeFirst();
    return w ? pendingMoney(w, { destination: w.destination_label }) : null;
  }
  const a = await db
    .selectFrom('real_name_applications')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', RealNameStatus.UNDER_REVIEW)
    .executeTakeFirst();
  return a ? { amountMinor: 0, snapshot: { status: 'under review', userId: a.user_id, name: a.name, idNumber: a.id_number } } : null;
}
