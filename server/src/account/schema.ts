// Tables of the account domain: verification codes, captchas, uploads.
// Row types as kysely sees them; times are ms since epoch.

/** A file a user uploaded (common/uploadFile). Other domains refer to it by id (real-name images). */
export interface UploadsTable {
  /** Random, unguessable id (hex). */
  id: string;
  user_id: number;
  /** Sniffed from the content, not taken from the client: image/png, image/jpeg, image/webp. */
  mime: string;
  size_bytes: number;
  /** File name under ${DATA_DIR}/uploads. */
  stored_name: string;
  created_at: number;
}

export interface AccountTables {
  uploads: UploadsTable;
}
