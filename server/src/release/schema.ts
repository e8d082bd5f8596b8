// Row types of the release registry (release/migrations.ts). Times are ms since epoch.
import type { Generated } from 'kysely';

/** One row per remote: what is live, the canary if one runs, and the revision every change bumps. */
export interface ReleaseRemotesTable {
  name: string;
  version: string;
  entry: string;
  /** routes.json of the live version, as JSON text. */
  routes: string;
  canary_version: string | null;
  canary_entry: string | null;
  canary_routes: string | null;
  canary_percent: number | null;
  canary_since: number | null;
  /** 1 on the first change, +1 on every change: the compare-and-swap token. */
  revision: number;
  updated_at: number;
  updated_by: string;
}

/** Every step taken, appended in the same transaction as the change it records. */
export interface ReleaseHistoryTable {
  id: Generated<number>;
  remote: string;
  /** publish | canary | promote | abort | rollback | host */
  action: string;
  /** The version the step is about (the new live one, the canary's). */
  version: string;
  /** The version live before the step. */
  previous: string | null;
  percent: number | null;
  /** 1: a rollback to a version named by hand. */
  explicit: number;
  reason: string | null;
  actor: string;
  message: string | null;
  /** The registry revision this step produced. */
  revision: number;
  at: number;
}

/** Bearer tokens of the release API: a team's (one remote) or a release manager's (remote null). */
export interface ReleaseTokensTable {
  /** Public id, shown in lists and the audit log. */
  id: string;
  name: string;
  /** null: a release manager's token (every remote). */
  remote: string | null;
  /** sha256 hex of the token. */
  token_hash: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
}

/** Every call of the release API, the refused ones too. */
export interface ReleaseAuditTable {
  id: Generated<number>;
  at: number;
  token_id: string | null;
  token_name: string | null;
  /** status, history, upload, publish, canary, promote, abort, rollback, audit */
  action: string;
  remote: string | null;
  from_version: string | null;
  to_version: string | null;
  message: string | null;
  /** ok | refused */
  outcome: string;
  status: number;
  reason: string | null;
}

/**
 * A candidate that passed the gate's browser checks (exposed modules and the render) against one
 * live shell build: publishing it again against the same shell does not draw its pages again.
 */
export interface ReleaseGatePassesTable {
  remote: string;
  version: string;
  /** The live shell's build (gate/shell.ts shellBuild). */
  shell: string;
  /** The candidate's exposed modules as the probe described them (JSON), for the comparison with the next live version. */
  exposes: string;
  pages: number;
  renders: number;
  seconds: number;
  at: number;
}

export interface ReleaseTables {
  release_remotes: ReleaseRemotesTable;
  release_history: ReleaseHistoryTable;
  release_tokens: ReleaseTokensTable;
  release_audit: ReleaseAuditTable;
  release_gate_passes: ReleaseGatePassesTable;
}
