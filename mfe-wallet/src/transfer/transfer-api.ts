// The transfer between the stock account and the coin wallet (user/transferWallet).
import { api, request, type TransferRequest, type UserWallet } from '@app/shared';

export const transferApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletTransfer: build.mutation<UserWallet, TransferRequest>({
      query: (req) => request('user/transferWallet', req, true),
      invalidatesTags: ['Balance'],
    }),
  }),
});

export const { useWalletTransferMutation } = transferApi;
