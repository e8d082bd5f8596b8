// Public surface of the trade remote: its pages by path (see routes.json for ownership) and their
// first requests. The Position tab ships in this chunk; the buy form is its own chunk.
import type { ComponentType } from 'react';
import { LEVER_RECORD_PAGING, accountSummaryApi, type RoutePrefetch } from '@app/shared';
import { PATH, lazyPage as page } from '@app/shared/routes';
import './i18n';
import { tradeApi } from './api';
import { PositionsPage } from './positions/PositionsPage';

export const pages: Record<string, ComponentType> = {
  // Named: routes.json's `chunks` lets the server preload it with the remote's code.
  [PATH.buy]: page(() => import(/* webpackChunkName: "page-buy" */ './buy/BuyPage'), 'BuyPage'),
  [PATH.positions]: PositionsPage,
};

const wallet: RoutePrefetch = ({ dispatch }) => {
  dispatch(accountSummaryApi.endpoints.sharedUserWallet.initiate(undefined, { subscribe: false }));
};

/** The first requests of a page, made by the shell as soon as this module has loaded. */
export const prefetch: Record<string, RoutePrefetch> = {
  [PATH.positions]: (ctx) => {
    const status = ctx.search.get('tab') === 'historical' ? 'historical' : 'holding';
    ctx.dispatch(accountSummaryApi.endpoints.sharedLeverRecordPages.initiate({ status, pageSize: LEVER_RECORD_PAGING.defaultPageSize }, { subscribe: false }));
    wallet(ctx);
  },
  [PATH.buy]: (ctx) => {
    const code = ctx.search.get('code');
    if (code) ctx.dispatch(tradeApi.endpoints.tradeBuyInfo.initiate(code, { subscribe: false }));
    wallet(ctx);
  },
};
