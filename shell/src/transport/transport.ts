// The signing middleware (docs/product.md §7, §8): every call is POST /api/<group>/<name> with a form body
// plus `lang`, headers Authorization / time / sign, and the error catalogue applied here once
// for the whole app. Dependencies are injected so every branch is testable with fake timers.
import {
  CONTENT_LANGUAGE_HEADER,
  NETWORK,
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

export function createTransport(deps: TransportDeps): Transport {
  const timeoutMs = deps.timeoutMs ?? NETWORK.requestTimeoutMs;
  const sendMultipart = deps.sendMultipart ?? xhrSendMultipart();

  return async (args, baseApi) => {
    const variant = variantOfPath(args.path);
    const fields = normalizeFields({ ...args.body, lang: deps.lang() });
    const token = (baseApi.getState() as RootState).session?.token ?? '';
    const uiLanguage = deps.uiLanguage?.();
    const headers: Record<string, string> = { Authorization: token, time: String(deps.now()), sign: sign(fields, deps.secrets[variant]) };
    if (uiLanguage) headers[CONTENT_LANGUAGE_HEADER] = uiLanguage;
    // Public endpoints never see the session (server/src/http/api-routes.ts), so an answer the
    // server made without one is the answer this user would get.
    const multipart = isMultipartRequest(args) ? args.multipart : null;
    const inline = multipart ? undefined : deps.takeInline?.(routeDataKey(args.path, fields, uiLanguage));
    if (inline !== undefined) return settle(args, variant, 200, inline);

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
    return settle(args, variant, status, body);
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
