// The trade namespace, registered in the app's one i18next instance when this remote loads.
import { registerMessages } from '@app/shared/i18n/register';
import en from './locales/en.json';

export const NS = registerMessages('trade', en, {
  'zh-Hans': () => import(/* webpackChunkName: "i18n-trade-zh-Hans" */ './locales/zh-Hans.json'),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-trade-zh-Hant" */ './locales/zh-Hant.json'),
  ja: () => import(/* webpackChunkName: "i18n-trade-ja" */ './locales/ja.json'),
});
