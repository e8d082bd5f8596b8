// The console's own i18next instance (not the customer app's): English and simplified Chinese,
// both bundled (the console is one file for a few staff), in locales/. The choice is kept in this
// browser (localStorage: a preference, nothing secret). The provider's messages come back in the
// request's `lang`, which follows this language (model.ts requestLanguageOf).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zhHans } from './locales/zh-Hans';
import { initialLanguage, type ConsoleLanguage } from './model';

export const LANGUAGE_KEY = 'staff-console-language';
export const NS = 'console';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function createConsoleI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { [NS]: en }, 'zh-Hans': { [NS]: zhHans } },
    lng: initialLanguage(savedLanguage(), navigator.languages ?? [navigator.language]),
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh-Hans'],
    ns: [NS],
    defaultNS: NS,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  document.documentElement.lang = instance.language;
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      /* not kept: the next visit starts from the browser's language */
    }
  });
  return instance;
}

export const languageOf = (instance: I18n): ConsoleLanguage => (instance.language === 'zh-Hans' ? 'zh-Hans' : 'en');
