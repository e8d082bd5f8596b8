// Client request ids: the idempotency key a money call carries (`requestId`, at most
// REQUEST_ID_MAX_LENGTH characters). One per submit intent — the order, payment or transfer the
// customer means to make — so a double tap or a resend of the same call runs once on the server.
// Make a new one when the intent changes (after a success, or when the form's values change).

/** `<prefix>-<random UUID>`, e.g. `buy-1b4e28ba-2fa1-11d2-883f-0016d3cca427` (prefix: a few letters). */
export function newRequestId(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
