// Public surface of the IPO & AI remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { PATH, placeholderPage } from '@app/shared';
import { NS } from './i18n';

export const pages: Record<string, ComponentType> = {
  [PATH.ipo]: placeholderPage(NS, 'title.ipo'),
  [PATH.ipoOrders]: placeholderPage(NS, 'title.ipoOrder'),
  [PATH.ipoSubscribe]: placeholderPage(NS, 'title.ipoSubscribe'),
};
