// The catalogue of links: the path of every page another package links to (docs/product.md §2
// where it names one) and the typed builder of a link to it. The shell, the remotes and the e2e
// tests link to a page only through this module. A page's path is declared by the remote that owns
// it, in its route declaration (mfe-<remote>/src/routes.tsx); PATH repeats it for the pages others
// link to, and tests keep the two equal (path-owners.ts names the owner of each entry). A new page
// needs no entry here until another package links to it.
import type { LeverDirection } from '../contracts/trade';

/** Route paths without their query. Keys name the screen in the product's words. */
export const PATH = {
  // Shell
  home: '/',
  homeAlias: '/pages/home/index',
  // Market
  market: '/pages/market/list',
  search: '/pages/home/searchlist',
  detail: '/pages/home/listdetail',
  spot: '/pages/market/spot',
  options: '/pages/market/options',
  watchlist: '/pages/mylist/mylist',
  // Trade
  buy: '/pages/home/twoBuy',
  positions: '/pages/home/orderlist',
  // IPO and AI ordering. docs/product.md §2 lists the IPO routes; the AI screens' and the order detail's
  // routes are not shown, so they follow the same pages/<section>/<name> shape.
  ipo: '/pages/mine/ipo',
  ipoSubscribe: '/pages/mine/ipoSubscribe',
  ipoOrders: '/pages/mine/ipoOrder',
  ipoOrderDetail: '/pages/mine/ipoOrderDetail',
  ai: '/pages/ai/index',
  aiRule: '/pages/ai/rule',
  // Wallet (funds too: their contract is the wallet's)
  recharge: '/pages/mine/recharge',
  withdrawal: '/pages/mine/withdrawal',
  withdrawPassword: '/pages/mine/withdrawPassword',
  transfer: '/pages/mine/transfer',
  usdtCard: '/pages/mine/USDTcard',
  bankCard: '/pages/mine/card',
  editBankInformation: '/pages/mine/editBankInformation',
  fundingDetails: '/pages/mine/detail',
  rechargeList: '/pages/mine/rechargelist',
  cashList: '/pages/mine/cashlist',
  funds: '/pages/fund/list',
  fundDetail: '/pages/fund/detail',
  fundOrder: '/pages/fund/order',
  fundOrders: '/pages/fund/myOrders',
  // Account
  openAccount: '/pages/home/openaccount',
  login: '/pages/login/login',
  register: '/pages/login/register',
  forget: '/pages/login/forget',
  mine: '/pages/mine/user',
  setting: '/pages/mine/setting',
  editProfile: '/pages/mine/edit',
  changePassword: '/pages/mine/password',
  authentication: '/pages/mine/authentication',
  invite: '/pages/mine/invite',
  help: '/pages/help/index',
  helpList: '/pages/help/list',
  helpDetail: '/pages/help/detail',
  introduce: '/pages/mine/introduce',
  profile: '/pages/mine/profile',
  chat: '/pages/service/chat',
  newsList: '/pages/new/newsList',
  newsDetail: '/pages/new/newsDetail',
} as const;

export type RouteKey = keyof typeof PATH;
export type RoutePath = (typeof PATH)[RouteKey];

/** The paths the shell itself renders (Home); every other path belongs to one remote. */
export const SHELL_PATHS: readonly RoutePath[] = [PATH.home, PATH.homeAlias];

type Query = Record<string, string | number | boolean | null | undefined>;

/** `path?k=v&…` with the defined values, in the order given. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type NewsCategory = 'news' | 'notice';
/** Funding-details filter: one wallet or both. */
export type WalletFilter = 'stock' | 'coin';

/** Links with their parameters. A page reads the same names from its query string. */
export const paths = {
  home: () => PATH.home,
  market: (q: { country?: string; sort?: string } = {}) => withQuery(PATH.market, q),
  search: () => PATH.search,
  detail: (q: { code: string }) => withQuery(PATH.detail, q),
  spot: (q: { code: string }) => withQuery(PATH.spot, q),
  options: (q: { code: string }) => withQuery(PATH.options, q),
  watchlist: () => PATH.watchlist,

  buy: (q: { code: string; direction: LeverDirection }) => withQuery(PATH.buy, q),
  positions: (q: { tab?: 'holding' | 'historical' } = {}) => withQuery(PATH.positions, q),

  ipo: (q: { phase?: string } = {}) => withQuery(PATH.ipo, q),
  ipoSubscribe: (q: { id: number }) => withQuery(PATH.ipoSubscribe, q),
  ipoOrders: (q: { state?: string } = {}) => withQuery(PATH.ipoOrders, q),
  ipoOrderDetail: (q: { id: number }) => withQuery(PATH.ipoOrderDetail, q),
  ai: () => PATH.ai,
  aiRule: () => PATH.aiRule,

  recharge: (q: { method?: 'bank' | 'usdt' } = {}) => withQuery(PATH.recharge, q),
  withdrawal: () => PATH.withdrawal,
  withdrawPassword: () => PATH.withdrawPassword,
  transfer: () => PATH.transfer,
  usdtCard: () => PATH.usdtCard,
  bankCard: () => PATH.bankCard,
  editBankInformation: () => PATH.editBankInformation,
  fundingDetails: (q: { wallet?: WalletFilter } = {}) => withQuery(PATH.fundingDetails, q),
  rechargeList: () => PATH.rechargeList,
  cashList: () => PATH.cashList,
  funds: () => PATH.funds,
  fundDetail: (q: { id: number }) => withQuery(PATH.fundDetail, q),
  fundOrder: (q: { id: number }) => withQuery(PATH.fundOrder, q),
  fundOrders: () => PATH.fundOrders,

  openAccount: () => PATH.openAccount,
  login: () => PATH.login,
  register: (q: { invite?: string } = {}) => withQuery(PATH.register, q),
  forget: () => PATH.forget,
  mine: () => PATH.mine,
  setting: () => PATH.setting,
  editProfile: () => PATH.editProfile,
  changePassword: () => PATH.changePassword,
  authentication: () => PATH.authentication,
  invite: () => PATH.invite,
  help: () => PATH.help,
  helpList: (q: { category: number }) => withQuery(PATH.helpList, q),
  helpDetail: (q: { id: number }) => withQuery(PATH.helpDetail, q),
  introduce: () => PATH.introduce,
  profile: () => PATH.profile,
  chat: () => PATH.chat,
  newsList: (q: { category?: NewsCategory } = {}) => withQuery(PATH.newsList, q),
  newsDetail: (q: { id: number }) => withQuery(PATH.newsDetail, q),
};

/**
 * What a logged-out customer had started when they were sent to log in, finished on the page they
 * come back to. Only these kinds exist: nothing else is ever carried or run.
 *   collect: put the product with this code in the watchlist (never takes it out).
 */
export type ReturnIntent = { kind: 'collect'; code: string };

/**
 * Router state that brings the user back after logging in (`navigate(paths.login(),
 * { state: returnTo(here, intent?) })`): the login and register pages read `from`, and hand the
 * intent to the page they return to (afterLoginState). Router state is the page's history entry,
 * never the URL: a link cannot start an action.
 */
export interface ReturnState {
  from: string;
  intent?: ReturnIntent;
}
export function returnTo(pathWithSearch: string, intent?: ReturnIntent): ReturnState {
  return intent ? { from: pathWithSearch, intent } : { from: pathWithSearch };
}

/** A product code as the provider takes them: letters, digits, '.', '-' or '_', at most 32. */
const PRODUCT_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** The intent in router state, when it is one the app knows with a well-formed product code; else undefined. */
export function returnIntentOf(state: unknown): ReturnIntent | undefined {
  const intent = (state as Partial<ReturnState> | null)?.intent as Partial<ReturnIntent> | undefined;
  if (intent?.kind === 'collect' && typeof intent.code === 'string' && PRODUCT_CODE.test(intent.code)) {
    return { kind: 'collect', code: intent.code };
  }
  return undefined;
}

/** Router state for the page returned to after a login or a registration: the checked intent only. */
export function afterLoginState(state: unknown): { intent: ReturnIntent } | undefined {
  const intent = returnIntentOf(state);
  return intent ? { intent } : undefined;
}

/** The page to return to from router state, or `fallback` (only same-app paths are accepted). */
export function returnPathOf(state: unknown, fallback: string = PATH.mine): string {
  const from = (state as Partial<ReturnState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}

/** True when `pathname` shows `path` (a trailing slash is the same page). */
export function isPath(pathname: string, path: string): boolean {
  return pathname === path || pathname === `${path}/`;
}
