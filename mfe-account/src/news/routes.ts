// The news pages, merged into the account remote's route table (mfe-account/src/routes.tsx).
import type { ComponentType } from 'react';
import './i18n';
import { NewsDetailPage } from './NewsDetailPage';
import { NewsListPage } from './NewsListPage';
import { NEWS_DETAIL_PATH, NEWS_LIST_PATH } from './paths';

export const newsPages: Record<string, ComponentType> = {
  [NEWS_LIST_PATH]: NewsListPage,
  [NEWS_DETAIL_PATH]: NewsDetailPage,
};
