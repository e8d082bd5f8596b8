import { normalizeFields, type FormFields } from './sign';

/** application/x-www-form-urlencoded body of the fields (nullish dropped). */
export function encodeForm(fields: FormFields): string {
  return new URLSearchParams(normalizeFields(fields)).toString();
}
