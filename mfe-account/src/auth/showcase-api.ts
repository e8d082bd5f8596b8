// The open-account page's live figures: public market calls (no session), under this remote's
// endpoint names (RTK endpoint names are one namespace across remotes).
import { api, request, type Country, type Product } from '@app/shared';

export const showcaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountShowcaseCountries: build.query<Country[], void>({
      query: () => request('product/countrys', {}),
      keepUnusedDataFor: 600,
    }),
    accountShowcaseProducts: build.query<Product[], number>({
      query: (limit) => request('product/recommendProductList', { limit }),
      providesTags: ['Products'],
    }),
  }),
});

export const { useAccountShowcaseCountriesQuery, useAccountShowcaseProductsQuery } = showcaseApi;
