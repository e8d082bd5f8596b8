// The wallet remote's route module (exposed as `./routes`): its routes, declared once — path,
// whether the page needs a session, the page. routes.json is written from this list (see
// routes.test.tsx). Each page family is its own chunk, fetched when visited.
import { lazyPage as page, pagesOf, type RouteDeclaration } from '@app/shared/routes';
import './i18n';

export const routes: readonly RouteDeclaration[] = [
  { path: '/pages/mine/recharge', auth: true, page: page(() => import('./recharge/RechargePage'), 'RechargePage') },
  { path: '/pages/mine/withdrawal', auth: true, page: page(() => import('./withdrawal/WithdrawalPage'), 'WithdrawalPage') },
  { path: '/pages/mine/transfer', auth: true, page: page(() => import('./transfer/TransferPage'), 'TransferPage') },
  { path: '/pages/mine/USDTcard', auth: true, page: page(() => import('./accounts/UsdtCardPage'), 'UsdtCardPage') },
  { path: '/pages/mine/card', auth: true, page: page(() => import('./accounts/BankCardPage'), 'BankCardPage') },
  { path: '/pages/mine/detail', auth: true, page: page(() => import('./history/FundingDetailsPage'), 'FundingDetailsPage') },
  { path: '/pages/mine/rechargelist', auth: true, page: page(() => import('./history/RechargeListPage'), 'RechargeListPage') },
  { path: '/pages/mine/cashlist', auth: true, page: page(() => import('./history/CashListPage'), 'CashListPage') },
  { path: '/pages/mine/editBankInformation', auth: true, page: page(() => import('./accounts/EditBankPage'), 'EditBankPage') },
  {
    path: '/pages/mine/withdrawPassword',
    auth: true,
    page: page(() => import('./withdrawal/WithdrawPasswordPage'), 'WithdrawPasswordPage'),
  },
  { path: '/pages/fund/list', auth: false, page: page(() => import('./funds/FundListPage'), 'FundListPage') },
  { path: '/pages/fund/detail', auth: false, page: page(() => import('./funds/FundDetailPage'), 'FundDetailPage') },
  { path: '/pages/fund/order', auth: true, page: page(() => import('./funds/FundOrderPage'), 'FundOrderPage') },
  { path: '/pages/fund/myOrders', auth: true, page: page(() => import('./funds/FundOrdersPage'), 'FundOrdersPage') },
];

export const pages = pagesOf(routes);
