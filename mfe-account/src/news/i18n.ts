// The news namespace (this feature's own, so the account team's locale files stay theirs),
// registered in the app's one i18next instance when this code loads.
import { registerTranslations } from '@app/shared';
import en from './locales/en.json';

export const NEWS_NS = 'news';
// English is bundled; the other languages are fetched when in use (one small chunk each).
registerTranslations(NEWS_NS, {
  en,
  'zh-Hans': () => import(/* webpackChunkName: "i18n-news-zh-Hans" */ './locales/zh-Hans.json').then((m) => m.default),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-news-zh-Hant" */ './locales/zh-Hant.json').then((m) => m.default),
  ja: () => import(/* webpackChunkName: "i18n-news-ja" */ './locales/ja.json').then((m) => m.default),
});
