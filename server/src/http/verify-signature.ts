// docs/product.md §7 signing, checked on every /api call: `sign` must be the md5 of the body's values in
// key order plus the variant's secret, and `time` must be a millisecond timestamp.
import { sign, signaturesEqual, variantOfPath, type Variant } from '@app/shared/transport';
import type { FormFields } from './form-fields';

export type RequestHeaders = Record<string, string | string[] | undefined>;

const TIMESTAMP = /^\d{1,16}$/;

/**
 * `time` is not part of the signed payload, so comparing it with the server clock would stop
 * nothing (a replayer can rewrite it) while locking out phones with a wrong clock: only its
 * shape is checked.
 */
export function hasValidSignature(
  headers: RequestHeaders,
  fields: FormFields,
  endpointPath: string,
  secrets: Record<Variant, string>,
): boolean {
  const given = headers.sign;
  const time = headers.time;
  if (typeof given !== 'string' || typeof time !== 'string' || !TIMESTAMP.test(time)) return false;
  const expected = sign(fields, secrets[variantOfPath(endpointPath)]);
  return signaturesEqual(given.toLowerCase(), expected);
}
