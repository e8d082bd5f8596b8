// Row types of canary health (health-migrations.ts). Times are ms since epoch. A row belongs to one
// run of a canary: `canary_since` is the canary's start (release_remotes.canary_since), so a new
// canary, of the same version or another, starts from zero.

/** One visitor served one version of a remote while its canary ran (live or candidate). */
export interface ReleaseHealthVisitorsTable {
  remote: string;
  canary_since: number;
  version: string;
  /** sha256 of the visitor's `vid` cookie (health.ts visitorHash), never the id itself. */
  visitor_hash: string;
}

/** One visitor's page failing on one version: the same failure of the same visitor is one row. */
export interface ReleaseHealthErrorsTable {
  remote: string;
  canary_since: number;
  version: string;
  visitor_hash: string;
  /** load | render */
  kind: string;
  /** The error's name as the shell reported it (TypeError, ChunkLoadError, …). */
  error_class: string;
  /** The page's path pattern, or widget:<name>. */
  route: string;
  /** When this visitor first reported it. */
  at: number;
}

export interface ReleaseHealthTables {
  release_health_visitors: ReleaseHealthVisitorsTable;
  release_health_errors: ReleaseHealthErrorsTable;
}
