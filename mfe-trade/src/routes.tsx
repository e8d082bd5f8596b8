// Public surface of the trade remote: its pages by path (see routes.json for ownership). The
// Position tab ships in this chunk; the buy form is its own chunk, fetched when opened.
import type { ComponentType } from 'react';
import { PATH, lazyPage as page } from '@app/shared';
import './i18n';
import { PositionsPage } from './positions/PositionsPage';

export const pages: Record<string, ComponentType> = {
  [PATH.buy]: page(() => import('./buy/BuyPage'), 'BuyPage'),
  [PATH.positions]: PositionsPage,
};
