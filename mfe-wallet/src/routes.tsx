// Public surface of the wallet remote: its pages by path (see routes.json for ownership). Each
// page family is its own chunk, fetched when visited.
import type { ComponentType } from 'react';
import { PATH, lazyPage as page } from '@app/shared/routes';
import './i18n';

export const pages: Record<string, ComponentType> = {
  [PATH.recharge]: page(() => import('./recharge/RechargePage'), 'RechargePage'),
  [PATH.withdrawal]: page(() => import('./withdrawal/WithdrawalPage'), 'WithdrawalPage'),
  [PATH.withdrawPassword]: page(() => import('./withdrawal/WithdrawPasswordPage'), 'WithdrawPasswordPage'),
  [PATH.transfer]: page(() => import('./transfer/TransferPage'), 'TransferPage'),
  [PATH.bankCard]: page(() => import('./accounts/BankCardPage'), 'BankCardPage'),
  [PATH.usdtCard]: page(() => import('./accounts/UsdtCardPage'), 'UsdtCardPage'),
  [PATH.editBankInformation]: page(() => import('./accounts/EditBankPage'), 'EditBankPage'),
  [PATH.fundingDetails]: page(() => import('./history/FundingDetailsPage'), 'FundingDetailsPage'),
  [PATH.rechargeList]: page(() => import('./history/RechargeListPage'), 'RechargeListPage'),
  [PATH.cashList]: page(() => import('./history/CashListPage'), 'CashListPage'),
  [PATH.funds]: page(() => import('./funds/FundListPage'), 'FundListPage'),
  [PATH.fundDetail]: page(() => import('./funds/FundDetailPage'), 'FundDetailPage'),
  [PATH.fundOrder]: page(() => import('./funds/FundOrderPage'), 'FundOrderPage'),
  [PATH.fundOrders]: page(() => import('./funds/FundOrdersPage'), 'FundOrdersPage'),
};
