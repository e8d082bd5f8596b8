// Public surface of the wallet remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { placeholderPage } from '@app/shared';
import { NS } from './i18n';

export const pages: Record<string, ComponentType> = {
  '/pages/mine/recharge': placeholderPage(NS, 'title.recharge'),
  '/pages/mine/withdrawal': placeholderPage(NS, 'title.withdrawal'),
  '/pages/mine/transfer': placeholderPage(NS, 'title.transfer'),
  '/pages/mine/USDTcard': placeholderPage(NS, 'title.financialAccount'),
  '/pages/mine/card': placeholderPage(NS, 'title.financialAccount'),
  '/pages/mine/detail': placeholderPage(NS, 'title.detail'),
  '/pages/mine/rechargelist': placeholderPage(NS, 'title.rechargeList'),
  '/pages/mine/cashlist': placeholderPage(NS, 'title.cashList'),
  '/pages/mine/editBankInformation': placeholderPage(NS, 'title.bankInformation'),
};
