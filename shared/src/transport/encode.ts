import { normalizeFields, type FormFields } from './sign';

/** application/x-www-form-urlencoded body of the fields (nullish dropped). */
export function encodeForm(fields: FormFields): string {
  return new URLSearchParams(normalizeFields(fields)).toString();
}

/**
 * The identity of a request for route data the server inlines into index.html (a public call
 * made at page time): its path and its fields as sent (normalised, `lang` included), sorted.
 * The server writes responses under this key; the transport answers a matching first request
 * from it instead of the network.
 */
export function routeDataKey(path: string, fields: FormFields): string {
  const normalized = normalizeFields(fields);
  const sorted = Object.keys(normalized).sort().map((k): [string, string] => [k, normalized[k]]);
  return `${path}?${new URLSearchParams(sorted).toString()}`;
}
