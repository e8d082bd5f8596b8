// Migrations of the account domain, named 0500_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

export const ACCOUNT_MIGRATIONS: Record<string, Migration> = {
  '0500_uploads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('mime', 'varchar(32)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('stored_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('uploads_user').on('uploads').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('uploads').execute();
    },
  },
  '0501_verify_codes_captchas': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('verify_codes'))
        .addColumn('account', 'varchar(255)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('spent_at', 'bigint')
        .execute();
      await db.schema.createIndex('verify_codes_account').on('verify_codes').columns(['account', 'created_at']).execute();
      await db.schema.createIndex('verify_codes_ip').on('verify_codes').columns(['client_ip', 'created_at']).execute();

      await db.schema
        .createTable('captchas')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('client_ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('captchas_ip').on('captchas').columns(['client_ip', 'created_at']).execute();
      await db.schema.createIndex('captchas_expires').on('captchas').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('captchas').execute();
      await db.schema.dropTable('verify_codes').execute();
    },
  },
  '0502_help_centre': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('help_categories'))
        .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('icon', 'varchar(32)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title_en', 'varchar(255)', (c) => c.notNull())
        .addColumn('title_zh', 'varchar(255)', (c) => c.notNull())
        .addColumn('summary_en', 'varchar(255)', (c) => c.notNull())
        .addColumn('summary_zh', 'varchar(255)', (c) => c.notNull())
        .execute();
      await withIdColumn(db, db.schema.createTable('help_questions'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('help_categories.id'))
        .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title_en', 'varchar(255)', (c) => c.notNull())
        .addColumn('title_zh', 'varchar(255)', (c) => c.notNull())
        .addColumn('answer_en', 'text', (c) => c.notNull())
        .addColumn('answer_zh', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('help_questions_category').on('help_questions').columns(['category_id', 'sort']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('help_questions').execute();
      await db.schema.dropTable('help_categories').execute();
    },
  },
};
