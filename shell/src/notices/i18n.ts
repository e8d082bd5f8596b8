// The notices namespace: English bundled, other languages fetched when in use.
import { registerMessages } from '@app/shared/i18n/register';
import en from './locales/en.json';

export const NOTICES_NS = registerMessages('notices', en, {
  'zh-Hans': () => import(/* webpackChunkName: "i18n-notices-zh-Hans" */ './locales/zh-Hans.json'),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-notices-zh-Hant" */ './locales/zh-Hant.json'),
  ja: () => import(/* webpackChunkName: "i18n-notices-ja" */ './locales/ja.json'),
});
