// Account calls several features make, injected into the app's one api: "check for updates" (Mine
// and Settings both offer it, through CheckUpdateItem).
import { api, request, type CheckUpdateResponse } from '@app/shared';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation: the user asks, the answer is never cached. */
    accountCheckUpdate: build.mutation<CheckUpdateResponse, number>({
      query: (versionCode) => request('common/checkUpdate', { versionCode, platform: 'web' }),
    }),
  }),
});

export const { useAccountCheckUpdateMutation } = accountApi;
