// The app's one i18next instance (i18next and @app/shared are federation singletons, so every
// remote gets this same instance). Each remote registers its own namespace at load time.
//
// English is bundled with the code (it is also the fallback every key resolves to); the other
// languages of a namespace are separate chunks fetched when that language is in use, so a page
// carries one language's strings, not four. A component whose namespace is still loading
// suspends (react-i18next), so text never flashes from one language to another; switching the
// language fetches every namespace in use first and then re-renders once.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../constants/session';
import {
  UI_LANGUAGES,
  dataLanguageOf,
  isUiLanguageChoice,
  requestLanguageOf,
  resolveUiLanguage,
  type RequestLanguage,
  type UiLanguage,
  type UiLanguageChoice,
} from './languages';
import { en, type CommonResources } from './locales/en';

export const i18n: I18n = i18next.createInstance();

/** One language of a namespace: the resources, or a function fetching them (a dynamic import). */
export type LanguageResources<T> = T | (() => Promise<T>);

/** Per-language resources of one namespace; every interface language is required, English bundled. */
export type NamespaceResources<T> = { en: T } & { [L in Exclude<UiLanguage, 'en'>]: LanguageResources<T> };

const sources = new Map<string, NamespaceResources<object>>();

const COMMON: NamespaceResources<CommonResources> = {
  en,
  'zh-Hans': () => import(/* webpackChunkName: "i18n-common-zh-Hans" */ './locales/zh-Hans').then((m) => m.zhHans),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-common-zh-Hant" */ './locales/zh-Hant').then((m) => m.zhHant),
  ja: () => import(/* webpackChunkName: "i18n-common-ja" */ './locales/ja').then((m) => m.ja),
};
sources.set('common', COMMON);

/** i18next reads a namespace's language from what was registered for it; unknown ones are empty. */
const registeredResources: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const source = sources.get(ns)?.[lng as UiLanguage];
    if (source === undefined) return callback(null, {});
    if (typeof source !== 'function') return callback(null, source as Record<string, unknown>);
    // A failed fetch is retried by i18next; if it keeps failing the keys fall back to English.
    (source as () => Promise<object>)().then(
      (data) => callback(null, data as Record<string, unknown>),
      (err: Error) => callback(err, null),
    );
    return undefined;
  },
};

let ready: Promise<unknown> = Promise.resolve();

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function storedUiLanguageChoice(): UiLanguageChoice {
  const v = safeStorage()?.getItem(STORAGE_KEYS.uiLang);
  return isUiLanguageChoice(v) ? v : 'system';
}

function applyDocumentLanguage(lang: UiLanguage) {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/**
 * Initialise once at boot (the shell does it). English is ready at once; another language once
 * `i18nReady()` resolves (its common strings are one small chunk).
 */
export function initI18n(choice: UiLanguageChoice = storedUiLanguageChoice()): I18n {
  if (i18n.isInitialized || i18n.isInitializing) return i18n;
  const lng = resolveUiLanguage(choice, browserLanguages());
  ready = i18n
    .use(registeredResources)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...UI_LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: en } },
      partialBundledLanguages: true, // the other languages come from registeredResources
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      returnNull: false,
    });
  safeStorage()?.setItem(STORAGE_KEYS.lang, dataLanguageOf(lng));
  applyDocumentLanguage(lng);
  return i18n;
}

/** Resolves once the language chosen at start has its common strings. */
export function i18nReady(): Promise<unknown> {
  return ready;
}

/** Switch the interface language; remembers the choice and the data language (docs/product.md §1). */
export async function setUiLanguage(choice: UiLanguageChoice): Promise<void> {
  const lng = resolveUiLanguage(choice, browserLanguages());
  const storage = safeStorage();
  storage?.setItem(STORAGE_KEYS.uiLang, choice);
  storage?.setItem(STORAGE_KEYS.lang, dataLanguageOf(lng));
  applyDocumentLanguage(lng);
  await i18n.changeLanguage(lng);
}

export function currentUiLanguage(): UiLanguage {
  const l = i18n.language;
  return (UI_LANGUAGES as readonly string[]).includes(l) ? (l as UiLanguage) : 'en';
}

/** What requests carry as `lang`. */
export function currentRequestLanguage(): RequestLanguage {
  return requestLanguageOf(dataLanguageOf(currentUiLanguage()));
}

/**
 * A remote adds its namespace: English as an object, the other languages as objects or dynamic
 * imports (fetched when used). Safe to call more than once.
 */
export function registerTranslations<T extends object>(ns: string, resources: NamespaceResources<T>): void {
  // A remote may load before anyone initialised i18n (a test, a remote run on its own).
  initI18n();
  sources.set(ns, resources);
  for (const lng of UI_LANGUAGES) {
    const r = resources[lng];
    if (typeof r !== 'function') i18n.addResourceBundle(lng, ns, r, true, true);
  }
  // Fetches the current language now (not when the first component asks) and makes
  // changeLanguage fetch this namespace too.
  void i18n.loadNamespaces(ns);
}
