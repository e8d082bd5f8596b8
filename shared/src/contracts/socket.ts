// Messages on /websocket/<token>. JSON text frames. Unknown or malformed messages are ignored by
// both sides (never a crash).
import type { TradeNotice } from './trade';

/** One live quote. Same decimal-string convention as Product. */
export interface QuoteTick {
  code: string;
  price: string;
  change: string;
  changePct: string;
  high: string;
  low: string;
  /** ms since epoch of the tick */
  ts: number;
}

/** Client → server */
export type ClientMessage = { op: 'sub'; codes: string[] } | { op: 'unsub'; codes: string[] } | { op: 'ping' };

/** Account events invalidate the client's cached data for these tags. */
export type AccountEvent = 'balance' | 'orders' | 'ipo' | 'user';

/** Something the provider did on the customer's account by itself (stop / forced closes, limit fills). */
export type AccountNotice = { domain: 'trade' } & TradeNotice;

/** Server → client */
export type ServerMessage =
  | { type: 'quotes'; data: QuoteTick[] }
  /** `notice` (optional, newer servers): what happened, for a notice on whatever page is open. */
  | { type: 'event'; event: AccountEvent; notice?: AccountNotice }
  | { type: 'pong' };

/** Close code of a socket whose token the server does not accept (unknown, expired, logged out).
 *  The client must not reconnect with that token. */
export const SOCKET_CLOSE_TOKEN_REJECTED = 4401;

/** Close code of a socket closed because its token or its address opened newer ones beyond the
 *  provider's cap (the oldest goes). The client must not reconnect by itself — it would close
 *  another of the customer's sockets in turn — but may when its page is shown again. */
export const SOCKET_CLOSE_SUPERSEDED = 4409;
