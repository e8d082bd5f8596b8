// Migrations of the ipo domain, named 0300_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

export const IPO_MIGRATIONS: Record<string, Migration> = {
  '0300_ipo_issues_orders': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('ipo_issues'))
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(128)', (c) => c.notNull())
        .addColumn('name_zh', 'varchar(128)', (c) => c.notNull())
        .addColumn('market', 'varchar(8)', (c) => c.notNull())
        .addColumn('exchange', 'varchar(16)', (c) => c.notNull())
        .addColumn('underwriting_price_minor', 'bigint', (c) => c.notNull())
        .addColumn('price_low_minor', 'bigint', (c) => c.notNull())
        .addColumn('price_high_minor', 'bigint', (c) => c.notNull())
        .addColumn('total_issued', 'bigint', (c) => c.notNull())
        .addColumn('min_subscription', 'integer', (c) => c.notNull())
        .addColumn('max_subscription', 'integer', (c) => c.notNull())
        .addColumn('subscribe_start', 'bigint', (c) => c.notNull())
        .addColumn('subscribe_end', 'bigint', (c) => c.notNull())
        .addColumn('lottery_at', 'bigint', (c) => c.notNull())
        .addColumn('listing_date', 'bigint', (c) => c.notNull())
        .addColumn('public_demand', 'bigint', (c) => c.notNull())
        .addColumn('first_day_close_minor', 'bigint', (c) => c.notNull())
        .addColumn('description_en', 'varchar(1000)', (c) => c.notNull())
        .addColumn('description_zh', 'varchar(1000)', (c) => c.notNull())
        .addColumn('lottery_seed', 'bigint', (c) => c.notNull())
        .addColumn('lottery_done_at', 'bigint')
        .addColumn('issue_result', 'varchar(20)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ipo_issues_code_start').on('ipo_issues').columns(['code', 'subscribe_start']).unique().execute();

      await withIdColumn(db, db.schema.createTable('ipo_orders'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('ipo_id', 'integer', (c) => c.notNull().references('ipo_issues.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('payment_method', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('frozen_minor', 'bigint', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('issue_result', 'varchar(20)')
        .addColumn('allotted_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allotted_amount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('paid_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('due_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('pay_deadline', 'bigint')
        .addColumn('subscribed_at', 'bigint', (c) => c.notNull())
        .addColumn('drawn_at', 'bigint')
        .addColumn('paid_at', 'bigint')
        .execute();
      // One subscription per customer and issue, enforced by the database under concurrency too.
      await db.schema.createIndex('ipo_orders_user_issue').on('ipo_orders').columns(['user_id', 'ipo_id']).unique().execute();
      await db.schema.createIndex('ipo_orders_issue').on('ipo_orders').column('ipo_id').execute();
      await db.schema.createIndex('ipo_orders_state').on('ipo_orders').column('state').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ipo_orders').execute();
      await db.schema.dropTable('ipo_issues').execute();
    },
  },
  '0301_ai_ordering': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ai_accounts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('activation_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('code_issued_at', 'bigint', (c) => c.notNull())
        .addColumn('activated_at', 'bigint')
        .addColumn('uses_left', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await withIdColumn(db, db.schema.createTable('ai_tasks'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('multiple', 'integer', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) => c.notNull())
        .addColumn('execute_at', 'bigint', (c) => c.notNull())
        .addColumn('day_key', 'varchar(10)', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('code', 'varchar(32)')
        .addColumn('direction', 'varchar(8)')
        .addColumn('failure_code', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ai_tasks_user_day').on('ai_tasks').columns(['user_id', 'day_key']).execute();
      await db.schema.createIndex('ai_tasks_state_execute').on('ai_tasks').columns(['state', 'execute_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ai_tasks').execute();
      await db.schema.dropTable('ai_accounts').execute();
    },
  },
};
