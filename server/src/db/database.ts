// Opens the embedded database (${DATA_DIR}/app.db), creating the folder and file on first start,
// and brings the schema up to date.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { Database } from './schema';

export const DATABASE_FILE_NAME = 'app.db';

export async function openDatabase(dataDir: string): Promise<Kysely<Database>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  // WAL lets readers run while a write is in progress; NORMAL sync is safe with WAL.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');

  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Domains number their migrations in their own ranges, so a new one may sort before one that
  // already ran: allow it (each migration still runs exactly once).
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
