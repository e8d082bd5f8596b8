// A product page's first requests, one definition for the page, the shell's prefetch
// and routes.json's inline answers: the product, its news (the page's largest text) and the
// default period's candles, asked for together as soon as the routes module has loaded — before
// the page's own chunk arrives — and answered from index.html when the server inlined them.
import { NEWS_PAGE_SIZE, articlesApi, type ArticleListRequest, type RoutePrefetch } from '@app/shared';
import { marketApi } from '../common/market-api';
import { DEFAULT_PERIOD, KLINE_LIMIT } from '../common/constants';

/** The news tab's first page for a product. */
export function detailNewsArg(code: string): ArticleListRequest {
  return { code, page: 1, pageSize: NEWS_PAGE_SIZE };
}

export const prefetchDetail: RoutePrefetch = ({ search, dispatch }) => {
  const code = search.get('code');
  if (!code) return;
  dispatch(marketApi.endpoints.marketProductDetail.initiate(code, { subscribe: false }));
  dispatch(articlesApi.endpoints.sharedArticleList.initiate(detailNewsArg(code), { subscribe: false }));
  dispatch(marketApi.endpoints.marketKline.initiate({ code, period: DEFAULT_PERIOD, limit: KLINE_LIMIT }, { subscribe: false }));
};
