// Market endpoints, injected into the app's one api. Product lists provide `Products`; the
// watchlist provides `Watchlist`, which collect / cancel collect invalidate, so every screen that
// shows the watchlist (or a self-select star) agrees at once.
import {
  api, request,
  type ArticleListRequest, type ArticleListResponse, type Exchange, type GainersLosersRequest,
  type GainersLosersResponse, type KlineRequest, type KlineResponse, type Product, type ProductDetail,
  type ProductListRequest, type ProductListResponse,
} from '@app/shared';
import { MARKET_PAGE_SIZE, SEARCH_RESULT_LIMIT } from './constants';

/** What the Market tab filters and sorts by. */
export type MarketListArg = Pick<ProductListRequest, 'country' | 'exchange' | 'sort'>;

export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketExchanges: build.query<Exchange[], string | undefined>({
      query: (country) => request('product/exchanges', country ? { country } : {}),
      providesTags: ['Products'],
    }),
    marketProductList: build.query<ProductListResponse, ProductListRequest>({
      query: (req) => request('product/productList', req),
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
    marketSearchProducts: build.query<Product[], string>({
      query: (keyword) => request('product/selectProduct', { keyword, limit: SEARCH_RESULT_LIMIT }),
    }),
    marketGainersLosers: build.query<GainersLosersResponse, GainersLosersRequest>({
      query: (req) => request('product/upAndDownCharts', req),
      providesTags: ['Products'],
    }),
    marketKline: build.query<KlineResponse, KlineRequest>({
      query: (req) => request('product/kline', req),
      keepUnusedDataFor: 120,
    }),
    marketProductDetail: build.query<ProductDetail, string>({
      query: (code) => request('product/queryProductPrice', { code }),
      providesTags: (_res, _err, code) => [{ type: 'Products', id: code }],
    }),
    marketWatchlist: build.query<Product[], void>({
      query: () => request('product/myCollect', {}),
      providesTags: ['Watchlist'],
    }),
    marketCollect: build.mutation<null, Product>({
      query: (product) => request('product/collect', { code: product.code }),
      // Optimistic: the star and the watchlist change at once; the refetch (tag) confirms.
      async onQueryStarted(product, { dispatch, queryFulfilled }) {
        const patch = dispatch(marketApi.util.updateQueryData('marketWatchlist', undefined, (draft) => {
          if (!draft.some((p) => p.code === product.code)) draft.unshift(product);
        }));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Watchlist'],
    }),
    marketCancelCollect: build.mutation<null, Product>({
      query: (product) => request('product/canclecollect', { code: product.code }),
      async onQueryStarted(product, { dispatch, queryFulfilled }) {
        const patch = dispatch(marketApi.util.updateQueryData('marketWatchlist', undefined, (draft) =>
          draft.filter((p) => p.code !== product.code)));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Watchlist'],
    }),
  }),
});

export const {
  useMarketExchangesQuery, useMarketProductListQuery, useMarketProductsInfiniteQuery, useMarketSearchProductsQuery, useMarketGainersLosersQuery,
  useMarketKlineQuery, useMarketProductDetailQuery, useMarketWatchlistQuery,
  useMarketCollectMutation, useMarketCancelCollectMutation,
} = marketApi;
