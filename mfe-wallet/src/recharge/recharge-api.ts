// Recharging: the payment channels and the two ways to pay in (bank transfer, USDT). The list of
// recharges is ../common/recharges-api (the history reads it too).
import {
  api,
  request,
  type BankChannel,
  type BankRechargeRequest,
  type DigitalChannel,
  type DigitalRechargeRequest,
  type Recharge,
} from '@app/shared';

export const rechargeApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useWalletBankChannelsQuery, useWalletDigitalChannelsQuery, useWalletRechargeMutation, useWalletRechargeUsdtMutation } =
  rechargeApi;
