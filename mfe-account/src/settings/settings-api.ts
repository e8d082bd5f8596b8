// The user's own account: change the login password, edit the nickname.
import { api, request, userLoaded, type ChangePasswordRequest, type UpdateProfileRequest, type UserInfo } from '@app/shared';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountChangePassword: build.mutation<null, ChangePasswordRequest>({
      query: (req) => request('user/changePassword', req),
    }),
    accountUpdateProfile: build.mutation<UserInfo, UpdateProfileRequest>({
      query: (req) => request('user/updateProfile', req),
      invalidatesTags: ['User'],
      // The session's user (Mine, the device cache) follows at once.
      async onQueryStarted(_req, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          /* shown by the transport */
        }
      },
    }),
  }),
});

export const { useAccountChangePasswordMutation, useAccountUpdateProfileMutation } = settingsApi;
