// The account remote's route module (exposed as `./routes`): its routes, declared once — path,
// whether the page needs a session, the page. routes.json is written from this list (see
// routes.test.tsx). The sign-in pages, Mine and the news ship in this chunk; the other pages are
// their own chunks.
import { lazyPage as page, pagesOf, type RouteDeclaration } from '@app/shared/routes';
import './i18n';
import './news/i18n';
import { OpenAccountPage } from './auth/OpenAccountPage';
import { LoginPage } from './auth/LoginPage';
import { RegisterPage } from './auth/RegisterPage';
import { ForgetPage } from './auth/ForgetPage';
import { MinePage } from './mine/MinePage';
import { NewsDetailPage } from './news/NewsDetailPage';
import { NewsListPage } from './news/NewsListPage';

export const routes: readonly RouteDeclaration[] = [
  { path: '/pages/home/openaccount', auth: false, page: OpenAccountPage },
  { path: '/pages/login/login', auth: false, page: LoginPage },
  { path: '/pages/login/register', auth: false, page: RegisterPage },
  { path: '/pages/login/forget', auth: false, page: ForgetPage },
  { path: '/pages/mine/user', auth: true, page: MinePage },
  {
    path: '/pages/mine/setting',
    auth: true,
    page: page(() => import(/* webpackChunkName: "account-setting" */ './settings/SettingPage'), 'SettingPage'),
  },
  {
    path: '/pages/mine/authentication',
    auth: true,
    page: page(() => import(/* webpackChunkName: "account-real-name" */ './realname/AuthenticationPage'), 'AuthenticationPage'),
  },
  {
    path: '/pages/mine/edit',
    auth: true,
    page: page(() => import(/* webpackChunkName: "account-edit" */ './settings/EditProfilePage'), 'EditProfilePage'),
  },
  { path: '/pages/new/newsList', auth: false, page: NewsListPage },
  { path: '/pages/new/newsDetail', auth: false, page: NewsDetailPage },
  {
    path: '/pages/mine/password',
    auth: true,
    page: page(() => import(/* webpackChunkName: "account-password" */ './settings/ChangePasswordPage'), 'ChangePasswordPage'),
  },
  {
    path: '/pages/mine/invite',
    auth: true,
    page: page(() => import(/* webpackChunkName: "account-invite" */ './invite/InvitePage'), 'InvitePage'),
  },
  {
    path: '/pages/help/index',
    auth: false,
    page: page(() => import(/* webpackChunkName: "account-help" */ './help/HelpPages'), 'HelpPage'),
  },
  {
    path: '/pages/help/list',
    auth: false,
    page: page(() => import(/* webpackChunkName: "account-help" */ './help/HelpPages'), 'HelpListPage'),
  },
  {
    path: '/pages/help/detail',
    auth: false,
    page: page(() => import(/* webpackChunkName: "account-help" */ './help/HelpPages'), 'HelpDetailPage'),
  },
  {
    path: '/pages/mine/introduce',
    auth: false,
    page: page(() => import(/* webpackChunkName: "account-about" */ './about/AboutPages'), 'IntroducePage'),
  },
  {
    path: '/pages/mine/profile',
    auth: false,
    page: page(() => import(/* webpackChunkName: "account-about" */ './about/AboutPages'), 'ProfilePage'),
  },
  {
    path: '/pages/service/chat',
    auth: true,
    page: page(() => import(/* webpackChunkName: "account-chat" */ './chat/ChatPage'), 'ChatPage'),
  },
];

export const pages = pagesOf(routes);
