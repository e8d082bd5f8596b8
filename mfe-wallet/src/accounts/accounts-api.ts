// Binding the accounts a withdrawal pays out to: bank card, beneficiary, USDT address. Reading them
// is ../common/wallet-api (the withdrawal page reads them too); saving one refreshes every reader.
import {
  api,
  request,
  type BankAccount,
  type BankAccountFields,
  type Beneficiary,
  type BeneficiaryFields,
  type DigitalAddress,
  type UpdateDigitalRequest,
} from '@app/shared';

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletUpdateBank: build.mutation<BankAccount, BankAccountFields>({
      query: (req) => request('user/updateBankAccount', req, true),
      invalidatesTags: ['FinancialAccounts'],
    }),
    walletUpdateDigital: build.mutation<DigitalAddress, UpdateDigitalRequest>({
      query: (req) => request('user/updateDigital', req, true),
      invalidatesTags: ['FinancialAccounts'],
    }),
    walletUpdateBeneficiary: build.mutation<Beneficiary, BeneficiaryFields>({
      query: (req) => request('user/updateBeneficiary', req, true),
      invalidatesTags: ['FinancialAccounts'],
    }),
  }),
});

export const { useWalletUpdateBankMutation, useWalletUpdateDigitalMutation, useWalletUpdateBeneficiaryMutation } = accountsApi;
