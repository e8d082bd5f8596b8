// Calls of the Mine tab beyond the shared wallet and positions calls (@app/shared: one definition
// of user/userWallet and lever/myLeverRecord): the fund holdings of the allocation chart, and
// logging out.
import { api, request, FundOrderStatus, parseMoney, type FundOrder, type WalletPage } from '@app/shared';

/** The allocation chart's "funds" share: principal of the fund orders still held. */
export function fundHoldingsMinor(page: WalletPage<FundOrder> | undefined): number | null {
  if (!page) return null;
  return page.list.filter((o) => o.status === FundOrderStatus.HOLDING).reduce((sum, o) => sum + (parseMoney(o.amount) ?? 0), 0);
}

export const mineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** funds/myOrders, the provider's largest page (the chart needs the holding ones only). */
    accountFundHoldings: build.query<WalletPage<FundOrder>, void>({
      query: () => request('funds/myOrders', { page: 1, pageSize: 100 }),
      providesTags: ['Funds', 'Balance'],
    }),
    accountLogout: build.mutation<null, void>({
      query: () => request('user/logout', {}),
    }),
  }),
});

export const { useAccountFundHoldingsQuery, useAccountLogoutMutation } = mineApi;
