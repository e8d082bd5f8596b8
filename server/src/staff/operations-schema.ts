// Tables of the back office's operations (migration 0920). Times are ms since epoch.

/**
 * One row per product operations ever paused; `paused` 1 while trading in it is paused. A paused
 * product takes no new order (lever/buy, AI orders, pending limit orders do not fill); closing
 * stays possible. The staff audit keeps every change.
 */
export interface ProductPausesTable {
  code: string;
  paused: number;
  /** The reason given with the last change ('' when none). */
  reason: string;
  changed_at: number;
  changed_by: number | null;
  changed_by_login: string;
}

export interface OperationsTables {
  product_pauses: ProductPausesTable;
}
