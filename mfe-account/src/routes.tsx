// Public surface of the account remote: its pages by path (see routes.json for ownership). The
// sign-in pages and Mine ship in this chunk; the other pages are their own chunks.
import type { ComponentType } from 'react';
import { PATH, lazyPage as page } from '@app/shared/routes';
import './i18n';
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
  [PATH.setting]: page(() => import(/* webpackChunkName: "account-setting" */ './settings/SettingPage'), 'SettingPage'),
  [PATH.editProfile]: page(() => import(/* webpackChunkName: "account-edit" */ './settings/EditProfilePage'), 'EditProfilePage'),
  [PATH.changePassword]: page(() => import(/* webpackChunkName: "account-password" */ './settings/ChangePasswordPage'), 'ChangePasswordPage'),
  [PATH.authentication]: page(() => import(/* webpackChunkName: "account-real-name" */ './realname/AuthenticationPage'), 'AuthenticationPage'),
  [PATH.invite]: page(() => import(/* webpackChunkName: "account-invite" */ './invite/InvitePage'), 'InvitePage'),
  [PATH.help]: page(() => import(/* webpackChunkName: "account-help" */ './help/HelpPages'), 'HelpPage'),
  [PATH.helpList]: page(() => import(/* webpackChunkName: "account-help" */ './help/HelpPages'), 'HelpListPage'),
  [PATH.helpDetail]: page(() => import(/* webpackChunkName: "account-help" */ './help/HelpPages'), 'HelpDetailPage'),
  [PATH.introduce]: page(() => import(/* webpackChunkName: "account-about" */ './about/AboutPages'), 'IntroducePage'),
  [PATH.profile]: page(() => import(/* webpackChunkName: "account-about" */ './about/AboutPages'), 'ProfilePage'),
  [PATH.chat]: page(() => import(/* webpackChunkName: "account-chat" */ './chat/ChatPage'), 'ChatPage'),
  ...newsPages, // news list and details (src/news)
};
