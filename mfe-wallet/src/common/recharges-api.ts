// My recharges, paged: the recharge page shows the one just made as it is reviewed, the history
// lists them all. A recharge, or a balance event, refreshes them.
import { api, request, type Recharge, type WalletPage } from '@app/shared';
import { WALLET_LIST_PAGE_SIZE, WALLET_PAGING } from './paging';

export const rechargesApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletRecharges: build.infiniteQuery<WalletPage<Recharge>, void, number>({
      infiniteQueryOptions: WALLET_PAGING,
      query: ({ pageParam }) => request('pay/myPay', { page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Recharges', 'Balance'],
    }),
  }),
});

export const { useWalletRechargesInfiniteQuery } = rechargesApi;
