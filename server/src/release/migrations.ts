// Migrations of the release registry (the live version, canary and revision of each remote, the
// history of steps, the release API's tokens and its audit log), named 0800_* so every domain has
// its own range (core 0001–0099, wallet 0100, trade 0200, IPO/AI 0300, content 0400, account 0500,
// chat 0600, guards 0700, release 0800; the gate's passes 0810). Written with kysely's schema builder (SQLite and
// PostgreSQL). Append only.
import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../db/id-column';

export const RELEASE_MIGRATIONS: Record<string, Migration> = {
  '0800_release_registry': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_remotes')
        .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('version', 'varchar(64)', (c) => c.notNull())
        .addColumn('entry', 'varchar(255)', (c) => c.notNull())
        .addColumn('routes', 'text', (c) => c.notNull())
        .addColumn('canary_version', 'varchar(64)')
        .addColumn('canary_entry', 'varchar(255)')
        .addColumn('canary_routes', 'text')
        .addColumn('canary_percent', 'double precision')
        .addColumn('canary_since', 'bigint')
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_by', 'varchar(255)', (c) => c.notNull())
        .execute();
      await withIdColumn(db, db.schema.createTable('release_history'))
        .addColumn('remote', 'varchar(32)', (c) => c.notNull())
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('version', 'varchar(64)', (c) => c.notNull())
        .addColumn('previous', 'varchar(64)')
        .addColumn('percent', 'double precision')
        .addColumn('explicit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reason', 'varchar(255)')
        .addColumn('actor', 'varchar(255)', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('release_history_remote').on('release_history').columns(['remote', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_history').execute();
      await db.schema.dropTable('release_remotes').execute();
    },
  },
  '0801_release_tokens_audit': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_tokens')
        .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('remote', 'varchar(32)')
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .addColumn('last_used_at', 'bigint')
        .execute();
      await withIdColumn(db, db.schema.createTable('release_audit'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('token_id', 'varchar(16)')
        .addColumn('token_name', 'varchar(255)')
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('remote', 'varchar(32)')
        .addColumn('from_version', 'varchar(64)')
        .addColumn('to_version', 'varchar(64)')
        .addColumn('message', 'text')
        .addColumn('outcome', 'varchar(8)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text')
        .execute();
      await db.schema.createIndex('release_audit_at').on('release_audit').column('at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_audit').execute();
      await db.schema.dropTable('release_tokens').execute();
    },
  },
  '0810_release_gate_passes': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_gate_passes')
        .addColumn('remote', 'varchar(32)', (c) => c.notNull())
        .addColumn('version', 'varchar(64)', (c) => c.notNull())
        .addColumn('shell', 'varchar(32)', (c) => c.notNull())
        .addColumn('exposes', 'text', (c) => c.notNull())
        .addColumn('pages', 'integer', (c) => c.notNull())
        .addColumn('renders', 'integer', (c) => c.notNull())
        .addColumn('seconds', 'double precision', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('release_gate_passes_pk', ['remote', 'version', 'shell'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('release_gate_passes').execute();
    },
  },
};
