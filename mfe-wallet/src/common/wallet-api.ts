// Wallet endpoints, injected into the app's one api (names prefixed `wallet`). Balances come from
// the shared useUserWalletQuery ('Balance'); every call that moves money invalidates 'Balance'
// and its own list, so Mine, the buy form and these pages agree at once.
import {
  api, request,
  type BankAccount, type BankAccountFields, type BankChannel, type BankRechargeRequest, type Beneficiary, type BeneficiaryFields,
  type DigitalAddress, type DigitalChannel, type DigitalRechargeRequest, type FundBuyRequest, type FundDetail, type FundOrder,
  type FundSummary, type FundingDetailsRequest, type FundingRecord, type RealNameInfo, type Recharge, type TransferRequest,
  type UpdateDigitalRequest, type UpdateWithdrawPasswordRequest, type UserWallet, type WalletPage, type WithdrawRequest, type Withdrawal,
} from '@app/shared';

/** Rows per page of the history lists (the next page comes as the user scrolls). */
export const WALLET_LIST_PAGE_SIZE = 20;

type PageArg<A> = { queryArg: A; pageParam: number };
const nextPage = <T,>(last: WalletPage<T>, all: WalletPage<T>[], lastPage: number) =>
  (all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastPage + 1 : undefined);
const pages = { initialPageParam: 1, getNextPageParam: nextPage } as const;

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletTransfer: build.mutation<UserWallet, TransferRequest>({
      query: (req) => request('user/transferWallet', req, true),
      invalidatesTags: ['Balance'],
    }),
    walletFundingDetails: build.infiniteQuery<WalletPage<FundingRecord>, Omit<FundingDetailsRequest, 'page' | 'pageSize'>, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }: PageArg<Omit<FundingDetailsRequest, 'page' | 'pageSize'>>) =>
        request('user/reflushWalletMsg', { ...queryArg, page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Balance'],
    }),
    walletUpdateWithdrawPassword: build.mutation<null, UpdateWithdrawPasswordRequest>({
      query: (req) => request('user/updateWithdrawPwd', req, true),
      invalidatesTags: ['Balance'],
    }),
    walletBank: build.query<BankAccount | null, void>({
      query: () => request('user/myBank', {}),
      providesTags: ['FinancialAccounts'],
    }),
    walletUpdateBank: build.mutation<BankAccount, BankAccountFields>({
      query: (req) => request('user/updateBankAccount', req, true),
      invalidatesTags: ['FinancialAccounts'],
    }),
    walletDigital: build.query<DigitalAddress | null, void>({
      query: () => request('user/myDigital', {}),
      providesTags: ['FinancialAccounts'],
    }),
    walletUpdateDigital: build.mutation<DigitalAddress, UpdateDigitalRequest>({
      query: (req) => request('user/updateDigital', req, true),
      invalidatesTags: ['FinancialAccounts'],
    }),
    walletBeneficiary: build.query<Beneficiary | null, void>({
      query: () => request('user/myBeneficiary', {}),
      providesTags: ['FinancialAccounts'],
    }),
    walletUpdateBeneficiary: build.mutation<Beneficiary, BeneficiaryFields>({
      query: (req) => request('user/updateBeneficiary', req, true),
      invalidatesTags: ['FinancialAccounts'],
    }),
    walletRealName: build.query<RealNameInfo, void>({
      query: () => request('user/myRealname', {}),
      providesTags: ['RealName'],
    }),
    walletBankChannels: build.query<BankChannel[], void>({
      query: () => request('pay/payChannel', {}),
    }),
    walletDigitalChannels: build.query<DigitalChannel[], void>({
      query: () => request('pay/channelDigital', {}),
    }),
    walletRecharge: build.mutation<Recharge, BankRechargeRequest>({
      query: (req) => request('pay/pay', req, true),
      invalidatesTags: ['Recharges'],
    }),
    walletRechargeUsdt: build.mutation<Recharge, DigitalRechargeRequest>({
      query: (req) => request('pay/payDigital', req, true),
      invalidatesTags: ['Recharges'],
    }),
    walletRecharges: build.infiniteQuery<WalletPage<Recharge>, void, number>({
      infiniteQueryOptions: pages,
      query: ({ pageParam }) => request('pay/myPay', { page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Recharges', 'Balance'],
    }),
    walletWithdraw: build.mutation<Withdrawal, WithdrawRequest>({
      query: (req) => request('pay/withdraw', req, true),
      invalidatesTags: ['Balance', 'Withdrawals'],
    }),
    walletWithdrawals: build.infiniteQuery<WalletPage<Withdrawal>, void, number>({
      infiniteQueryOptions: pages,
      query: ({ pageParam }) => request('pay/withdrawList', { page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Withdrawals', 'Balance'],
    }),
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
      infiniteQueryOptions: pages,
      query: ({ pageParam }) => request('funds/myOrders', { page: pageParam, pageSize: WALLET_LIST_PAGE_SIZE }),
      providesTags: ['Funds', 'Balance'],
    }),
  }),
});

export const {
  useWalletTransferMutation, useWalletFundingDetailsInfiniteQuery, useWalletUpdateWithdrawPasswordMutation,
  useWalletBankQuery, useWalletUpdateBankMutation, useWalletDigitalQuery, useWalletUpdateDigitalMutation,
  useWalletBeneficiaryQuery, useWalletUpdateBeneficiaryMutation, useWalletRealNameQuery,
  useWalletBankChannelsQuery, useWalletDigitalChannelsQuery, useWalletRechargeMutation, useWalletRechargeUsdtMutation,
  useWalletRechargesInfiniteQuery, useWalletWithdrawMutation, useWalletWithdrawalsInfiniteQuery,
  useWalletFundsQuery, useWalletFundDetailQuery, useWalletBuyFundMutation, useWalletFundOrdersInfiniteQuery,
} = walletApi;
