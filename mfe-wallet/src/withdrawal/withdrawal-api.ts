// Withdrawing, and the withdrawal password it asks for. The bound accounts it pays out to are read
// through ../common/wallet-api (the accounts pages show them too).
import { api, request, type UpdateWithdrawPasswordRequest, type WithdrawRequest, type Withdrawal } from '@app/shared';

export const withdrawalApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletUpdateWithdrawPassword: build.mutation<null, UpdateWithdrawPasswordRequest>({
      query: (req) => request('user/updateWithdrawPwd', req, true),
      invalidatesTags: ['Balance'],
    }),
    walletWithdraw: build.mutation<Withdrawal, WithdrawRequest>({
      query: (req) => request('pay/withdraw', req, true),
      invalidatesTags: ['Balance', 'Withdrawals'],
    }),
  }),
});

export const { useWalletUpdateWithdrawPasswordMutation, useWalletWithdrawMutation } = withdrawalApi;
