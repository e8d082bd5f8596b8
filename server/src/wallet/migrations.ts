// Migrations of the wallet domain, named 0100_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from '../db/migrations';

export const WALLET_MIGRATIONS: Record<string, Migration> = {
  '0100_wallets_ledger': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wallets')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('account', 'varchar(8)', (c) => c.notNull())
        .addColumn('available_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('frozen_minor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallets_pk', ['user_id', 'account'])
        .addCheckConstraint('wallets_available_not_negative', sql`available_minor >= 0`)
        .addCheckConstraint('wallets_frozen_not_negative', sql`frozen_minor >= 0`)
        .execute();
      await withIdColumn(db, db.schema.createTable('ledger'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('account', 'varchar(8)', (c) => c.notNull())
        .addColumn('available_delta_minor', 'bigint', (c) => c.notNull())
        .addColumn('frozen_delta_minor', 'bigint', (c) => c.notNull())
        .addColumn('available_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('frozen_after_minor', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('ref_type', 'varchar(32)')
        .addColumn('ref_id', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ledger_user_created').on('ledger').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('ledger').execute();
      await db.schema.dropTable('wallets').execute();
    },
  },
};
