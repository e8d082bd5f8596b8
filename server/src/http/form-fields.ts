// Turns a parsed form body into typed request data. The wire carries only strings; each endpoint
// declares how its fields are read, and a field that does not fit answers INVALID_PARAMS (1000).
import { RetCode } from '@app/shared/contracts';
import { readNumberInput } from '@app/shared/domain/number-input';
import { FIELD_MAX_LENGTH } from '../constants';
import { ApiFailure } from './envelope';

export type FormFields = Record<string, string>;

/**
 * Text any database can store: no NUL character (PostgreSQL refuses it) and no lone UTF-16
 * surrogate (what a malformed %-escape such as %ED%A0%80 decodes to; not encodable as UTF-8).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The body as flat string fields, or null when it is not one: a repeated key (the parser yields
 * an array) or a non-string value. A missing body is an empty form.
 */
export function readFormFields(body: unknown): FormFields | null {
  if (body === undefined || body === null) return Object.create(null) as FormFields;
  if (typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = Object.create(null) as FormFields;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string' || !isStorableText(key) || !isStorableText(value)) return null;
    fields[key] = value;
  }
  return fields;
}

/** Reads one field (undefined when absent); throws ApiFailure(INVALID_PARAMS) when it does not fit. */
export type FieldReader<T> = (raw: string | undefined) => T;

/** One reader per request property, optional properties included, so none can be forgotten. */
export type FieldSchema<T> = { [K in keyof Required<T>]: FieldReader<T[K]> };

function invalid(): never {
  throw new ApiFailure(RetCode.INVALID_PARAMS);
}

/** Must be sent; may be empty, so that business rules (not 1000) answer an empty input. */
export function requiredText(maxLength: number = FIELD_MAX_LENGTH): FieldReader<string> {
  return (raw) => (raw === undefined || raw.length > maxLength ? invalid() : raw);
}

/** An empty string counts as absent: forms send empty inputs as `key=`. */
export function optionalText(maxLength: number = FIELD_MAX_LENGTH): FieldReader<string | undefined> {
  return (raw) => {
    if (raw === undefined || raw === '') return undefined;
    return raw.length > maxLength ? invalid() : raw;
  };
}

/** An integer written by the one number rule of amounts and quantities (@app/shared/domain/number-input). */
function parseInteger(raw: string, min: number, max: number): number {
  const read = readNumberInput(raw, 0);
  if (typeof read !== 'number') invalid();
  return read < min || read > max ? invalid() : read;
}

/**
 * The text of a number field (an amount, a quantity, a price): absent and empty both reach the
 * handler as '', which reads it by the one number rule and answers with the field's own message
 * (so a tab or a sign in an amount gets the amount's message, as everywhere else).
 */
export const numberText: FieldReader<string> = (raw) => raw ?? '';

/** An optional number field: absent or empty is no value; else its text, read by the handler. */
export const optionalNumberText: FieldReader<string | undefined> = (raw) => (raw === undefined || raw === '' ? undefined : raw);

export function requiredInteger(min: number, max: number): FieldReader<number> {
  return (raw) => (raw === undefined || raw === '' ? invalid() : parseInteger(raw, min, max));
}

export function optionalInteger(min: number, max: number): FieldReader<number | undefined> {
  return (raw) => (raw === undefined || raw === '' ? undefined : parseInteger(raw, min, max));
}

export function oneOf<const V extends string>(values: readonly V[]): FieldReader<V> {
  return (raw) => values.find((v) => v === raw) ?? invalid();
}

export function readRequest<T>(schema: FieldSchema<T>, fields: FormFields): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema) as (keyof T & string)[]) {
    const value = schema[key](Object.hasOwn(fields, key) ? fields[key] : undefined);
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}

/** Makes any reader optional: absent or empty → undefined. */
export function optional<T>(reader: FieldReader<T>): FieldReader<T | undefined> {
  return (raw) => (raw === undefined || raw === '' ? undefined : reader(raw));
}
