// Migrations of the provider's guards against replays, floods and upload exhaustion (idempotency
// keys, signed requests received, login failures, upload reservations), named 0700_* so every domain has its own range
// (core 0001–0099, wallet 0100, trade 0200, IPO/AI 0300, content 0400, account 0500, chat 0600,
// guards 0700). Written with kysely's schema builder (SQLite and PostgreSQL). Append only.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

export const GUARD_MIGRATIONS: Record<string, Migration> = {
  '0700_upload_reservations': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('upload_reservations'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('size_bytes', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('upload_reservations_user').on('upload_reservations').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('upload_reservations').execute();
    },
  },
  '0701_login_failures': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('login_failures')
        .addColumn('account', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
        .addColumn('locked_until', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_failures_last').on('login_failures').column('last_failure_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('login_failures').execute();
    },
  },
  '0702_idempotent_requests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotent_requests')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('path', 'varchar(64)', (c) => c.notNull())
        .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotent_requests_pk', ['user_id', 'path', 'request_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotent_requests').execute();
    },
  },
  '0703_signed_requests': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('signed_requests')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('signed_requests_expires').on('signed_requests').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('signed_requests').execute();
    },
  },
  '0704_idempotent_request_digest': {
    async up(db: Kysely<unknown>) {
      // '' on the keys remembered before: their request is unknown, so any request may replay them.
      await db.schema
        .alterTable('idempotent_requests')
        .addColumn('digest', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('idempotent_requests').dropColumn('digest').execute();
    },
  },
  // Reservations become leases: counted only until expires_at (renewed while the bytes arrive), and
  // named after the instance that holds them, so a restart can sweep what died with it. Rows from
  // before (expires_at 0) have lapsed.
  '0705_upload_reservation_leases': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('upload_reservations')
        .addColumn('expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('upload_reservations')
        .addColumn('holder', 'varchar(128)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('upload_reservations_expiry').on('upload_reservations').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('upload_reservations_expiry').execute();
      await db.schema.alterTable('upload_reservations').dropColumn('holder').execute();
      await db.schema.alterTable('upload_reservations').dropColumn('expires_at').execute();
    },
  },
};
