// Real-name authentication (docs/product.md §4, §6): the calls are the wallet domain's contract
// (user/realname, user/myRealname); the images go up first through the multipart helper.
import { api, request, type RealNameInfo, type RealNameRequest } from '@app/shared';

export const realNameApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountMyRealName: build.query<RealNameInfo, void>({
      query: () => request('user/myRealname', {}),
      // 'User': the provider announces a review decision with the socket's user event.
      providesTags: ['RealName', 'User'],
    }),
    accountSubmitRealName: build.mutation<RealNameInfo, RealNameRequest>({
      query: (req) => request('user/realname', req),
      invalidatesTags: ['User'],
      async onQueryStarted(_req, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(realNameApi.util.upsertQueryData('accountMyRealName', undefined, data));
        } catch {
          /* shown by the transport */
        }
      },
    }),
  }),
});

export const { useAccountMyRealNameQuery, useAccountSubmitRealNameMutation } = realNameApi;

/** Where an uploaded image is served (common/uploadFile answers the same `/uploads/<id>`). */
export function uploadUrl(id: string): string {
  return `/uploads/${encodeURIComponent(id)}`;
}
