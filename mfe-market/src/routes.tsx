// Public surface of the market remote: its pages by path (see routes.json for ownership). The
// Market tab ships in this chunk; the other pages are their own chunks, fetched when visited.
import type { ComponentType } from 'react';
import { type RoutePrefetch } from '@app/shared';
import { PATH, lazyPage as page } from '@app/shared/routes';
import './i18n';
import { prefetchDetail } from './detail/prefetch';
import { MarketListPage, prefetchMarketList } from './list/MarketListPage';

export const pages: Record<string, ComponentType> = {
  [PATH.market]: MarketListPage,
  [PATH.search]: page(() => import('./search/SearchPage'), 'SearchPage'),
  // Named: routes.json's `chunks` lets the server preload it with the remote's code.
  [PATH.detail]: page(() => import(/* webpackChunkName: "page-detail" */ './detail/DetailPage'), 'DetailPage'),
  [PATH.spot]: page(() => import('./spot/SpotPage'), 'SpotPage'),
  [PATH.options]: page(() => import('./options/OptionChainPage'), 'OptionChainPage'),
  [PATH.watchlist]: page(() => import('./watchlist/WatchlistPage'), 'WatchlistPage'),
};

/** The first requests of a page, made by the shell as soon as this module has loaded. */
export const prefetch: Record<string, RoutePrefetch> = {
  [PATH.market]: prefetchMarketList,
  [PATH.detail]: prefetchDetail,
};
