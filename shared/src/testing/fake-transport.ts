// The network edge of a component test: a small, typed fake of the signed transport (the thunk
// extra `renderWithProviders` and `createTestStore` take). It answers each `group/name` path with
// data, a refusal (a retCode and the provider's text) or a function of the request; records every
// call; and can hold its answers (a call in flight) or answer after a delay. Only the edge is fake:
// the store, RTK Query and the remote's endpoints stay real.
import type { UPLOAD_FILE_PATH, UploadFileResponse } from '../contracts/account';
import type { EndpointPath, RequestOf, ResponseOf } from '../contracts/endpoints';
import type { ApiError, ApiRequest, Transport } from '../store/api';
import type { FormFields } from '../transport/sign';

/** The provider refused the call (a non-zero retCode): what the real transport returns for it. */
export class FakeRefusal {
  constructor(
    readonly retCode: number,
    readonly message = '',
  ) {}
}

/** The call failed otherwise: no answer (network, timeout, HTTP error; no retCode), or the session expired (102, 103). */
export class FakeFailure {
  constructor(
    readonly kind: Exclude<ApiError['kind'], 'business-error'>,
    readonly message = '',
    readonly retCode: number | null = null,
  ) {}
}

/** `refuse(2212, 'Insufficient wallet balance')`: a business error with the provider's retCode and text. */
export const refuse = (retCode: number, message = ''): FakeRefusal => new FakeRefusal(retCode, message);

/** A failure: `fail()` is a network error; `fail('session-expired', 'Please log in first', 102)` the session's end. */
export const fail = (
  kind: FakeFailure['kind'] = 'network',
  message = 'Network request failed',
  retCode: number | null = null,
): FakeFailure => new FakeFailure(kind, message, retCode);

/** Every path a remote calls: the form endpoints of the contract, and the one multipart upload. */
export type FakePath = EndpointPath | typeof UPLOAD_FILE_PATH;
type ResponseAt<P extends FakePath> = P extends EndpointPath ? ResponseOf<P> : UploadFileResponse;
type BodyAt<P extends FakePath> = P extends EndpointPath ? RequestOf<P> : FormFields;
/** Any part of a value: a test gives what the page reads, not every field of the contract. */
type Partly<T> = T extends readonly (infer E)[] ? readonly Partly<E>[] : T extends object ? { [K in keyof T]?: Partly<T[K]> } : T;

/** What one path answers: (part of) its contract's data, null, a refusal or a failure. */
export type FakeOutcome<P extends FakePath> = Partly<ResponseAt<P>> | null | FakeRefusal | FakeFailure;

/** A fixed outcome, or a function of the request's body (and the whole request) giving one. */
export type FakeAnswer<P extends FakePath> =
  | FakeOutcome<P>
  | ((body: BodyAt<P>, request: ApiRequest) => FakeOutcome<P> | Promise<FakeOutcome<P>>);

export type FakeAnswers = { [P in FakePath]?: FakeAnswer<P> };

export interface FakeTransportOptions {
  /** Every answer arrives this many milliseconds after the call (real or fake timers). */
  delayMs?: number;
}

export interface FakeTransport {
  /** Give it to renderWithProviders / createTestStore. */
  transport: Transport;
  /** Every call in order, as the endpoint built it (path, body, silent). */
  calls: ApiRequest[];
  /** The calls of one path. */
  callsTo(path: FakePath): ApiRequest[];
  /** How many calls one path had. */
  count(path: FakePath): number;
  /** The paths called, in order. */
  paths(): string[];
  /** Answers a path differently from now on. */
  answer<P extends FakePath>(path: P, answer: FakeAnswer<P>): void;
  /** Holds every answer until the returned function is called (a call in flight). */
  hold(): () => void;
}

/** A path without an answer fails as a network error naming it (the test sees what it forgot). */
export function fakeTransport(answers: FakeAnswers = {}, options: FakeTransportOptions = {}): FakeTransport {
  const table: FakeAnswers = { ...answers };
  const calls: ApiRequest[] = [];
  let held: Promise<void> | null = null;

  const transport: Transport = async (request) => {
    calls.push(request);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    while (held) await held;
    const answer = table[request.path as FakePath] as FakeAnswer<FakePath> | undefined;
    if (answer === undefined) {
      return { error: { kind: 'network', retCode: null, message: `fakeTransport: no answer for ${request.path}` } };
    }
    const outcome =
      typeof answer === 'function'
        ? await (answer as (body: unknown, request: ApiRequest) => FakeOutcome<FakePath>)(request.body ?? {}, request)
        : answer;
    if (outcome instanceof FakeRefusal) return { error: { kind: 'business-error', retCode: outcome.retCode, message: outcome.message } };
    if (outcome instanceof FakeFailure) return { error: { kind: outcome.kind, retCode: outcome.retCode, message: outcome.message } };
    return { data: outcome };
  };

  return {
    transport,
    calls,
    callsTo: (path) => calls.filter((c) => c.path === path),
    count: (path) => calls.filter((c) => c.path === path).length,
    paths: () => calls.map((c) => c.path),
    answer: (path, answer) => {
      (table as Record<string, unknown>)[path] = answer;
    },
    hold: () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = gate;
      return () => {
        if (held === gate) held = null;
        release();
      };
    },
  };
}

/** A transport that never answers: a page drawn before any data. */
export const pendingTransport: Transport = () => new Promise(() => undefined);
