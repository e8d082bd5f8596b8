// Client request ids (idempotency keys, REQUEST_ID_MAX_LENGTH) for lever/buy and the closes: one per
// order or close the customer means to make, so a double tap or a resend of the same call runs once.
export function newRequestId(prefix = 'buy'): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
