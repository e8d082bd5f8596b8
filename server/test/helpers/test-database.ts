// When TEST_POSTGRES_URL is set (an account allowed to create databases), every test provider gets
// its own PostgreSQL database, named after its data folder so a restart on the same folder reuses
// it. Unset: providers use the embedded database in their data folder.
import { createHash } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL?.trim() || null;

function databaseNameFor(dataDir: string): string {
  return `t_${createHash('sha1').update(dataDir).digest('hex').slice(0, 20)}`;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The DATABASE_URL for a provider on this data folder, or '' for the embedded database. */
export async function testDatabaseUrl(dataDir: string): Promise<string> {
  if (!ADMIN_URL) return '';
  const name = databaseNameFor(dataDir);
  await withAdmin(async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(dataDir: string): Promise<void> {
  if (!ADMIN_URL) return;
  // An autovacuum worker (a superuser backend) on a busy test database makes `with (force)` fail
  // for our role: wait for it to finish and try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((client) => client.query(`drop database if exists ${databaseNameFor(dataDir)} with (force)`));
      return;
    } catch (err) {
      if (attempt >= 10 || !/pg_signal_backend/.test(String((err as Error).message))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}
