// The wallet namespace, registered in the app's one i18next instance when this remote loads.
import { registerTranslations } from '@app/shared';
import en from './locales/en.json';

export const NS = 'wallet';
// English is bundled; the other languages are fetched when in use (one small chunk each).
registerTranslations(NS, {
  en,
  'zh-Hans': () => import(/* webpackChunkName: "i18n-wallet-zh-Hans" */ './locales/zh-Hans.json').then((m) => m.default),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-wallet-zh-Hant" */ './locales/zh-Hant.json').then((m) => m.default),
  ja: () => import(/* webpackChunkName: "i18n-wallet-ja" */ './locales/ja.json').then((m) => m.default),
});
