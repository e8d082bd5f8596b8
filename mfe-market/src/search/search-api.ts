// Search: the products whose code or name matches what is typed.
import { api, request, type Product } from '@app/shared';
import { SEARCH_RESULT_LIMIT } from '../common/constants';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketSearchProducts: build.query<Product[], string>({
      query: (keyword) => request('product/selectProduct', { keyword, limit: SEARCH_RESULT_LIMIT }),
    }),
  }),
});

export const { useMarketSearchProductsQuery } = searchApi;
