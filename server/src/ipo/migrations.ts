// Migrations of the ipo domain, named 0300_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Migration } from 'kysely';

export const IPO_MIGRATIONS: Record<string, Migration> = {};
