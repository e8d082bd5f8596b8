// Opens the database and brings the schema up to date: the embedded one (${DATA_DIR}/app.db,
// created on first start) by default, or PostgreSQL when DATABASE_URL is set. The same Kysely
// migrations and queries run on both.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

export const DATABASE_FILE_NAME = 'app.db';

// PostgreSQL returns bigint (int8) as a string; ours are ms timestamps and minor units, all far
// below 2^53, so they are read as numbers like SQLite gives them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export async function openDatabase(dataDir: string, databaseUrl: string | null = null): Promise<Kysely<Database>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

function openPostgres(databaseUrl: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle pooled connection that the server ends (a restart, a failover, an administrator's
  // terminate) emits 'error' on the pool; unheard, Node turns it into an uncaught exception and the
  // whole provider dies. The pool has already dropped that connection and opens a new one on the
  // next query, so saying so is all there is to do.
  pool.on('error', (err) => {
    console.warn(`database: an idle connection was closed by the server (${err.message}); the pool opens a new one when needed`);
  });
  // The pool listens only to idle connections. One checked out (inside a transaction, between two
  // statements) that the server ends emits 'error' on the connection itself, with the same fatal
  // result: heard here, its next statement fails, the caller's transaction reports the failure,
  // and the pool discards the connection when it is released.
  const inUse = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (inUse.has(client as pg.PoolClient))
        console.warn(
          `database: a connection in use was closed by the server (${err.message}); its statement fails and the pool replaces it`,
        );
    });
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(dataDir: string): Kysely<Database> {
  const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  // WAL lets readers run while a write is in progress; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** True on PostgreSQL, where concurrent transactions really run at the same time. */
export function isPostgres(db: Kysely<Database> | { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Domains number their migrations in their own ranges, so a new one may sort before one that
  // already ran: allow it (each migration still runs exactly once).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
