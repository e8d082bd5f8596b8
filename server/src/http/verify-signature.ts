// docs/product.md §7 signing, checked on every /api call: `sign` must be the md5 of the body's values in
// key order plus the variant's secret, and `time` a millisecond timestamp within the replay window
// of the provider's clock (guards/signed-requests.ts).
import { sign, signaturesEqual, variantOfPath, type Variant } from '@app/shared/transport';
import type { FormFields } from './form-fields';

export type RequestHeaders = Record<string, string | string[] | undefined>;

const TIMESTAMP = /^\d{1,16}$/;

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

/**
 * Whether the `time` header (already checked to be digits by hasValidSignature) is at most
 * `windowMs` from `now`, either way. A request older than that could only be a replay or a
 * clock far off; one from the future, a clock far off (the app corrects its clock from the
 * refusal's `serverTime` and sends again).
 */
export function isWithinWindow(headers: RequestHeaders, now: number, windowMs: number): boolean {
  const time = Number(headers.time);
  return Number.isSafeInteger(time) && Math.abs(now - time) <= windowMs;
}
