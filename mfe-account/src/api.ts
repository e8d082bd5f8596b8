// Account endpoints, injected into the app's one api.
import { api, request, type LoginRequest, type RegisterRequest, type SessionResponse } from '@app/shared';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountLogin: build.mutation<SessionResponse, LoginRequest>({
      query: (req) => request('user/login', req),
    }),
    accountRegister: build.mutation<SessionResponse, RegisterRequest>({
      query: (req) => request('user/register', req),
    }),
    accountLogout: build.mutation<null, void>({
      query: () => request('user/logout', {}),
    }),
  }),
});

export const { useAccountLoginMutation, useAccountRegisterMutation, useAccountLogoutMutation } = accountApi;
