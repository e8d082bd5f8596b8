// Public surface of the trade remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { placeholderPage } from '@app/shared';
import { NS } from './i18n';
import { PositionsPage } from './positions/PositionsPage';

export const pages: Record<string, ComponentType> = {
  '/pages/home/twoBuy': placeholderPage(NS, 'title.buy'),
  '/pages/home/orderlist': PositionsPage,
};
