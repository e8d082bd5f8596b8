// Schema migrations, defined in code and written with kysely's schema builder so that the same
// list runs on SQLite (embedded default) and on PostgreSQL. Append new migrations; never edit
// one that has shipped.
import { ACCOUNT_MIGRATIONS } from '../account/migrations';
import { CHAT_MIGRATIONS } from '../chat/migrations';
import { GUARD_MIGRATIONS } from '../guards/migrations';
import { MARKET_MIGRATIONS } from '../content/migrations';
import { IPO_MIGRATIONS } from '../ipo/migrations';
import { TRADE_MIGRATIONS } from '../trade/migrations';
import { RELEASE_MIGRATIONS } from '../release/migrations';
import { RELEASE_HEALTH_MIGRATIONS } from '../release/health-migrations';
import { STAFF_MIGRATIONS } from '../staff/migrations';
import { OPERATIONS_MIGRATIONS } from '../staff/operations-migrations';
import { STAFF_DESK_MIGRATIONS } from '../staff/desk-migrations';
import { WALLET_MIGRATIONS } from '../wallet/migrations';
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from './id-column';

// Millisecond timestamps exceed 32 bits, hence bigint (SQLite stores any integer in 64 bits).
const CORE_MIGRATIONS: Record<string, Migration> = {
  '0001_users_sessions_banners': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('users'))
        .addColumn('uid', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('account', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('account_type', 'varchar(8)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
        .addColumn('real_name_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
        .addColumn('referrer_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await withIdColumn(db, db.schema.createTable('banners'))
        .addColumn('title_en', 'varchar(255)', (c) => c.notNull())
        .addColumn('title_zh', 'varchar(255)', (c) => c.notNull())
        .addColumn('image', 'varchar(255)', (c) => c.notNull())
        .addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('banners').execute();
      await db.schema.dropTable('sessions').execute();
      await db.schema.dropTable('users').execute();
    },
  },
};

/**
 * Every migration. Each domain owns a range of names (core 0001–0099, wallet 0100, trade 0200,
 * IPO/AI 0300, content 0400, account 0500, chat 0600, guards 0700: upload reservations, login
 * failures, idempotency keys; release 0800: the release registry, its tokens and audit log, canary health; staff 0900: the back office's accounts, sessions and audit, 0920 its operations), so the Migrator runs them unordered-safe. The names are stored in
 * the database's migrations table: never rename one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  ...CORE_MIGRATIONS,
  ...WALLET_MIGRATIONS,
  ...TRADE_MIGRATIONS,
  ...IPO_MIGRATIONS,
  ...MARKET_MIGRATIONS,
  ...ACCOUNT_MIGRATIONS,
  ...CHAT_MIGRATIONS,
  ...GUARD_MIGRATIONS,
  ...RELEASE_MIGRATIONS,
  ...RELEASE_HEALTH_MIGRATIONS,
  ...STAFF_MIGRATIONS,
  ...OPERATIONS_MIGRATIONS,
  ...STAFF_DESK_MIGRATIONS,
};
