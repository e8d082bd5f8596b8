// The signing middleware (docs/product.md §7, §8): every call is POST /api/<group>/<name> with a form body
// plus `lang`, headers Authorization / time / sign, and the error catalogue applied here once
// for the whole app. Dependencies are injected so every branch is testable with fake timers.
//
// `time`: the provider accepts a signed call only within a few minutes of its own clock, and each
// state-changing signed request (token, time, sign) once. So every call of this page gets a time
// after the previous one (two identical calls the page means as two are two signed requests), and
// a refusal for the time (105, with the provider's `serverTime`) sets this page's clock by the
// provider's and sends the call again, once: a phone whose clock is wrong keeps working.
import {
  CONTENT_LANGUAGE_HEADER,
  NETWORK,
  RetCode,
  TOAST,
  buildMultipartBody,
  classifyResponse,
  encodeForm,
  isMultipartRequest,
  normalizeFields,
  routeDataKey,
  sign,
  variantOfPath,
  type ApiError,
  type RequestLanguage,
  type RootState,
  type Transport,
  type UiLanguage,
  type Variant,
} from '@app/shared';
import { xhrSendMultipart, type SendMultipart } from './multipart-xhr';

export interface TransportDeps {
  fetch: typeof fetch;
  secrets: Record<Variant, string>;
  now: () => number;
  lang: () => RequestLanguage;
  /**
   * The full interface language (en, zh-Hans, zh-Hant, ja), sent beside `lang` as Accept-Language
   * so the provider answers content in it where it has the text. Unsigned: it only picks a text.
   */
  uiLanguage?: () => UiLanguage;
  toast: (message: string, durationMs: number) => void;
  /** Translated fallback texts, read at call time (the language can change). */
  text: () => { noNetwork: string; aborted: string };
  /** 102/103: clear the session and relaunch (the session module decides how). */
  onSessionExpired: (variant: Variant, message: string) => void;
  timeoutMs?: number;
  /** An answer index.html carries for this request (route-data.ts), taken once; undefined: none. */
  takeInline?: (key: string) => unknown | undefined;
  /** How a multipart request (common/uploadFile) is sent; default XMLHttpRequest (upload progress). */
  sendMultipart?: SendMultipart;
}

function failure(kind: ApiError['kind'], message: string, retCode: number | null = null): { error: ApiError } {
  return { error: { kind, retCode, message } };
}

/** The provider's clock in a refusal of the request's time (retCode 105), or null. */
function serverTimeOf(status: number, body: unknown): number | null {
  const answer = body as { retCode?: unknown; data?: { serverTime?: unknown } } | null | undefined;
  if (status !== 401 || answer?.retCode !== RetCode.REQUEST_TIME_OUT_OF_WINDOW) return null;
  const time = answer.data?.serverTime;
  return typeof time === 'number' && Number.isSafeInteger(time) ? time : null;
}

export function createTransport(deps: TransportDeps): Transport {
  const timeoutMs = deps.timeoutMs ?? NETWORK.requestTimeoutMs;
  const sendMultipart = deps.sendMultipart ?? xhrSendMultipart();
  /** The provider's clock minus this page's, learnt from a refusal of a request's time. */
  let clockOffset = 0;
  let lastTime = 0;
  const requestTime = () => (lastTime = Math.max(deps.now() + clockOffset, lastTime + 1));

  return async (args, baseApi) => {
    const variant = variantOfPath(args.path);
    const fields = normalizeFields({ ...args.body, lang: deps.lang() });
    const token = (baseApi.getState() as RootState).session?.token ?? '';
    const uiLanguage = deps.uiLanguage?.();
    const signature = sign(fields, deps.secrets[variant]);
    // Public endpoints never see the session (server/src/http/api-routes.ts), so an answer the
    // server made without one is the answer this user would get.
    const multipart = isMultipartRequest(args) ? args.multipart : null;
    const inline = multipart ? undefined : deps.takeInline?.(routeDataKey(args.path, fields, uiLanguage));
    if (inline !== undefined) return settle(args, variant, 200, inline);

    let sent = await send(requestTime());
    if ('status' in sent) {
      const serverTime = serverTimeOf(sent.status, sent.body);
      if (serverTime !== null) {
        clockOffset = serverTime - deps.now();
        lastTime = 0;
        sent = await send(requestTime());
      }
    }
    return 'status' in sent ? settle(args, variant, sent.status, sent.body) : sent;

    /** One try: the answer, or the failure of a call that got none. */
    async function send(time: number): Promise<{ status: number; body: unknown } | { error: ApiError }> {
      const headers: Record<string, string> = { Authorization: token, time: String(time), sign: signature };
      if (uiLanguage) headers[CONTENT_LANGUAGE_HEADER] = uiLanguage;
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const onCallerAbort = () => controller.abort();
      baseApi.signal.addEventListener('abort', onCallerAbort);

      let status: number;
      let body: unknown;
      try {
        if (multipart) {
          // Same headers and signature as a form (the non-file fields are signed); the file follows.
          ({ status, body } = await sendMultipart({
            url: `/api/${args.path}`,
            headers,
            body: buildMultipartBody(fields, multipart),
            signal: controller.signal,
            onProgress: multipart.onProgress,
          }));
        } else {
          const response = await deps.fetch(`/api/${args.path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', ...headers },
            body: encodeForm(fields),
            signal: controller.signal,
          });
          status = response.status;
          try {
            body = await response.json();
          } catch {
            body = undefined;
          }
        }
      } catch {
        if (baseApi.signal.aborted && !timedOut) return failure('network', deps.text().aborted);
        const { noNetwork } = deps.text();
        deps.toast(noNetwork, TOAST.shortMs); // docs/product.md §8: no-network tip, 2 s
        return failure(timedOut ? 'timeout' : 'network', noNetwork);
      } finally {
        clearTimeout(timer);
        baseApi.signal.removeEventListener('abort', onCallerAbort);
      }
      return { status, body };
    }
  };

  /** The error catalogue (docs/product.md §8), applied to a response however it arrived. */
  function settle(args: Parameters<Transport>[0], variant: Variant, status: number, body: unknown) {
    const result = classifyResponse({ status, body });
    switch (result.kind) {
      case 'ok':
        return { data: result.data };
      case 'http-error': {
        const message = result.message || deps.text().noNetwork;
        deps.toast(message, result.toastMs);
        return failure('http-error', message);
      }
      case 'session-expired':
        deps.onSessionExpired(variant, result.message);
        return failure('session-expired', result.message, result.retCode);
      case 'business-error':
        if (result.toastMs !== null && !args.silent) deps.toast(result.message, result.toastMs);
        return failure('business-error', result.message, result.retCode);
    }
  }
}
