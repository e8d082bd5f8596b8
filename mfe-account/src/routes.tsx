// Public surface of the account remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { placeholderPage } from '@app/shared';
import { NS } from './i18n';
import { OpenAccountPage } from './auth/OpenAccountPage';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { ForgetPage } from './auth/ForgetPage';
import { MinePage } from './mine/MinePage';
import { newsPages } from './news/routes';

export const pages: Record<string, ComponentType> = {
  '/pages/home/openaccount': OpenAccountPage,
  '/pages/login/login': LoginPage,
  '/pages/login/register': RegisterPage,
  '/pages/login/forget': ForgetPage,
  '/pages/mine/user': MinePage,
  '/pages/mine/setting': placeholderPage(NS, 'title.setting'),
  '/pages/mine/authentication': placeholderPage(NS, 'title.authentication'),
  '/pages/mine/edit': placeholderPage(NS, 'title.edit'),
  ...newsPages, // news list and details (src/news)
};
