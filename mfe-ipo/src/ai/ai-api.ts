// AI ordering: status, rule, activation and the orders it places. The provider's own moves (an AI
// placement) arrive as socket events on the `Ai` tag.
import {
  api,
  request,
  type ActiveCodeReceipt,
  type AiPlaceOrderRequest,
  type AiPlaceOrderResponse,
  type AiRule,
  type AiStatusResponse,
  type AiTask,
} from '@app/shared';

export const aiApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  useIpoAiStatusQuery,
  useIpoAiRuleQuery,
  useIpoAiActiveCodeMutation,
  useIpoAiActivateMutation,
  useIpoAiPlaceOrderMutation,
  useIpoAiCancelMutation,
} = aiApi;
