// Public market calls shown by more than one domain: the country list (Market's tabs, the
// open-account page's coverage figure) and the recommended products (Home's heat list, search's
// "popular", the open-account page's live quotes). One definition each, so one cache entry.
import type { Country } from '../../contracts/market';
import type { Product } from '../../contracts/product';
import { api, request } from '../api';

export const marketPublicApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** product/countrys: the markets the broker lists, rarely changing. */
    sharedCountries: build.query<Country[], void>({
      query: () => request('product/countrys', {}),
      keepUnusedDataFor: 600,
    }),
    /** product/recommendProductList: the first `limit` recommended products, with live prices. */
    sharedRecommendedProducts: build.query<Product[], number>({
      query: (limit) => request('product/recommendProductList', { limit }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useSharedCountriesQuery: useCountriesQuery, useSharedRecommendedProductsQuery: useRecommendedProductsQuery } =
  marketPublicApi;
