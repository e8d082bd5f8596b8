// Migrations of the chat domain, named 0600_* so every domain has its own range. Written with
// kysely's schema builder (dialect-neutral: SQLite and PostgreSQL). Append; never edit a shipped one.
import type { Migration } from 'kysely';

export const CHAT_MIGRATIONS: Record<string, Migration> = {};
