// Migrations of the back office, named 0900_* (core 0001–0099, wallet 0100, trade 0200, IPO/AI
// 0300, content 0400, account 0500, chat 0600, guards 0700, release 0800, staff 0900). Staff
// accounts and sessions are tables of their own: a customer row never becomes staff, nor the
// other way. Append only.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const STAFF_MIGRATIONS: Record<string, Migration> = {
  '0900_staff_members_sessions': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('staff_members'))
        .addColumn('login', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
        .addColumn('roles', 'varchar(255)', (c) => c.notNull())
        .addColumn('must_change_password', 'integer', (c) => c.notNull())
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_members.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_sessions').execute();
      await db.schema.dropTable('staff_members').execute();
    },
  },
  '0901_staff_audit': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('staff_audit'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('staff_login', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('target_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('target_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('before_json', 'text', (c) => c.notNull())
        .addColumn('after_json', 'text', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
      await db.schema.createIndex('staff_audit_staff').on('staff_audit').columns(['staff_id', 'at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_audit').execute();
    },
  },
  // The audit is append-only in the database itself: UPDATE and DELETE (and on PostgreSQL
  // TRUNCATE) fail whoever sends them, the provider's own code included.
  '0902_staff_audit_append_only': {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db)) {
        await sql`create function staff_audit_append_only() returns trigger language plpgsql as $$
          begin raise exception 'staff_audit is append-only'; end $$`.execute(db);
        await sql`create trigger staff_audit_no_change before update or delete on staff_audit
          for each row execute function staff_audit_append_only()`.execute(db);
        await sql`create trigger staff_audit_no_truncate before truncate on staff_audit
          for each statement execute function staff_audit_append_only()`.execute(db);
      } else {
        await sql`create trigger staff_audit_no_update before update on staff_audit
          begin select raise(abort, 'staff_audit is append-only'); end`.execute(db);
        await sql`create trigger staff_audit_no_delete before delete on staff_audit
          begin select raise(abort, 'staff_audit is append-only'); end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (isPostgres(db)) {
        await sql`drop trigger staff_audit_no_truncate on staff_audit`.execute(db);
        await sql`drop trigger staff_audit_no_change on staff_audit`.execute(db);
        await sql`drop function staff_audit_append_only()`.execute(db);
      } else {
        await sql`drop trigger staff_audit_no_delete`.execute(db);
        await sql`drop trigger staff_audit_no_update`.execute(db);
      }
    },
  },
  '0903_staff_withdrawal_approvals': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_withdrawal_approvals')
        .addColumn('withdrawal_id', 'integer', (c) => c.primaryKey().references('withdrawals.id'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_members.id'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_withdrawal_approvals').execute();
    },
  },
  // /uploads/<id> asks whether an upload is a real-name ID image (then only staff may see it).
  '0904_real_name_upload_lookup': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('real_name_front_upload').on('real_name_applications').column('front_upload_id').execute();
      await db.schema.createIndex('real_name_reverse_upload').on('real_name_applications').column('reverse_upload_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('real_name_reverse_upload').execute();
      await db.schema.dropIndex('real_name_front_upload').execute();
    },
  },
  // RFC 6238 §5.2: a TOTP code is accepted once. The time step of the last code that logged in.
  '0905_staff_totp_last_step': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('staff_members')
        .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('staff_members').dropColumn('totp_last_step').execute();
    },
  },
};
