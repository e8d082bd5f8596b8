// Migrations of the account domain, named 0500_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Kysely, Migration } from 'kysely';

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
};

