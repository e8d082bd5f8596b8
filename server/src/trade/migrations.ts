// Migrations of the trade domain, named 0200_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

export const TRADE_MIGRATIONS: Record<string, Migration> = {
  '0200_lever_orders': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('lever_orders'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('direction', 'varchar(8)', (c) => c.notNull())
        .addColumn('leverage', 'integer', (c) => c.notNull())
        .addColumn('price_type', 'varchar(8)', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('source', 'varchar(8)', (c) => c.notNull())
        .addColumn('request_id', 'varchar(64)')
        .addColumn('parent_id', 'integer')
        .addColumn('decimals', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('limit_price_ticks', 'bigint')
        .addColumn('open_price_ticks', 'bigint', (c) => c.notNull())
        .addColumn('close_price_ticks', 'bigint')
        .addColumn('margin_minor', 'bigint', (c) => c.notNull())
        .addColumn('frozen_minor', 'bigint', (c) => c.notNull())
        .addColumn('open_fee_minor', 'bigint', (c) => c.notNull())
        .addColumn('spread_fee_minor', 'bigint', (c) => c.notNull())
        .addColumn('close_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transaction_tax_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('stamp_duty_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('interest_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('storage_fee_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('close_notional_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('pnl_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('written_off_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('stop_profit_ticks', 'bigint')
        .addColumn('stop_loss_ticks', 'bigint')
        .addColumn('close_reason', 'varchar(12)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('opened_at', 'bigint')
        .addColumn('closed_at', 'bigint')
        .execute();
      // A repeated request id is refused by the database itself, even under concurrency.
      await db.schema.createIndex('lever_orders_request').on('lever_orders').columns(['user_id', 'request_id']).unique().execute();
      await db.schema.createIndex('lever_orders_user_status').on('lever_orders').columns(['user_id', 'status']).execute();
      await db.schema.createIndex('lever_orders_status').on('lever_orders').column('status').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lever_orders').execute();
    },
  },
};
