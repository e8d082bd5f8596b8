// Trade endpoints, injected into the app's one api. Every call that moves money invalidates
// `Balance` and `Orders`, so the balance on Mine, the wallet and the buy form, and the Position tab
// agree at once (the socket's account events do the same for the provider's own closes).
import {
  api, request,
  type LeverBuyInfo, type LeverBuyRequest, type LeverCloseAllResponse, type LeverCloseRequest, type LeverCloseResponse,
  type LeverOrder, type LeverUpdateStopRequest,
} from '@app/shared';

export const tradeApi = api.injectEndpoints({
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
    tradeClose: build.mutation<LeverCloseResponse, LeverCloseRequest>({
      query: (req) => request('lever/overBySelf', req),
      invalidatesTags: ['Balance', 'Orders'],
    }),
    tradeCloseAll: build.mutation<LeverCloseAllResponse, { requestId: string }>({
      query: (req) => request('lever/overAll', req),
      invalidatesTags: ['Balance', 'Orders'],
    }),
    tradeCancel: build.mutation<LeverOrder, number>({
      query: (orderId) => request('lever/cancelOrder', { orderId }),
      invalidatesTags: ['Balance', 'Orders'],
    }),
    tradeUpdateStop: build.mutation<LeverOrder, LeverUpdateStopRequest>({
      query: (req) => request('lever/updateStop', req),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useTradeBuyInfoQuery,
  useTradeBuyMutation,
  useTradeCloseMutation,
  useTradeCloseAllMutation,
  useTradeCancelMutation,
  useTradeUpdateStopMutation,
} = tradeApi;
