// Public surface of the account remote: its pages by path (see routes.json for ownership).
import type { ComponentType } from 'react';
import { PATH, placeholderPage } from '@app/shared';
import { NS } from './i18n';
import { OpenAccountPage } from './auth/OpenAccountPage';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { ForgetPage } from './auth/ForgetPage';
import { MinePage } from './mine/MinePage';
import { newsPages } from './news/routes';

export const pages: Record<string, ComponentType> = {
  [PATH.openAccount]: OpenAccountPage,
  [PATH.login]: LoginPage,
  [PATH.register]: RegisterPage,
  [PATH.forget]: ForgetPage,
  [PATH.mine]: MinePage,
  [PATH.setting]: placeholderPage(NS, 'title.setting'),
  [PATH.authentication]: placeholderPage(NS, 'title.authentication'),
  [PATH.editProfile]: placeholderPage(NS, 'title.edit'),
  ...newsPages, // news list and details (src/news)
};
