// The staff audit: one row per staff action (logins, failed logins, logouts, decisions, changes
// to staff), with who, what, when, the target, and the target before and after as JSON. Rows
// are only ever inserted; the database refuses UPDATE and DELETE on the table (migration 0902).
import type { StaffAuditRow } from '@app/shared/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  staffId: number | null;
  staffLogin: string;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  ip: string;
}

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: number): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: now,
      staff_id: entry.staffId,
      staff_login: entry.staffLogin.slice(0, 64),
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId).slice(0, 64),
      before_json: json(entry.before),
      after_json: json(entry.after),
      ip: entry.ip.slice(0, 64),
    })
    .execute();
}

export interface AuditFilter {
  staffLogin?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/** One row as admin/audit answers it. */
export type AuditRecord = StaffAuditRow;

const parsed = (text: string): unknown => (text === '' ? null : JSON.parse(text));

/** Newest first, filtered; `page` from 1. */
export async function readAudit(db: Kysely<Database>, filter: AuditFilter): Promise<AuditRecord[]> {
  let query = db.selectFrom('staff_audit').selectAll();
  if (filter.staffLogin !== undefined) query = query.where('staff_login', '=', filter.staffLogin);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: Number(r.at),
    staffId: r.staff_id,
    staffLogin: r.staff_login,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: parsed(r.before_json),
    after: parsed(r.after_json),
    ip: r.ip,
  }));
}
