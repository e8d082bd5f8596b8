// antd-mobile's own texts (dialog buttons, the mask's screen-reader label, pull-to-refresh, empty
// states) in the interface language. Its default is zh-CN whatever the page's language.
// antd-mobile is not a federation singleton: the shell and each remote bundle their own copy, each
// with its own default config, so every copy that shows components calls
// `followUiLanguageInAntd(setDefaultConfig)` once (the shell also wraps the app in a
// ConfigProvider). English is bundled; the other locales are small chunks fetched when in use.
// The CommonJS paths are the ones Jest can load; webpack points them at the ES build.
import type { Locale } from 'antd-mobile/es/locales/base';
import enUS from 'antd-mobile/cjs/locales/en-US';
import { currentUiLanguage, i18n } from './i18n';
import type { UiLanguage } from './languages';

export type AntdLocale = Locale;

const LOADERS: Record<UiLanguage, () => Promise<Locale>> = {
  en: () => Promise.resolve(enUS),
  'zh-Hans': () => import(/* webpackChunkName: "antd-locale-zh-CN" */ 'antd-mobile/cjs/locales/zh-CN').then((m) => m.default),
  'zh-Hant': () => import(/* webpackChunkName: "antd-locale-zh-TW" */ 'antd-mobile/cjs/locales/zh-TW').then((m) => m.default),
  ja: () => import(/* webpackChunkName: "antd-locale-ja-JP" */ 'antd-mobile/cjs/locales/ja-JP').then((m) => m.default),
};

/** antd-mobile's locale for an interface language (en-US, zh-CN, zh-TW, ja-JP). */
export function antdLocaleOf(language: UiLanguage): Promise<Locale> {
  return LOADERS[language]().catch(() => enUS);
}

/**
 * Calls `apply` with antd-mobile's locale now and whenever the interface language changes (the
 * last change wins when fetches overlap). Returns the unsubscribe function.
 */
export function followUiLanguageInAntd(apply: (config: { locale: Locale }) => void): () => void {
  let latest = 0;
  const update = () => {
    const ticket = ++latest;
    const language = currentUiLanguage();
    if (language === 'en') apply({ locale: enUS });
    else
      void antdLocaleOf(language).then((locale) => {
        if (ticket === latest) apply({ locale });
      });
  };
  update();
  i18n.on('languageChanged', update);
  return () => i18n.off('languageChanged', update);
}

export { enUS as antdEnglish };
