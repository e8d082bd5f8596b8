// Client request ids (idempotency keys, at most REQUEST_ID_MAX_LENGTH): one per submit, so the server
// runs a money call once even when the same request arrives twice.
export function newRequestId(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
