// Client request ids for lever/buy (idempotency, REQUEST_ID_MAX_LENGTH): one per order the customer
// means to place, so a double tap or a resend of the same confirmation buys once.
export function newRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `buy-${random}`;
}
