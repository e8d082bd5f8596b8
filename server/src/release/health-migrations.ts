// Migrations of canary health (health.ts): visitors per version and failures per version while a
// canary runs, in the release range (0802–0809). Written with kysely's schema builder (SQLite and
// PostgreSQL). Append only.
import type { Kysely, Migration } from 'kysely';

export const RELEASE_HEALTH_MIGRATIONS: Record<string, Migration> = {
  '0802_release_health': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_health_visitors')
        .addColumn('remote', 'varchar(32)', (c) => c.notNull())
        .addColumn('canary_since', 'bigint', (c) => c.notNull())
        .addColumn('version', 'varchar(64)', (c) => c.notNull())
        .addColumn('visitor_hash', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('release_health_visitors_pk', ['remote', 'canary_since', 'version', 'visitor_hash'])
        .execute();
      await db.schema
        .createTable('release_health_errors')
        .addColumn('remote', 'varchar(32)', (c) => c.notNull())
        .addColumn('canary_since', 'bigint', (c) => c.notNull())
        .addColumn('version', 'varchar(64)', (c) => c.notNull())
        .addColumn('visitor_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('error_class', 'varchar(64)', (c) => c.notNull())
        .addColumn('route', 'varchar(128)', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('release_health_errors_pk', [
          'remote',
          'canary_since',
          'version',
          'visitor_hash',
          'kind',
          'error_class',
          'route',
        ])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_health_errors').execute();
      await db.schema.dropTable('release_health_visitors').execute();
    },
  },
};
