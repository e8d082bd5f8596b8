// Public surface of the account remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { placeholderPage } from '@app/shared';
import { NS } from './i18n';
import { OpenAccountPage } from './auth/OpenAccountPage';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { MinePage } from './mine/MinePage';

export const pages: Record<string, ComponentType> = {
  '/pages/home/openaccount': OpenAccountPage,
  '/pages/login/login': LoginPage,
  '/pages/login/register': RegisterPage,
  '/pages/login/forget': placeholderPage(NS, 'title.forget'),
  '/pages/mine/user': MinePage,
  '/pages/mine/setting': placeholderPage(NS, 'title.setting'),
  '/pages/mine/authentication': placeholderPage(NS, 'title.authentication'),
  '/pages/mine/edit': placeholderPage(NS, 'title.edit'),
  '/pages/new/newsDetail': placeholderPage(NS, 'title.newsDetail'),
};
