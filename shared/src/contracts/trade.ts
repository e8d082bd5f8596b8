// Leveraged contract trading: buy, positions, close.
// Request and response types of this domain's endpoints (SPEC §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.

export interface TradeEndpoints {}

/** retCodes of this domain: 2200–2399. Messages live in the server's catalogue. */
export const TRADE_RET_CODES = {} as const;
