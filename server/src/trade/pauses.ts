// Products whose trading the broker's operations staff paused (ops/pauseProduct, table
// product_pauses). A paused product opens no new position: lever/buy and AI orders are refused
// with TRADE_PRODUCT_PAUSED, and a pending limit order does not fill while the pause lasts (the
// customer may cancel it). Closing, stops, the forced line and quotes go on: a customer can always
// get out of a position.
//
// Read from the database at the moment of the order, never cached: every instance of a cluster
// sees a pause the moment it commits. One primary-key lookup, a small fraction of a buy's own
// transaction (docs/back-office.md has the measurement).
import type { Db } from '../wallet/ledger';

export async function isTradingPaused(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('product_pauses').select('paused').where('code', '=', code).executeTakeFirst();
  return row?.paused === 1;
}

/** The codes paused now (for a pass of the position monitor). */
export async function pausedCodes(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('product_pauses').select('code').where('paused', '=', 1).execute();
  return new Set(rows.map((r) => r.code));
}
