// Online service (chat variant of the transport, its own secret).
// Request and response types of this domain's endpoints (SPEC §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.

export interface ChatEndpoints {}

/** retCodes of this domain: 2800–2899. Messages live in the server's catalogue. */
export const CHAT_RET_CODES = {} as const;
