// navigationBar/queryNavigationBarList: Home's four-column icon menu (two rows), kept as data.
// Icons are self-contained SVGs in server/static/nav/; links are in-app paths of docs/product.md §2.
import type { Localized } from '../i18n/localized';

export interface NavigationEntry {
  id: number;
  title: Localized;
  icon: string;
  link: string;
}

export const NAVIGATION: readonly NavigationEntry[] = [
  { id: 1, title: { en: 'IPO', zh: '新股申购', ja: '新規公開株' }, icon: '/static/nav/ipo.svg', link: '/pages/mine/ipo' },
  { id: 2, title: { en: 'Recharge', zh: '充值', ja: '入金' }, icon: '/static/nav/recharge.svg', link: '/pages/mine/recharge' },
  { id: 3, title: { en: 'Withdrawal', zh: '提现', ja: '出金' }, icon: '/static/nav/withdrawal.svg', link: '/pages/mine/withdrawal' },
  { id: 4, title: { en: 'Watchlist', zh: '自选', ja: 'ウォッチリスト' }, icon: '/static/nav/watchlist.svg', link: '/pages/mylist/mylist' },
  { id: 5, title: { en: 'Markets', zh: '行情', ja: 'マーケット' }, icon: '/static/nav/markets.svg', link: '/pages/market/list' },
  { id: 6, title: { en: 'Transfer', zh: '资金划转', ja: '振替' }, icon: '/static/nav/transfer.svg', link: '/pages/mine/transfer' },
  {
    id: 7,
    title: { en: 'Funding details', zh: '资金明细', ja: '入出金明細' },
    icon: '/static/nav/details.svg',
    link: '/pages/mine/detail',
  },
  {
    id: 8,
    title: { en: 'Real name', zh: '实名认证', ja: '本人確認', 'zh-Hant': '實名認證' },
    icon: '/static/nav/verify.svg',
    link: '/pages/mine/authentication',
  },
];
