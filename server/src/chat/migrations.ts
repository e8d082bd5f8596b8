// Migrations of the chat domain, named 0600_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

export const CHAT_MIGRATIONS: Record<string, Migration> = {
  '0600_chat_messages': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('chat_messages'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('sender', 'varchar(8)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('lang', 'varchar(8)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('reply_due_at', 'bigint')
        .execute();
      await db.schema.createIndex('chat_messages_user').on('chat_messages').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('chat_messages_reply_due').on('chat_messages').column('reply_due_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_messages').execute();
    },
  },
};
