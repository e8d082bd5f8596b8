// Migrations of the wallet domain, named 0100_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

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
  '0101_wallet_accounts_reviews_funds': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('withdraw_passwords')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('bank_accounts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('account_number', 'varchar(40)', (c) => c.notNull())
        .addColumn('locality', 'varchar(100)', (c) => c.notNull())
        .addColumn('town', 'varchar(100)', (c) => c.notNull())
        .addColumn('city', 'varchar(100)', (c) => c.notNull())
        .addColumn('postal_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('ifsc_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('branch_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('digital_addresses')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('network', 'varchar(16)', (c) => c.notNull())
        .addColumn('address', 'varchar(64)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('beneficiaries')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('address', 'varchar(255)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withIdColumn(db, db.schema.createTable('real_name_applications'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('name', 'varchar(128)', (c) => c.notNull())
        .addColumn('id_number', 'varchar(64)', (c) => c.notNull())
        .addColumn('front_upload_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('reverse_upload_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reject_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('reviewed_at', 'bigint')
        .execute();
      await db.schema.createIndex('real_name_applications_user').on('real_name_applications').columns(['user_id', 'id']).execute();
      // At most one application under review per user, whatever the interleaving of requests.
      await db.schema
        .createIndex('real_name_applications_one_pending')
        .on('real_name_applications')
        .column('user_id')
        .unique()
        .where(sql<boolean>`status = 1`)
        .execute();

      await withIdColumn(db, db.schema.createTable('recharges'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('method', 'varchar(8)', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('tx_hash', 'varchar(64)', (c) => c.unique())
        .addColumn('voucher_upload_id', 'varchar(64)')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reject_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('reviewed_at', 'bigint')
        .execute();
      await db.schema.createIndex('recharges_user').on('recharges').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('recharges_status').on('recharges').columns(['status', 'created_at']).execute();

      await withIdColumn(db, db.schema.createTable('withdrawals'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('method', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('tax_minor', 'bigint', (c) => c.notNull())
        .addColumn('platform_tax_minor', 'bigint', (c) => c.notNull())
        .addColumn('tax_mode', 'varchar(16)', (c) => c.notNull())
        .addColumn('destination', 'text', (c) => c.notNull())
        .addColumn('destination_label', 'varchar(64)', (c) => c.notNull())
        .addColumn('local_day', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reject_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('reviewed_at', 'bigint')
        .execute();
      await db.schema.createIndex('withdrawals_user_day').on('withdrawals').columns(['user_id', 'local_day']).execute();
      await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'created_at']).execute();
      // docs/product.md §5 "cannot submit repeatedly during approval": one pending withdrawal per user.
      await db.schema
        .createIndex('withdrawals_one_pending')
        .on('withdrawals')
        .column('user_id')
        .unique()
        .where(sql<boolean>`status = 0`)
        .execute();

      await withIdColumn(db, db.schema.createTable('funds'))
        .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('title_en', 'varchar(128)', (c) => c.notNull())
        .addColumn('title_zh', 'varchar(128)', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('description_zh', 'text', (c) => c.notNull())
        .addColumn('tags_en', 'varchar(255)', (c) => c.notNull())
        .addColumn('tags_zh', 'varchar(255)', (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .addColumn('term_days', 'integer', (c) => c.notNull())
        .addColumn('manager_name_en', 'varchar(64)', (c) => c.notNull())
        .addColumn('manager_name_zh', 'varchar(64)', (c) => c.notNull())
        .addColumn('manager_years', 'integer', (c) => c.notNull())
        .addColumn('manager_earnings_bp', 'integer', (c) => c.notNull())
        .addColumn('risk_level', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await withIdColumn(db, db.schema.createTable('fund_orders'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id'))
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .addColumn('term_days', 'integer', (c) => c.notNull())
        .addColumn('income_minor', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('matures_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .execute();
      await db.schema.createIndex('fund_orders_user').on('fund_orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('fund_orders_maturity').on('fund_orders').columns(['status', 'matures_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'fund_orders',
        'funds',
        'withdrawals',
        'recharges',
        'real_name_applications',
        'beneficiaries',
        'digital_addresses',
        'bank_accounts',
        'withdraw_passwords',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
  // Wallets used to be created by the first read of a balance; since then Users.create makes them
  // with the user. This gives every user created before that their two wallets at zero (dated at
  // the user's creation: a migration has no clock). Numbered 0190 to stay clear of the wallet
  // domain's next migrations (0102, 0103…): the Migrator runs unordered names.
  '0190_wallets_of_every_user': {
    async up(db: Kysely<unknown>) {
      for (const account of ['stock', 'coin']) {
        await sql`insert into wallets (user_id, account, available_minor, frozen_minor, updated_at)
          select u.id, ${account}, 0, 0, u.created_at from users u
          where not exists (select 1 from wallets w where w.user_id = u.id and w.account = ${account})`.execute(db);
      }
    },
    async down() {
      // Nothing to undo: empty wallets are what the previous code created on the first read.
    },
  },
};
