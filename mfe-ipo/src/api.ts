// IPO and AI-ordering endpoints, injected into the app's one api. Whatever moves money invalidates
// `Balance` (and `Orders` when a holding may appear), so Mine, the wallet and the Position tab agree
// at once; the provider's own moves (lottery, AI placement) arrive as socket events on the same tags.
import {
  api, request,
  type ActiveCodeReceipt, type AiPlaceOrderRequest, type AiPlaceOrderResponse, type AiRule, type AiStatusResponse, type AiTask,
  type IpoListRequest, type IpoListResponse, type IpoOrder, type IpoOrderDetail, type IpoOrderListRequest, type IpoOrderListResponse,
  type IpoSubscribeRequest,
} from '@app/shared';

export const ipoApi = api.injectEndpoints({
  endpoints: (build) => ({
    ipoList: build.query<IpoListResponse, IpoListRequest>({
      query: (req) => request('product/myIpoList', req),
      providesTags: ['Ipo'],
    }),
    /** lever/ipo. Silent: the form shows the message under its button. */
    ipoSubscribe: build.mutation<IpoOrder, IpoSubscribeRequest>({
      query: (req) => request('lever/ipo', req, true),
      invalidatesTags: ['Ipo', 'Balance'],
    }),
    ipoOrderList: build.query<IpoOrderListResponse, IpoOrderListRequest>({
      query: (req) => request('lever/ipoOrderList', req),
      providesTags: ['Ipo'],
    }),
    ipoOrderDetail: build.query<IpoOrderDetail, number>({
      query: (orderId) => request('lever/ipoOrderDetail', { orderId }),
      providesTags: ['Ipo'],
    }),
    /** Paying the balance turns the allotment into a holding: the Position tab refreshes too. */
    ipoPay: build.mutation<IpoOrder, { orderId: number; requestId: string }>({
      query: (req) => request('lever/payNoPayIpoOrder', req, true),
      invalidatesTags: ['Ipo', 'Balance', 'Orders'],
    }),

    ipoAiStatus: build.query<AiStatusResponse, void>({
      query: () => request('leverai/aiStatus', {}),
      providesTags: ['Ai'],
    }),
    ipoAiRule: build.query<AiRule, void>({
      query: () => request('leverai/rule', {}),
    }),
    /** user/getActiveCode issues the code on first ask (idempotent), so it is a mutation. */
    ipoAiActiveCode: build.mutation<ActiveCodeReceipt, void>({
      query: () => request('user/getActiveCode', {}),
      invalidatesTags: ['Ai'],
    }),
    ipoAiActivate: build.mutation<AiStatusResponse, string>({
      query: (activationCode) => request('leverai/activate', { activationCode }, true),
      invalidatesTags: ['Ai'],
    }),
    ipoAiPlaceOrder: build.mutation<AiPlaceOrderResponse, AiPlaceOrderRequest>({
      query: (req) => request('leverai/aiPlaceOrder', req, true),
      invalidatesTags: ['Ai'],
    }),
    ipoAiCancel: build.mutation<AiTask, number>({
      query: (taskId) => request('leverai/cancelTask', { taskId }, true),
      invalidatesTags: ['Ai'],
    }),
  }),
});

export const {
  useIpoListQuery, useIpoSubscribeMutation, useIpoOrderListQuery, useIpoOrderDetailQuery, useIpoPayMutation,
  useIpoAiStatusQuery, useIpoAiRuleQuery, useIpoAiActiveCodeMutation, useIpoAiActivateMutation, useIpoAiPlaceOrderMutation, useIpoAiCancelMutation,
} = ipoApi;
