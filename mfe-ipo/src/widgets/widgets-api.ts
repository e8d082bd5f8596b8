// The IPO list as Home's new-stock block asks for it (product/myIpoList), injected into the one
// api under its own endpoint name so it never collides with the IPO pages' endpoints.
import { api, request, type IpoListRequest, type IpoListResponse } from '@app/shared';

export const homeIpoApi = api.injectEndpoints({
  endpoints: (build) => ({
    ipoHomeList: build.query<IpoListResponse, IpoListRequest>({
      query: (req) => request('product/myIpoList', req),
      providesTags: ['Ipo'],
    }),
  }),
});

export const { useIpoHomeListQuery } = homeIpoApi;
