// My IPO orders: the list, one order, paying its balance.
import { api, request, type IpoOrder, type IpoOrderDetail, type IpoOrderListRequest, type IpoOrderListResponse } from '@app/shared';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useIpoOrderListQuery, useIpoOrderDetailQuery, useIpoPayMutation } = ordersApi;
