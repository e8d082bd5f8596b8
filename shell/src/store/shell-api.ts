// Endpoints the shell itself uses, injected into the one shared api.
import { api, request, userLoaded, type Banner, type CheckUpdateResponse, type UserInfo } from '@app/shared';

export const shellApi = api.injectEndpoints({
  endpoints: (build) => ({
    shellUserInfo: build.query<UserInfo, void>({
      query: () => request('user/userInfo', {}),
      providesTags: ['User'],
      // docs/product.md §7: retCode 0 → the data is cached on the device.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          /* errors are handled by the transport */
        }
      },
    }),
    shellCheckUpdate: build.query<CheckUpdateResponse, number>({
      query: (versionCode) => request('common/checkUpdate', { versionCode, platform: 'web' }, true),
    }),
    shellBannerList: build.query<Banner[], void>({
      query: () => request('websitebanner/queryBannerList', {}),
      providesTags: ['Banners'],
    }),
  }),
});

export const { useShellUserInfoQuery, useShellCheckUpdateQuery, useShellBannerListQuery } = shellApi;
