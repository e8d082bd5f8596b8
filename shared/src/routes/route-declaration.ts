// A remote's routes, declared once, in its route module (src/routes.tsx): each page's path, whether
// it needs a session, its component (lazyPage for a page with a chunk of its own) and, optionally,
// its first requests. Everything else is derived or checked from that list: the `pages` the shell
// renders (pagesOf) and the `prefetch` it runs (prefetchOf); the remote's routes.json, which the
// shell, the server and the release gate read (written and checked by the remote's route test,
// @app/shared/testing describeRemoteRoutes); and the paths of the shared catalogue (PATH) the
// remote's pages own.
import type { ComponentType } from 'react';
import type { RoutePrefetch } from '../store/route-prefetch';

export interface RouteDeclaration {
  /** Path as in docs/product.md §2 (pages/<section>/<name>), written here, in the remote that owns it. */
  readonly path: string;
  /** Private page: needs a session, else the shell sends the visitor to the open-account page. */
  readonly auth: boolean;
  /** The page: a component of the route module's chunk, or `lazyPage(() => import('./x/XPage'), 'XPage')`. */
  readonly page: ComponentType;
  /** The page's first requests, made by the shell as soon as the route module has loaded (before the page's chunk). */
  readonly prefetch?: RoutePrefetch;
  /**
   * A query the release gate also draws the page with (`code=AAPL`), for a page that shows its
   * real content only with one; it is drawn without a query too. Carried into routes.json.
   */
  readonly sample?: string;
}

/** The route module's `pages` (path → component), as the shell and the release gate read it. */
export function pagesOf(routes: readonly RouteDeclaration[]): Record<string, ComponentType> {
  return Object.fromEntries(routes.map((r) => [r.path, r.page]));
}

/** The route module's `prefetch` (path → the page's first requests), for the routes that declare one. */
export function prefetchOf(routes: readonly RouteDeclaration[]): Record<string, RoutePrefetch> {
  return Object.fromEntries(routes.filter((r) => r.prefetch).map((r) => [r.path, r.prefetch!]));
}
