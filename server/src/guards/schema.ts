// Tables of the provider's guards: upload reservations, login failures, idempotency keys, signed
// requests received. Times are ms since epoch.
import type { Generated } from 'kysely';

/**
 * One upload in flight, taken before the file's bytes are read; deleted when the upload ends. A
 * lease: it counts against the day only until expires_at, which the upload moves on while its
 * bytes arrive.
 */
export interface UploadReservationsTable {
  id: Generated<number>;
  user_id: number;
  /** Bytes reserved: the declared request size (at most the largest file), or for an upload of unknown length the bytes it has brought so far. */
  size_bytes: number;
  created_at: number;
  /** The lease ends here unless renewed (ms since epoch). */
  expires_at: Generated<number>;
  /** INSTANCE_ID of the provider serving the upload: a restart of that instance sweeps it. */
  holder: Generated<string>;
}

/** Failed logins per account, in the database so no flood can evict a victim's counter. */
export interface LoginFailuresTable {
  account: string;
  /** Consecutive failures since the last success (or since the counter expired). */
  failures: number;
  last_failure_at: number;
  /** No login is checked for this account before this time (0: not locked). */
  locked_until: number;
}

/** The answer of a money call, remembered by (user, path, requestId): a replay gets it again. */
export interface IdempotentRequestsTable {
  user_id: number;
  path: string;
  request_id: string;
  /** The JSON of the `data` returned the first time. */
  response: string;
  /** sha256 of the call and its fields (requestDigest): another request under the same key is refused. '' before it was kept. */
  digest: Generated<string>;
  created_at: number;
}

/** A signed state-changing request received (sha256 of token, time and sign), kept while its `time` is within the window. */
export interface SignedRequestsTable {
  id: string;
  /** `time` + the window: after it the request is refused by its age, so the row can go. */
  expires_at: number;
}

export interface GuardTables {
  upload_reservations: UploadReservationsTable;
  login_failures: LoginFailuresTable;
  idempotent_requests: IdempotentRequestsTable;
  signed_requests: SignedRequestsTable;
}
