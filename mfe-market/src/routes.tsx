// Public surface of the market remote: its pages by path (see routes.json for ownership). The
// Market tab ships in this chunk; the other pages are their own chunks, fetched when visited.
import { lazy, type ComponentType } from 'react';
import type { RoutePrefetch } from '@app/shared';
import './i18n';
import { MarketListPage, prefetchMarketList } from './list/MarketListPage';

/** A page whose code is its own chunk. (The shell lazy-loads the route module and renders what it
 *  finds, so the entry must be a plain component that renders the lazy one.) */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  const Page = () => <Lazy />;
  Page.displayName = `LazyPage(${name})`;
  return Page;
}

export const pages: Record<string, ComponentType> = {
  '/pages/market/list': MarketListPage,
  '/pages/home/searchlist': page(() => import('./search/SearchPage'), 'SearchPage'),
  '/pages/home/listdetail': page(() => import('./detail/DetailPage'), 'DetailPage'),
  '/pages/market/spot': page(() => import('./spot/SpotPage'), 'SpotPage'),
  '/pages/market/options': page(() => import('./options/OptionChainPage'), 'OptionChainPage'),
  '/pages/mylist/mylist': page(() => import('./watchlist/WatchlistPage'), 'WatchlistPage'),
};

/** The first requests of a page, made by the shell as soon as this module has loaded. */
export const prefetch: Record<string, RoutePrefetch> = {
  '/pages/market/list': prefetchMarketList,
};
