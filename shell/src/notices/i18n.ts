// The notices namespace: English bundled, other languages fetched when in use.
import { registerTranslations } from '@app/shared';
import en from './locales/en.json';

export const NOTICES_NS = 'notices';
registerTranslations(NOTICES_NS, {
  en,
  'zh-Hans': () => import(/* webpackChunkName: "i18n-notices-zh-Hans" */ './locales/zh-Hans.json').then((m) => m.default),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-notices-zh-Hant" */ './locales/zh-Hant.json').then((m) => m.default),
  ja: () => import(/* webpackChunkName: "i18n-notices-ja" */ './locales/ja.json').then((m) => m.default),
});
