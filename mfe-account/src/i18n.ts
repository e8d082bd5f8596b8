// The account namespace, registered in the app's one i18next instance when this remote loads.
import { registerMessages } from '@app/shared/i18n/register';
import en from './locales/en.json';

export const NS = registerMessages('account', en, {
  'zh-Hans': () => import(/* webpackChunkName: "i18n-account-zh-Hans" */ './locales/zh-Hans.json'),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-account-zh-Hant" */ './locales/zh-Hant.json'),
  ja: () => import(/* webpackChunkName: "i18n-account-ja" */ './locales/ja.json'),
});
