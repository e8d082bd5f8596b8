// Public surface of the wallet remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { PATH, placeholderPage } from '@app/shared';
import { NS } from './i18n';

export const pages: Record<string, ComponentType> = {
  [PATH.recharge]: placeholderPage(NS, 'title.recharge'),
  [PATH.withdrawal]: placeholderPage(NS, 'title.withdrawal'),
  [PATH.transfer]: placeholderPage(NS, 'title.transfer'),
  [PATH.usdtCard]: placeholderPage(NS, 'title.financialAccount'),
  [PATH.bankCard]: placeholderPage(NS, 'title.financialAccount'),
  [PATH.fundingDetails]: placeholderPage(NS, 'title.detail'),
  [PATH.rechargeList]: placeholderPage(NS, 'title.rechargeList'),
  [PATH.cashList]: placeholderPage(NS, 'title.cashList'),
  [PATH.editBankInformation]: placeholderPage(NS, 'title.bankInformation'),
};
