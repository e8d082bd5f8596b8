// Migrations of the content domain, named 0400_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

export const MARKET_MIGRATIONS: Record<string, Migration> = {
  '0400_watchlist_articles': {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db, db.schema.createTable('watchlist'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('watchlist_user_code', ['user_id', 'code'])
        .execute();

      await withIdColumn(db, db.schema.createTable('articles'))
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('title_en', 'varchar(255)', (c) => c.notNull())
        .addColumn('title_zh', 'varchar(255)', (c) => c.notNull())
        .addColumn('summary_en', 'varchar(1000)', (c) => c.notNull())
        .addColumn('summary_zh', 'varchar(1000)', (c) => c.notNull())
        .addColumn('body_en', 'text', (c) => c.notNull())
        .addColumn('body_zh', 'text', (c) => c.notNull())
        .addColumn('source_en', 'varchar(100)', (c) => c.notNull())
        .addColumn('source_zh', 'varchar(100)', (c) => c.notNull())
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('articles_category_published').on('articles').columns(['category', 'published_at']).execute();

      await db.schema
        .createTable('article_products')
        .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
        .addColumn('code', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('article_products_pk', ['article_id', 'code'])
        .execute();
      await db.schema.createIndex('article_products_code').on('article_products').column('code').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('article_products').execute();
      await db.schema.dropTable('articles').execute();
      await db.schema.dropTable('watchlist').execute();
    },
  },
};
