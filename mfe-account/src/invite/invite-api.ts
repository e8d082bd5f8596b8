import { api, request, type InviteStats } from '@app/shared';

export const inviteApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountInviteStats: build.query<InviteStats, void>({
      query: () => request('user/inviteStats', {}),
      // An invitee passing real-name review arrives as the inviter's user event too rarely to
      // matter; the page refetches on focus and on every visit.
      providesTags: ['Invite'],
    }),
  }),
});

export const { useAccountInviteStatsQuery } = inviteApi;
