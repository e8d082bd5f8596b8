// The market remote's route module (exposed as `./routes`): its routes, declared once — path,
// whether the page needs a session, the page, its first requests. routes.json is written from this
// list (see routes.test.tsx). The Market tab ships in this chunk; the other pages are their own
// chunks, fetched when visited (the product page's is named: routes.json's `chunks` lets the server
// preload it with the remote's code).
import { lazyPage as page, pagesOf, prefetchOf, type RouteDeclaration } from '@app/shared/routes';
import './i18n';
import { prefetchDetail } from './detail/prefetch';
import { MarketListPage, prefetchMarketList } from './list/MarketListPage';

export const routes: readonly RouteDeclaration[] = [
  { path: '/pages/market/list', auth: false, page: MarketListPage, prefetch: prefetchMarketList },
  { path: '/pages/home/searchlist', auth: false, page: page(() => import('./search/SearchPage'), 'SearchPage') },
  // The product pages show a product only with its code: the release gate draws them with one too.
  {
    path: '/pages/home/listdetail',
    auth: false,
    page: page(() => import(/* webpackChunkName: "page-detail" */ './detail/DetailPage'), 'DetailPage'),
    prefetch: prefetchDetail,
    sample: 'code=AAPL',
  },
  { path: '/pages/market/spot', auth: false, page: page(() => import('./spot/SpotPage'), 'SpotPage'), sample: 'code=AAPL' },
  {
    path: '/pages/market/options',
    auth: false,
    page: page(() => import('./options/OptionChainPage'), 'OptionChainPage'),
    sample: 'code=AAPL',
  },
  { path: '/pages/mylist/mylist', auth: true, page: page(() => import('./watchlist/WatchlistPage'), 'WatchlistPage') },
];

export const pages = pagesOf(routes);
export const prefetch = prefetchOf(routes);
