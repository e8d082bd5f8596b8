// The accounts a withdrawal pays out to (bank card, USDT address, beneficiary) and the real name
// they must match, injected into the app's one api (names prefixed `wallet`): the accounts pages
// and the withdrawal page read them. Each feature injects its own calls from its <feature>-api.ts;
// what the wallet's features share lives in common/.
import { api, request, type BankAccount, type Beneficiary, type DigitalAddress, type RealNameInfo } from '@app/shared';

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletBank: build.query<BankAccount | null, void>({
      query: () => request('user/myBank', {}),
      providesTags: ['FinancialAccounts'],
    }),
    walletDigital: build.query<DigitalAddress | null, void>({
      query: () => request('user/myDigital', {}),
      providesTags: ['FinancialAccounts'],
    }),
    walletBeneficiary: build.query<Beneficiary | null, void>({
      query: () => request('user/myBeneficiary', {}),
      providesTags: ['FinancialAccounts'],
    }),
    walletRealName: build.query<RealNameInfo, void>({
      query: () => request('user/myRealname', {}),
      providesTags: ['RealName'],
    }),
  }),
});

export const { useWalletBankQuery, useWalletDigitalQuery, useWalletBeneficiaryQuery, useWalletRealNameQuery } = walletApi;
