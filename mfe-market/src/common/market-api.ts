// Market endpoints several features read, injected into the app's one api (each feature injects
// its own calls from its <feature>-api.ts). Product lists provide `Products`; the watchlist provides
// `Watchlist`, which collect / cancel collect invalidate, so every screen that shows the watchlist
// (or a self-select star) agrees at once.
import {
  api,
  request,
  type KlineRequest,
  type KlineResponse,
  type Product,
  type ProductDetail,
  type ProductListRequest,
  type ProductListResponse,
} from '@app/shared';

export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketProductList: build.query<ProductListResponse, ProductListRequest>({
      query: (req) => request('product/productList', req),
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
        const patch = dispatch(
          marketApi.util.updateQueryData('marketWatchlist', undefined, (draft) => {
            if (!draft.some((p) => p.code === product.code)) draft.unshift(product);
          }),
        );
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
        const patch = dispatch(
          marketApi.util.updateQueryData('marketWatchlist', undefined, (draft) => draft.filter((p) => p.code !== product.code)),
        );
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
  useMarketProductListQuery,
  useMarketKlineQuery,
  useMarketProductDetailQuery,
  useMarketWatchlistQuery,
  useMarketCollectMutation,
  useMarketCancelCollectMutation,
} = marketApi;
