// Migrations of the trade domain, named 0200_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Migration } from 'kysely';

export const TRADE_MIGRATIONS: Record<string, Migration> = {};
