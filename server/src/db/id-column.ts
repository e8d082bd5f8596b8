// The `id` column of a table, written once for both databases. Its own module: every domain's
// migrations use it, and db/migrations.ts imports every domain's migrations.
import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/** SQLite needs `integer primary key autoincrement`; PostgreSQL spells it as an identity column. */
export function withIdColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}
