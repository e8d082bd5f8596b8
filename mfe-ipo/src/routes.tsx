// Public surface of the IPO & AI remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { placeholderPage } from '@app/shared';
import { NS } from './i18n';

export const pages: Record<string, ComponentType> = {
  '/pages/mine/ipo': placeholderPage(NS, 'title.ipo'),
  '/pages/mine/ipoOrder': placeholderPage(NS, 'title.ipoOrder'),
  '/pages/mine/ipoSubscribe': placeholderPage(NS, 'title.ipoSubscribe'),
};
