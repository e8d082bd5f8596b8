// The IPO & AI remote's route module (exposed as `./routes`): its routes, declared once — path,
// whether the page needs a session, the page. routes.json is written from this list (see
// routes.test.tsx). Each page is its own chunk, fetched when visited.
import { lazyPage as page, pagesOf, type RouteDeclaration } from '@app/shared/routes';
import './i18n';

export const routes: readonly RouteDeclaration[] = [
  { path: '/pages/mine/ipo', auth: true, page: page(() => import('./ipo/IpoListPage'), 'IpoListPage') },
  { path: '/pages/mine/ipoOrder', auth: true, page: page(() => import('./orders/IpoOrdersPage'), 'IpoOrdersPage') },
  { path: '/pages/mine/ipoSubscribe', auth: true, page: page(() => import('./ipo/SubscribePage'), 'SubscribePage') },
  { path: '/pages/mine/ipoOrderDetail', auth: true, page: page(() => import('./orders/IpoOrderDetailPage'), 'IpoOrderDetailPage') },
  { path: '/pages/ai/index', auth: true, page: page(() => import('./ai/AiPage'), 'AiPage') },
  { path: '/pages/ai/rule', auth: false, page: page(() => import('./ai/AiRulePage'), 'AiRulePage') },
];

export const pages = pagesOf(routes);
