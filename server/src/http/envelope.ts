// Every /api response body is an Envelope: retCode, a message in the request's language, data.
import { RetCode, type Envelope, type RetCodeValue } from '@app/shared/contracts';
import type { Language } from '../i18n/language';
import { messageOf } from '../i18n/messages';

export function success<T>(data: T, lang: Language): Envelope<T> {
  return { retCode: RetCode.OK, message: messageOf(RetCode.OK, lang), data };
}

export function failure(retCode: RetCodeValue, lang: Language): Envelope<null> {
  return { retCode, message: messageOf(retCode, lang), data: null };
}

/**
 * Thrown by handlers and field parsers for an expected business outcome; the router turns it
 * into HTTP 200 with the retCode. Anything else thrown is an unexpected failure (HTTP 500).
 */
export class ApiFailure extends Error {
  constructor(readonly retCode: RetCodeValue) {
    super(`retCode ${retCode}`);
    this.name = 'ApiFailure';
  }
}
