// The contract of a remote's `./routes` module, and the call of its optional prefetch.
import type { ComponentType } from 'react';
import type { RoutePrefetch, RoutePrefetchContext } from '@app/shared';
import type { DomainName } from '@app/shared/routes';

/** What a remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  pages: Record<string, ComponentType>;
  /** Optional, per path: the page's first requests, made before it renders. */
  prefetch?: Record<string, RoutePrefetch>;
}

/** Makes a page's first requests (its module's prefetch); a failing prefetch only logs. */
export function runPrefetch(mod: RemoteRoutesModule, domain: DomainName, path: string, context: RoutePrefetchContext): void {
  try {
    mod.prefetch?.[path]?.(context);
  } catch (err) {
    console.warn(`${domain}: prefetch for ${path} failed; the page asks for its data itself`, err);
  }
}
