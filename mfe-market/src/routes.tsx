// Public surface of the market remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { placeholderPage } from '@app/shared';
import { NS } from './i18n';
import './search/recent-searches-slice';
import { MarketListPage } from './list/MarketListPage';

export const pages: Record<string, ComponentType> = {
  '/pages/market/list': MarketListPage,
  '/pages/home/searchlist': placeholderPage(NS, 'title.search'),
  '/pages/home/listdetail': placeholderPage(NS, 'title.detail'),
  '/pages/mylist/mylist': placeholderPage(NS, 'title.watchlist'),
};
