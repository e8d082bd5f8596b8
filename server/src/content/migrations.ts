// Migrations of the content domain, named 0400_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Migration } from 'kysely';

export const MARKET_MIGRATIONS: Record<string, Migration> = {};
