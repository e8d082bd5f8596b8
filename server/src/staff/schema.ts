// Tables of the back office: staff accounts, their sessions, the append-only audit, and the
// first approvals of large withdrawals. Times are ms since epoch.
import type { ColumnType, Generated } from 'kysely';

export interface StaffMembersTable {
  id: Generated<number>;
  /** Lower-case login, unique; never a customer account. */
  login: string;
  password_hash: string;
  /** The TOTP secret (base32) of the second factor. */
  totp_secret: string;
  /** The 30 s time step of the last code that logged in: a code is accepted once (0: none yet). */
  totp_last_step: ColumnType<number, number | undefined, number>;
  /** JSON array of StaffRole. */
  roles: string;
  /** 1 while the one-time password handed out at creation must still be replaced. */
  must_change_password: number;
  /** 1 when an admin disabled the member: no login, sessions ended. */
  disabled: number;
  created_at: number;
}

export interface StaffSessionsTable {
  /** sha256 hex of the token: the token itself is only in the staff member's client. */
  token_hash: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Append-only: the database refuses UPDATE and DELETE on it (triggers, migration 0902). */
export interface StaffAuditTable {
  id: Generated<number>;
  at: number;
  /** Null for a failed login of an unknown member. */
  staff_id: number | null;
  /** The login as given (failed logins) or the member's. */
  staff_login: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON, or '' when there was nothing before / after. */
  before_json: string;
  after_json: string;
  ip: string;
}

/** The first of two approvals of a withdrawal above STAFF_SECOND_APPROVAL_ABOVE. */
export interface StaffWithdrawalApprovalsTable {
  withdrawal_id: number;
  /** The approving member; null: the command line (npm run backoffice, migration 0922). */
  staff_id: number | null;
  at: number;
}

export interface StaffTables {
  staff_members: StaffMembersTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_withdrawal_approvals: StaffWithdrawalApprovalsTable;
}
