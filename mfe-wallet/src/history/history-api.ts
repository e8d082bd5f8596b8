// The funding history: every ledger row, and the withdrawals (the recharges are
// ../common/recharges-api: the recharge page reads them too). Paged as the user scrolls.
import { api, request, type FundingDetailsRequest, type FundingRecord, type WalletPage, type Withdrawal } from '@app/shared';
import { WALLET_LIST_PAGE_SIZE, WALLET_PAGING, type PageArg } from '../common/paging';

type FundingDetailsArg = Omit<FundingDetailsRequest, 'page' | 'pageSize'>;

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletFundingDetails: build.infiniteQuery<WalletPage<FundingRecord>, FundingDetailsArg, number>({
      infiniteQueryOptions: WALLET_PAGING,
      query: ({ queryArg, pageParam }: PageArg<FundingDetailsArg>) =>
        request('user/reflushWalletMsg', { ...queryArg, page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Balance'],
    }),
    walletWithdrawals: build.infiniteQuery<WalletPage<Withdrawal>, void, number>({
      infiniteQueryOptions: WALLET_PAGING,
      query: ({ pageParam }) => request('pay/withdrawList', { page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Withdrawals', 'Balance'],
    }),
  }),
});

export const { useWalletFundingDetailsInfiniteQuery, useWalletWithdrawalsInfiniteQuery } = historyApi;
