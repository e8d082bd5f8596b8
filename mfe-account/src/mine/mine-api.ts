// Calls of the Mine tab beyond the shared wallet and positions calls (@app/shared: one definition
// of user/userWallet and lever/myLeverRecord): logging out.
import { api, request } from '@app/shared';

export const mineApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountLogout: build.mutation<null, void>({
      query: () => request('user/logout', {}),
    }),
  }),
});

export const { useAccountLogoutMutation } = mineApi;
