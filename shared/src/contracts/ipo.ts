// IPO subscription and AI ordering.
// Request and response types of this domain's endpoints (SPEC §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.

export interface IpoEndpoints {}

/** retCodes of this domain: 2400–2599. Messages live in the server's catalogue. */
export const IPO_RET_CODES = {} as const;
