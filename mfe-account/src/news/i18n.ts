// The news namespace (this feature's own, so the account team's locale files stay theirs),
// registered in the app's one i18next instance when this code loads.
import { registerMessages } from '@app/shared/i18n/register';
import en from './locales/en.json';

export const NEWS_NS = registerMessages('news', en, {
  'zh-Hans': () => import(/* webpackChunkName: "i18n-news-zh-Hans" */ './locales/zh-Hans.json'),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-news-zh-Hant" */ './locales/zh-Hant.json'),
  ja: () => import(/* webpackChunkName: "i18n-news-ja" */ './locales/ja.json'),
});
