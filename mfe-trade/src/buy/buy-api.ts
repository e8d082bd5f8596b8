// The buy form's calls, injected into the app's one api: what one product can be bought at (limits,
// rates, the available balance) and the order itself, which moves money (`Balance`, `Orders`).
import { api, request, type LeverBuyInfo, type LeverBuyRequest, type LeverOrder } from '@app/shared';

export const buyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** lever/buyInfo: limits, rates and the available balance for one product. */
    tradeBuyInfo: build.query<LeverBuyInfo, string>({
      query: (code) => request('lever/buyInfo', { code }),
      providesTags: ['Balance', 'Orders'],
    }),
    tradeBuy: build.mutation<LeverOrder, LeverBuyRequest>({
      query: (req) => request('lever/buy', req),
      invalidatesTags: ['Balance', 'Orders'],
    }),
  }),
});

export const { useTradeBuyInfoQuery, useTradeBuyMutation } = buyApi;
