// Migrations of the back office's operations and of the command line's place among the approvers,
// named 0920_* (the staff range, 0900–0999; see staff/migrations.ts for 0900–0905). Append only.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const OPERATIONS_MIGRATIONS: Record<string, Migration> = {
  // Products whose trading operations paused (or paused and resumed): read at every new order, on
  // every instance, so a pause holds across a cluster the moment it commits.
  '0920_product_pauses': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('product_pauses')
        .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('paused', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(255)', (c) => c.notNull())
        .addColumn('changed_at', 'bigint', (c) => c.notNull())
        .addColumn('changed_by', 'integer', (c) => c.references('staff_members.id'))
        .addColumn('changed_by_login', 'varchar(64)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('product_pauses').execute();
    },
  },
  // Issues set up by staff (ops/ipoCreate): who made them (the demo cycle only opens and removes its
  // own), and an optional Japanese name and description (without them the app shows the English).
  '0921_ipo_issues_staff': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('ipo_issues')
        .addColumn('origin', 'varchar(8)', (c) => c.notNull().defaultTo('demo'))
        .execute();
      await db.schema.alterTable('ipo_issues').addColumn('name_ja', 'varchar(128)').execute();
      await db.schema.alterTable('ipo_issues').addColumn('description_ja', 'varchar(1000)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('ipo_issues').dropColumn('description_ja').execute();
      await db.schema.alterTable('ipo_issues').dropColumn('name_ja').execute();
      await db.schema.alterTable('ipo_issues').dropColumn('origin').execute();
    },
  },
  // One staff issue per code (the demo cycle re-issues its own codes; staff never do): two
  // ops/ipoCreate calls with the same code at the same moment cannot both succeed.
  '0923_ipo_issues_staff_code': {
    async up(db: Kysely<unknown>) {
      await sql`create unique index ipo_issues_staff_code on ipo_issues (code) where origin = 'staff'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index ipo_issues_staff_code`.execute(db);
    },
  },
  // The first of a large withdrawal's two approvals may be the command line's (npm run backoffice):
  // its staff_id is then null. SQLite cannot drop NOT NULL in place: the table is rebuilt.
  '0922_withdrawal_approval_command_line': {
    async up(db: Kysely<unknown>) {
      if (isPostgres(db)) {
        await sql`alter table staff_withdrawal_approvals alter column staff_id drop not null`.execute(db);
        return;
      }
      await sql`create table staff_withdrawal_approvals_0922 (
        withdrawal_id integer primary key references withdrawals(id),
        staff_id integer references staff_members(id),
        at bigint not null)`.execute(db);
      await sql`insert into staff_withdrawal_approvals_0922 (withdrawal_id, staff_id, at)
        select withdrawal_id, staff_id, at from staff_withdrawal_approvals`.execute(db);
      await sql`drop table staff_withdrawal_approvals`.execute(db);
      await sql`alter table staff_withdrawal_approvals_0922 rename to staff_withdrawal_approvals`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from staff_withdrawal_approvals where staff_id is null`.execute(db);
      if (isPostgres(db)) {
        await sql`alter table staff_withdrawal_approvals alter column staff_id set not null`.execute(db);
        return;
      }
      await sql`create table staff_withdrawal_approvals_0922 (
        withdrawal_id integer primary key references withdrawals(id),
        staff_id integer not null references staff_members(id),
        at bigint not null)`.execute(db);
      await sql`insert into staff_withdrawal_approvals_0922 (withdrawal_id, staff_id, at)
        select withdrawal_id, staff_id, at from staff_withdrawal_approvals`.execute(db);
      await sql`drop table staff_withdrawal_approvals`.execute(db);
      await sql`alter table staff_withdrawal_approvals_0922 rename to staff_withdrawal_approvals`.execute(db);
    },
  },
};
