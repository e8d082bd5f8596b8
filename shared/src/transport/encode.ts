import { normalizeFields, type FormFields } from './sign';

/** application/x-www-form-urlencoded body of the fields (nullish dropped). */
export function encodeForm(fields: FormFields): string {
  return new URLSearchParams(normalizeFields(fields)).toString();
}

/**
 * The identity of a request for route data the server inlines into index.html (a public call
 * made at page time): its path and its fields as sent (normalised, `lang` included), sorted.
 * `uiLanguage`: the interface language the answer was made in (its Accept-Language).
 * The server writes responses under this key; the transport answers a matching first request
 * from it instead of the network.
 */
export function routeDataKey(path: string, fields: FormFields, uiLanguage?: string): string {
  const normalized = normalizeFields(fields);
  const sorted = Object.keys(normalized)
    .sort()
    .map((k): [string, string] => [k, normalized[k]]);
  // The answer's content language (ja, zh-Hant…) is part of its identity: `lang` alone is en/zh.
  return `${path}?${new URLSearchParams(sorted).toString()}${uiLanguage ? `#${uiLanguage}` : ''}`;
}
