// The remote registry (/remotes.json, also inlined into index.html): the release scripts write it,
// the shell reads it to route and load remotes, the server reads it to hint a page's first
// downloads and answer its first calls. One shape for all of them.
import type { DomainName } from './domains';

/** A public call a page makes first, as its remote's routes.json declares it (`data`). */
export interface RouteDataCall {
  /** group/name of the endpoint, e.g. product/productList */
  api: string;
  fields: Record<string, string | number | boolean>;
}

export interface RouteMeta {
  /** Path as in docs/product.md §2, e.g. /pages/market/list */
  path: string;
  /** Private page: needs a session, else the user goes to the open-account page. */
  auth: boolean;
  /** The page's first public calls; the server answers them into index.html (public pages only). */
  data?: RouteDataCall[];
  /**
   * The page's own lazy chunks, by their webpackChunkName (`page-detail`): the server preloads
   * their files (from the remote's mf-manifest.json) with the remote's code, so the page's code
   * is not fetched one round trip after `./routes`. Public and private pages alike.
   */
  chunks?: string[];
  /** A query the release gate also draws the page with (RouteDeclaration.sample). */
  sample?: string;
}

export interface RemoteEntry {
  version: string;
  /** URL of the remote's remoteEntry.js inside its immutable versioned folder. */
  entry: string;
  routes: RouteMeta[];
}

export type Registry = Partial<Record<DomainName, RemoteEntry>>;
