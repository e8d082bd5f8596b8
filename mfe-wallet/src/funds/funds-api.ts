// Wealth-management funds: the list, one fund, buying it (it moves money: 'Balance'), my orders.
import { api, request, type FundBuyRequest, type FundDetail, type FundOrder, type FundSummary, type WalletPage } from '@app/shared';
import { WALLET_LIST_PAGE_SIZE, WALLET_PAGING } from '../common/paging';

export const fundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletFunds: build.query<FundSummary[], void>({
      query: () => request('funds/list', {}),
      providesTags: ['Funds'],
    }),
    walletFundDetail: build.query<FundDetail, number>({
      query: (id) => request('funds/detail', { id }),
      providesTags: ['Funds'],
    }),
    walletBuyFund: build.mutation<FundOrder, FundBuyRequest>({
      query: (req) => request('funds/buy', req, true),
      invalidatesTags: ['Balance', 'Funds'],
    }),
    walletFundOrders: build.infiniteQuery<WalletPage<FundOrder>, void, number>({
      infiniteQueryOptions: WALLET_PAGING,
      query: ({ pageParam }) => request('funds/myOrders', { page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Funds', 'Balance'],
    }),
  }),
});

export const { useWalletFundsQuery, useWalletFundDetailQuery, useWalletBuyFundMutation, useWalletFundOrdersInfiniteQuery } = fundsApi;
