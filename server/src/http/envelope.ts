// Every /api response body is an Envelope: retCode, a message in the request's (content) language, data.
import { RetCode, type Envelope } from '@app/shared/contracts';
import type { ContentLanguage, Language } from '../i18n/language';
import { messageOf, type ProviderRetCode } from '../i18n/messages';

export function success<T>(data: T, lang: Language | ContentLanguage): Envelope<T> {
  return { retCode: RetCode.OK, message: messageOf(RetCode.OK, lang), data };
}

export function failure(retCode: ProviderRetCode, lang: Language | ContentLanguage): Envelope<null> {
  return { retCode, message: messageOf(retCode, lang), data: null };
}

/**
 * Thrown by handlers and field parsers for an expected business outcome; the router turns it
 * into HTTP 200 with the retCode. Anything else thrown is an unexpected failure (HTTP 500).
 */
export class ApiFailure extends Error {
  constructor(readonly retCode: ProviderRetCode) {
    super(`retCode ${retCode}`);
    this.name = 'ApiFailure';
  }
}

/** Where a response object may carry its own JSON (see withJson). */
const SERIALIZED = Symbol('serialized');

/**
 * Attaches the JSON of a response object that is served many times unchanged (a product list
 * page, cached per market step), so the router sends it without serialising it again. The object
 * stays an ordinary value; the JSON is a hidden, non-enumerable property.
 */
export function withJson<T extends object>(data: T): T {
  Object.defineProperty(data, SERIALIZED, { value: JSON.stringify(data) });
  return data;
}

/** The JSON attached by withJson, if any. */
export function jsonOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null ? ((data as Record<symbol, unknown>)[SERIALIZED] as string | undefined) : undefined;
}

/** The success envelope as JSON around data already serialised: same bytes as JSON.stringify(success(...)). */
export function successJson(dataJson: string, lang: Language | ContentLanguage): string {
  return `{"retCode":${RetCode.OK},"message":${JSON.stringify(messageOf(RetCode.OK, lang))},"data":${dataJson}}`;
}
