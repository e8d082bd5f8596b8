// Market endpoints, injected into the app's one api.
import { api, request, type ProductListRequest, type ProductListResponse } from '@app/shared';

export const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    productList: build.query<ProductListResponse, ProductListRequest>({
      query: (req) => request('product/productList', req),
      providesTags: ['Products'],
    }),
  }),
});

export const { useProductListQuery } = marketApi;
