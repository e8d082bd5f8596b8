// The trade remote's route module (exposed as `./routes`): its routes, declared once — path,
// whether the page needs a session, the page, its first requests. routes.json is written from this
// list (see routes.test.tsx). The Position tab ships in this chunk; the buy form is its own chunk
// (named: routes.json's `chunks` lets the server preload it with the remote's code).
import { LEVER_RECORD_PAGING, accountSummaryApi, type RoutePrefetch } from '@app/shared';
import { lazyPage as page, pagesOf, prefetchOf, type RouteDeclaration } from '@app/shared/routes';
import './i18n';
import { buyApi } from './buy/buy-api';
import { PositionsPage } from './positions/PositionsPage';

const wallet: RoutePrefetch = ({ dispatch }) => {
  dispatch(accountSummaryApi.endpoints.sharedUserWallet.initiate(undefined, { subscribe: false }));
};

export const routes: readonly RouteDeclaration[] = [
  {
    path: '/pages/home/twoBuy',
    auth: true,
    page: page(() => import(/* webpackChunkName: "page-buy" */ './buy/BuyPage'), 'BuyPage'),
    // The order form needs a product: the release gate draws it with one too.
    sample: 'code=AAPL&direction=bullish',
    prefetch: (ctx) => {
      const code = ctx.search.get('code');
      if (code) ctx.dispatch(buyApi.endpoints.tradeBuyInfo.initiate(code, { subscribe: false }));
      wallet(ctx);
    },
  },
  {
    path: '/pages/home/orderlist',
    auth: true,
    page: PositionsPage,
    prefetch: (ctx) => {
      const status = ctx.search.get('tab') === 'historical' ? 'historical' : 'holding';
      ctx.dispatch(
        accountSummaryApi.endpoints.sharedLeverRecordPages.initiate(
          { status, pageSize: LEVER_RECORD_PAGING.defaultPageSize },
          { subscribe: false },
        ),
      );
      wallet(ctx);
    },
  },
];

export const pages = pagesOf(routes);
export const prefetch = prefetchOf(routes);
