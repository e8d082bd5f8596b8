// Request logs must not carry credentials. The Authorization header is never logged, but the
// socket URL holds the token itself (/websocket/<token>), so it is masked.
import type { FastifyRequest } from 'fastify';

export function redactUrl(url: string): string {
  return url.replace(/^\/websocket\/[^/?#]+/, '/websocket/<token>');
}

/** C0 controls (ESC, BEL, line breaks…), DEL and the C1 controls (0x9B is a one-byte CSI). */
const CONTROL = /\p{Cc}/gu;
/** Same, but tab and line breaks allowed: the free text of a message or note. */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
/** C1 controls: JSON (pino's output) escapes C0 itself but passes these raw to a terminal. */
const C1 = /[\u007f-\u009f]/g;

const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One log line's text with every control character written as \uXXXX: it cannot drive a terminal or forge a line. */
export function escapeForLog(text: string): string {
  return text.replace(CONTROL, escapeChar);
}

/** pino's last step (hooks.streamWrite): a JSON line with its C1 controls escaped too. */
export function escapeLogLine(line: string): string {
  return line.replace(C1, escapeChar);
}

/**
 * Fields that name or address someone or something (accounts, nicknames, names, bank and wallet
 * details): no control character at all. Every other field: no control character but tab and
 * line breaks (free text such as a chat message keeps its lines).
 */
const IDENTIFIER_FIELDS = new Set([
  'account',
  'accountName',
  'accountNumber',
  'address',
  'bankName',
  'branchName',
  'channelName',
  'city',
  'country',
  'destination',
  'email',
  'firstName',
  'holderName',
  'idNumber',
  'ifscCode',
  'inviteCode',
  'keyword',
  'lastName',
  'locality',
  'name',
  'nickname',
  'phone',
  'postalCode',
  'referrerId',
  'town',
  'uid',
  'code',
  'requestId',
  'captchaId',
  'captcha',
  'activationCode',
  'voucher',
]);

/** True when a form field holds a control character it must not (then the call is refused, 1012). */
export function hasForbiddenControlCharacters(fields: Record<string, string>): boolean {
  for (const [key, value] of Object.entries(fields)) {
    if (/\p{Cc}/u.test(key)) return true;
    if (IDENTIFIER_FIELDS.has(key) ? /\p{Cc}/u.test(value) : CONTROL_IN_TEXT.test(value)) return true;
  }
  return false;
}

export function serializeRequestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
