// Which package declares each path of the catalogue (PATH): the shell (Home) or the remote whose
// route declaration (mfe-<remote>/src/routes.tsx) has it. Tests only (not exported): a remote's
// route test (describeRemoteRoutes) checks that it still declares every path PATH names for it, with
// the same value, and paths.test.ts that each remote's routes.json has them. A new entry of PATH
// (another package links to a page) needs its owner here; a new page alone needs neither.
import type { DomainName } from './domains';
import type { RouteKey } from './paths';

export type PathOwner = DomainName | 'shell';

export const PATH_OWNER: { readonly [K in RouteKey]: PathOwner } = {
  home: 'shell',
  homeAlias: 'shell',
  market: 'market',
  search: 'market',
  detail: 'market',
  spot: 'market',
  options: 'market',
  watchlist: 'market',
  buy: 'trade',
  positions: 'trade',
  ipo: 'ipo',
  ipoSubscribe: 'ipo',
  ipoOrders: 'ipo',
  ipoOrderDetail: 'ipo',
  ai: 'ipo',
  aiRule: 'ipo',
  recharge: 'wallet',
  withdrawal: 'wallet',
  withdrawPassword: 'wallet',
  transfer: 'wallet',
  usdtCard: 'wallet',
  bankCard: 'wallet',
  editBankInformation: 'wallet',
  fundingDetails: 'wallet',
  rechargeList: 'wallet',
  cashList: 'wallet',
  funds: 'wallet',
  fundDetail: 'wallet',
  fundOrder: 'wallet',
  fundOrders: 'wallet',
  openAccount: 'account',
  login: 'account',
  register: 'account',
  forget: 'account',
  mine: 'account',
  setting: 'account',
  editProfile: 'account',
  changePassword: 'account',
  authentication: 'account',
  invite: 'account',
  help: 'account',
  helpList: 'account',
  helpDetail: 'account',
  introduce: 'account',
  profile: 'account',
  chat: 'account',
  newsList: 'account',
  newsDetail: 'account',
};
