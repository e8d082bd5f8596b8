// Public surface of the trade remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { PATH, placeholderPage } from '@app/shared';
import { NS } from './i18n';
import { PositionsPage } from './positions/PositionsPage';

export const pages: Record<string, ComponentType> = {
  [PATH.buy]: placeholderPage(NS, 'title.buy'),
  [PATH.positions]: PositionsPage,
};
