// How an endpoint is declared: typed by the shared Endpoints map, so a handler's request fields,
// its answer and whether it needs a session all come from the same contract as the front end.
import type { EndpointPath, Endpoints, RequestOf, ResponseOf } from '@app/shared/contracts';
import type { ActiveSession } from '../auth/sessions';
import type { ContentLanguage, Language } from '../i18n/language';
import type { FieldSchema } from './form-fields';

export interface CallContext {
  lang: Language;
  /** The interface language content is wanted in (Accept-Language refining `lang`); absent: `lang`'s. */
  content?: ContentLanguage;
  /** ms since epoch when the call arrived: one reading of the domains' clock (DomainContext.now) per call. */
  now: number;
  /** The client's IP address as the socket sees it (per-IP limits, e.g. verification codes). */
  ip: string;
}

export interface SignedInContext extends CallContext {
  session: ActiveSession;
}

type ContextOf<P extends EndpointPath> = Endpoints[P]['auth'] extends true ? SignedInContext : CallContext;

export interface EndpointHandler<P extends EndpointPath> {
  auth: Endpoints[P]['auth'];
  fields: FieldSchema<RequestOf<P>>;
  /** Throws ApiFailure for a business error. */
  handle(request: RequestOf<P>, context: ContextOf<P>): Promise<ResponseOf<P>>;
}

/** The handlers of one group of docs/product.md §7, e.g. EndpointGroup<'user'> for every `user/...` path. */
export type EndpointGroup<G extends string> = {
  [P in EndpointPath as P extends `${G}/${string}` ? P : never]: EndpointHandler<P>;
};

/** The handlers of one domain's part of the contract (a map like WalletEndpoints). */
export type HandlersOf<E> = { [P in keyof E & EndpointPath]: EndpointHandler<P> };

/** Every endpoint of the contract: a missing handler is a type error. */
export type EndpointTable = { [P in EndpointPath]: EndpointHandler<P> };
