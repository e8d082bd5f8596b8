// Calls only Home's market widgets make: the gainers and losers of the movers block.
import { api, request, type GainersLosersRequest, type GainersLosersResponse } from '@app/shared';

export const widgetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketGainersLosers: build.query<GainersLosersResponse, GainersLosersRequest>({
      query: (req) => request('product/upAndDownCharts', req),
      providesTags: ['Products'],
    }),
  }),
});

export const { useMarketGainersLosersQuery } = widgetsApi;
