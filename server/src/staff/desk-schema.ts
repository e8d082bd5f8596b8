// Tables of the support and content calls of the staff API: who is on duty for the customer chat,
// who holds which conversation, and the banner images staff uploaded. Times are ms since epoch.
/**
 * A support member on duty. The duty counts while `until` is ahead, the session it was last
 * refreshed from is live (not logged out, not expired) and the member still holds the support role
 * (support-duty.ts). Every support call of the member moves `until` to the call + STAFF_DUTY_MINUTES.
 */
export interface SupportDutyTable {
  staff_id: number;
  /** sha256 of the staff session token of the member's last support call. */
  token_hash: string;
  since: number;
  until: number;
}

/** Who holds a customer's conversation. One row per customer at most: the first taker wins. */
export interface SupportHoldsTable {
  user_id: number;
  staff_id: number;
  taken_at: number;
}

/** A banner image uploaded by staff, served at /content-images/<id>.<ext> (content/images.ts). */
export interface ContentImagesTable {
  /** sha256 hex of the bytes: the same image uploaded twice is one row, and its URL never changes content. */
  id: string;
  /** Sniffed from the bytes: image/png, image/jpeg, image/webp. */
  mime: string;
  size_bytes: number;
  /** The bytes in base64 (text: the same column on SQLite and PostgreSQL; at most 512 KB of image). */
  data_base64: string;
  staff_id: number;
  created_at: number;
}

export interface StaffDeskTables {
  support_duty: SupportDutyTable;
  support_holds: SupportHoldsTable;
  content_images: ContentImagesTable;
}
