// The Market tab's calls, injected into the app's one api: a country's exchanges and the product
// list, paged as the user scrolls.
import { api, request, type Exchange, type ProductListRequest, type ProductListResponse } from '@app/shared';
import { MARKET_PAGE_SIZE } from '../common/constants';

/** What the Market tab filters and sorts by. */
export type MarketListArg = Pick<ProductListRequest, 'country' | 'exchange' | 'sort'>;

export const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketExchanges: build.query<Exchange[], string | undefined>({
      query: (country) => request('product/exchanges', country ? { country } : {}),
      providesTags: ['Products'],
    }),
    /** The Market tab's list: pages of MARKET_PAGE_SIZE, the next one fetched on scroll. */
    marketProducts: build.infiniteQuery<ProductListResponse, MarketListArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage) => (lastPage * MARKET_PAGE_SIZE < last.total ? lastPage + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => request('product/productList', { ...queryArg, page: pageParam, pageSize: MARKET_PAGE_SIZE }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useMarketExchangesQuery, useMarketProductsInfiniteQuery } = listApi;
