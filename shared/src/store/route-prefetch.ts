import type { AppDispatch } from './hooks';

/**
 * What a remote's `./routes` module may export beside `pages`: per path, the requests its page
 * makes first. The shell calls it as soon as the module has loaded, before the page renders (a
 * route loader, in effect), so the page's data is on its way while its code starts; the page's
 * own hooks then find the request in flight or done (RTK Query shares it).
 */
export interface RoutePrefetchContext {
  /** The location's query string, as the page will read it. */
  search: URLSearchParams;
  dispatch: AppDispatch;
}

export type RoutePrefetch = (context: RoutePrefetchContext) => void;
