// Response classification of docs/product.md §8, pure so that it can be tested on known answers.
import { RetCode } from '../contracts/ret-codes';
import { TOAST } from '../constants/ui';

export type Classified<T = unknown> =
  | { kind: 'ok'; data: T; message: string }
  /** HTTP status other than 200: toast the message for 2 s. */
  | { kind: 'http-error'; status: number; message: string; toastMs: number }
  /** retCode 102 / 103: clear the session, show the message, relaunch. */
  | { kind: 'session-expired'; retCode: number; message: string }
  /** Any other retCode: returned to the caller; its message, if any, shown for 2 s or 4 s. */
  | { kind: 'business-error'; retCode: number; message: string; toastMs: number | null };

export interface RawResponse {
  status: number;
  /** Parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
}

function isEnvelope(body: unknown): body is { retCode: number; message?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { retCode?: unknown }).retCode === 'number';
}

function messageOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string') return m;
  }
  return '';
}

/** How long a business message stays on screen: 4 s over 50 characters, else 2 s. */
export function toastDuration(message: string): number {
  return message.length > TOAST.longMessageChars ? TOAST.longMs : TOAST.shortMs;
}

export function classifyResponse<T = unknown>(res: RawResponse): Classified<T> {
  if (res.status !== 200) {
    return { kind: 'http-error', status: res.status, message: messageOf(res.body), toastMs: TOAST.shortMs };
  }
  if (!isEnvelope(res.body)) {
    // A 200 that is not our envelope is a broken provider: treat it like a transport failure.
    return { kind: 'http-error', status: res.status, message: '', toastMs: TOAST.shortMs };
  }
  const message = messageOf(res.body);
  const { retCode } = res.body;
  if (retCode === RetCode.OK) return { kind: 'ok', data: res.body.data as T, message };
  if (retCode === RetCode.NOT_LOGGED_IN || retCode === RetCode.SESSION_EXPIRED) {
    return { kind: 'session-expired', retCode, message };
  }
  return { kind: 'business-error', retCode, message, toastMs: message ? toastDuration(message) : null };
}
