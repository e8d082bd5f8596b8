// The staff console's typed client of the staff API (docs/back-office.md): POST
// /staff-api/<group>/<name> with a form body (the call's fields and `lang`), signed like the app's
// calls (`sign` of @app/shared/transport, here with the staff secret the page carries), the `time`
// header and the staff token in Authorization. Typed by StaffCalls (@app/shared/staff): a path
// names its request and its answer.
//
// Every staff call is once-only (token, time and sign are accepted once), so each call gets a time
// after the previous one, and a refusal for the time (105, with the provider's `serverTime`) sets
// this page's clock by the provider's and sends the call again, once, as a new signed request with
// a new time. The token lives in sessionStorage (this tab only, never in an address); 102/103 on a
// signed-in call ends the session, 2902 asks for the password change: the console listens for both.
import { RetCode } from '@app/shared/contracts';
import { STAFF_RET_CODES, type StaffAnswerOf, type StaffPath, type StaffRequestOf } from '@app/shared/staff';
import { encodeForm, sign, type FormFields } from '@app/shared/transport';
import type { StaffRequestLanguage } from './model';

export const STAFF_API_PREFIX = '/staff-api/';
export const TOKEN_KEY = 'staff-console-token';
/** The retCode of a call that got no answer (no network, the listener down): the message is the console's own. */
export const NO_ANSWER = -1;

/** A refusal carries the provider's `data` when it sent one (a content refusal names its `field`). */
export type StaffResult<T> = { ok: true; data: T } | { ok: false; retCode: number; message: string; data?: unknown };

export type SessionEvent = { kind: 'ended'; message: string } | { kind: 'password-change'; message: string };

export interface StaffClientOptions {
  /** STAFF_SIGN_SECRET, from the page the staff listener served. */
  secret: string;
  /** `lang` of each call, read when it is sent (the console's language can change). */
  lang: () => StaffRequestLanguage;
  /** The console's words for a call that got no answer, read when needed. */
  noAnswerMessage: () => string;
  fetch?: typeof fetch;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export interface StaffClient {
  call<P extends StaffPath>(path: P, request: StaffRequestOf<P>): Promise<StaffResult<StaffAnswerOf<P>>>;
  token(): string | null;
  setToken(token: string | null): void;
  /** Told when a call finds the session over (102, 103) or the one-time password still to change (2902). */
  onSession(listener: (event: SessionEvent) => void): () => void;
}

/** The form fields of a request: a list (roles) as one comma-separated field, absent values left out. */
export function requestFields(request: object): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined || value === null) continue;
    fields[name] = Array.isArray(value) ? value.join(',') : (value as FormFields[string]);
  }
  return fields;
}

/** The provider's clock in a refusal of a request's time (401, retCode 105), or null. */
export function serverTimeOf(status: number, body: unknown): number | null {
  const answer = body as { retCode?: unknown; data?: { serverTime?: unknown } } | null | undefined;
  if (status !== 401 || answer?.retCode !== RetCode.REQUEST_TIME_OUT_OF_WINDOW) return null;
  const time = answer.data?.serverTime;
  return typeof time === 'number' && Number.isSafeInteger(time) ? time : null;
}

const SESSION_OVER: readonly number[] = [RetCode.NOT_LOGGED_IN, RetCode.SESSION_EXPIRED];

export function createStaffClient(options: StaffClientOptions): StaffClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const storage = options.storage ?? sessionStorage;
  const listeners = new Set<(event: SessionEvent) => void>();
  /** The provider's clock minus this page's, learnt from a refusal of a request's time. */
  let clockOffset = 0;
  let lastTime = 0;
  const requestTime = () => (lastTime = Math.max(now() + clockOffset, lastTime + 1));

  const readToken = () => {
    try {
      return storage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  };
  const setToken = (token: string | null) => {
    try {
      if (token) storage.setItem(TOKEN_KEY, token);
      else storage.removeItem(TOKEN_KEY);
    } catch {
      /* storage refused: the session lasts as long as the page */
    }
  };
  const tell = (event: SessionEvent) => {
    for (const listener of listeners) listener(event);
  };

  /** One signed request; each try is its own (a new time), as the once-only rule needs. */
  async function send(path: string, fields: FormFields, token: string): Promise<{ status: number; body: unknown } | null> {
    const time = requestTime();
    try {
      const response = await doFetch(`${STAFF_API_PREFIX}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          Authorization: token,
          time: String(time),
          sign: sign(fields, options.secret),
        },
        body: encodeForm(fields),
        cache: 'no-store',
        credentials: 'omit',
      });
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      return { status: response.status, body };
    } catch {
      return null;
    }
  }

  return {
    token: readToken,
    setToken,
    onSession(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async call(path, request) {
      const fields: FormFields = { ...requestFields(request), lang: options.lang() };
      const token = readToken() ?? '';
      let sent = await send(path, fields, token);
      const serverTime = sent ? serverTimeOf(sent.status, sent.body) : null;
      if (serverTime !== null) {
        clockOffset = serverTime - now();
        lastTime = 0;
        sent = await send(path, fields, token);
      }
      const answer = sent?.body as { retCode?: unknown; message?: unknown; data?: unknown } | undefined;
      if (!sent || typeof answer?.retCode !== 'number') {
        return { ok: false, retCode: NO_ANSWER, message: options.noAnswerMessage() };
      }
      if (answer.retCode === RetCode.OK) return { ok: true, data: answer.data as never };
      const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : options.noAnswerMessage();
      // A session that is over (or never was) is forgotten: the console goes back to its login.
      if (token && SESSION_OVER.includes(answer.retCode) && readToken() === token) {
        setToken(null);
        tell({ kind: 'ended', message });
      } else if (answer.retCode === STAFF_RET_CODES.STAFF_PASSWORD_CHANGE_REQUIRED) {
        tell({ kind: 'password-change', message });
      }
      return answer.data === undefined || answer.data === null
        ? { ok: false, retCode: answer.retCode, message }
        : { ok: false, retCode: answer.retCode, message, data: answer.data };
    },
  };
}
