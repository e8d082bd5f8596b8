// Public surface of the IPO & AI remote: its pages by path (see routes.json for ownership). Each
// page is its own chunk, fetched when visited.
import type { ComponentType } from 'react';
import { PATH, lazyPage as page } from '@app/shared/routes';
import './i18n';

export const pages: Record<string, ComponentType> = {
  [PATH.ipo]: page(() => import('./ipo/IpoListPage'), 'IpoListPage'),
  [PATH.ipoSubscribe]: page(() => import('./ipo/SubscribePage'), 'SubscribePage'),
  [PATH.ipoOrders]: page(() => import('./orders/IpoOrdersPage'), 'IpoOrdersPage'),
  [PATH.ipoOrderDetail]: page(() => import('./orders/IpoOrderDetailPage'), 'IpoOrderDetailPage'),
  [PATH.ai]: page(() => import('./ai/AiPage'), 'AiPage'),
  [PATH.aiRule]: page(() => import('./ai/AiRulePage'), 'AiRulePage'),
};
