// Migrations of the staff API's support and content calls, named 0910–0919 (the staff range 0900,
// its own tenth): duty and holds of the customer chat, who wrote a staff reply, the editing columns of
// banners, articles and help questions, and the banner images staff upload. Append only.
import type { Kysely, Migration } from 'kysely';

export const STAFF_DESK_MIGRATIONS: Record<string, Migration> = {
  '0910_support_duty_holds': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('support_duty')
        .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff_members.id'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('since', 'bigint', (c) => c.notNull())
        .addColumn('until', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('support_holds')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_members.id'))
        .addColumn('taken_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('support_holds_staff').on('support_holds').column('staff_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('support_holds').execute();
      await db.schema.dropTable('support_duty').execute();
    },
  },
  '0911_chat_staff_replies': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('chat_messages').addColumn('staff_id', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('chat_messages').dropColumn('staff_id').execute();
    },
  },
  // Staff edit banners, articles (news and notices) and help questions: a Japanese text of their
  // own beside en/zh, unpublished rows, deleted rows kept (so SEED_DEMO never writes them back), and
  // a version an update must name. Existing rows stay published, as customers see them today.
  '0912_content_editing': {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite adds one at a time.
      for (const [table, texts] of [
        ['banners', [['title_ja', 'varchar(255)']]],
        [
          'articles',
          [
            ['title_ja', 'varchar(255)'],
            ['summary_ja', 'varchar(1000)'],
            ['body_ja', 'text'],
            ['source_ja', 'varchar(100)'],
          ],
        ],
        [
          'help_questions',
          [
            ['title_ja', 'varchar(255)'],
            ['answer_ja', 'text'],
          ],
        ],
      ] as const) {
        for (const [name, type] of texts) await db.schema.alterTable(table).addColumn(name, type).execute();
        await db.schema
          .alterTable(table)
          .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema.alterTable(table).addColumn('deleted_at', 'bigint').execute();
        await db.schema
          .alterTable(table)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        if (table !== 'help_questions')
          await db.schema
            .alterTable(table)
            .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
            .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const [table, columns] of [
        ['banners', ['title_ja', 'published', 'deleted_at', 'version', 'updated_at']],
        ['articles', ['title_ja', 'summary_ja', 'body_ja', 'source_ja', 'published', 'deleted_at', 'version', 'updated_at']],
        ['help_questions', ['title_ja', 'answer_ja', 'published', 'deleted_at', 'version']],
      ] as const)
        for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
    },
  },
  '0913_content_images': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_images')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('mime', 'varchar(32)', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('data_base64', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_members.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_images').execute();
    },
  },
};
