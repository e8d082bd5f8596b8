// Request signing of docs/product.md §7: the body's values concatenated in key-sorted order, the variant's
// secret appended, MD5 hex digest. Shared verbatim by the browser and the server.
import md5 from 'md5';

/** What a form field may hold before encoding. `null`/`undefined` fields are dropped entirely. */
export type FieldValue = string | number | boolean | null | undefined;
export type FormFields = Record<string, FieldValue>;

/** The fields that are really sent: nullish dropped, every value a string. */
export function normalizeFields(fields: FormFields): Record<string, string> {
  // No prototype: a field named `__proto__` is kept and signed like any other.
  const out: Record<string, string> = Object.create(null);
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value === null || value === undefined) continue;
    out[key] = typeof value === 'string' ? value : String(value);
  }
  return out;
}

/**
 * Keys are compared by UTF-16 code unit (plain `Array.prototype.sort`), so `B` sorts before `a`:
 * the order must not depend on the locale of the machine that signs.
 */
export function signaturePayload(fields: Record<string, string>, secret: string): string {
  return (
    Object.keys(fields)
      .sort()
      .map((k) => fields[k])
      .join('') + secret
  );
}

/** md5 hex (UTF-8 bytes) of the payload. */
export function sign(fields: FormFields, secret: string): string {
  return md5(signaturePayload(normalizeFields(fields), secret));
}

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(a: string, b: string): boolean {
  if (typeof a !== 'string' || typeof b !== 'string' || a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
