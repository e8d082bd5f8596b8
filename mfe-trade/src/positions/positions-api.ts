// The Position tab's calls, injected into the app's one api: closing (one order, part of it, or
// all), cancelling a pending order, changing its stops. Every call that moves money invalidates
// `Balance` and `Orders`, so the balance on Mine, the wallet and the buy form, and the Position tab
// agree at once (the socket's account events do the same for the provider's own closes).
import {
  api,
  request,
  type LeverCloseAllResponse,
  type LeverCloseRequest,
  type LeverCloseResponse,
  type LeverOrder,
  type LeverUpdateStopRequest,
} from '@app/shared';

export const positionsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useTradeCloseMutation, useTradeCloseAllMutation, useTradeCancelMutation, useTradeUpdateStopMutation } = positionsApi;
