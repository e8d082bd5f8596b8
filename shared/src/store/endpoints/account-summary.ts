// Calls whose answer several domains show: the wallet balances (Mine, the buy form, every wallet
// page, the IPO subscribe form) and the positions (the Position tab and Mine's holdings). One
// definition each, so one cache entry and one tag decide what every screen shows.
import type { LeverRecordRequest, LeverRecordResponse } from '../../contracts/trade';
import type { UserWallet } from '../../contracts/wallet';
import { api, request } from '../api';

export const accountSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** user/userWallet: stock account and coin wallet; every money movement invalidates `Balance`. */
    sharedUserWallet: build.query<UserWallet, void>({
      query: () => request('user/userWallet', {}),
      providesTags: ['Balance'],
    }),
    /** lever/myLeverRecord: one page of holdings (open and pending) or of history, with totals. */
    sharedLeverRecord: build.query<LeverRecordResponse, LeverRecordRequest>({
      query: (req) => request('lever/myLeverRecord', req),
      providesTags: ['Orders'],
    }),
    /** lever/myLeverRecord page after page (a long history as the user scrolls); totals from the first page. */
    sharedLeverRecordPages: build.infiniteQuery<LeverRecordResponse, Omit<LeverRecordRequest, 'page'>, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, all, lastPage) =>
          all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastPage + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => request('lever/myLeverRecord', { ...queryArg, page: pageParam }),
      providesTags: ['Orders'],
    }),
  }),
});

export const {
  useSharedUserWalletQuery: useUserWalletQuery,
  useSharedLeverRecordQuery: useLeverRecordQuery,
  useSharedLeverRecordPagesInfiniteQuery: useLeverRecordPagesQuery,
} = accountSummaryApi;
