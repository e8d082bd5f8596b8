// The IPO list and subscribing, injected into the app's one api. Subscribing moves money: it
// invalidates `Balance`, so Mine, the wallet and the Position tab agree at once; the provider's own
// moves (the lottery) arrive as socket events on the same tags.
import { api, request, type IpoListRequest, type IpoListResponse, type IpoOrder, type IpoSubscribeRequest } from '@app/shared';

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
  }),
});

export const { useIpoListQuery, useIpoSubscribeMutation } = ipoApi;
