// The app's one i18next instance (i18next and @app/shared are federation singletons, so every
// remote gets this same instance). Each remote registers its own namespace at load time.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../constants/session';
import {
  UI_LANGUAGES, dataLanguageOf, isUiLanguageChoice, requestLanguageOf, resolveUiLanguage,
  type RequestLanguage, type UiLanguage, type UiLanguageChoice,
} from './languages';
import { en } from './locales/en';
import { zhHans } from './locales/zh-Hans';
import { zhHant } from './locales/zh-Hant';
import { ja } from './locales/ja';

export const i18n: I18n = i18next.createInstance();

/** Per-language resources of one namespace; every interface language is required. */
export type NamespaceResources<T> = Record<UiLanguage, T>;

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
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

/** Initialise once at boot (the shell does it). Synchronous: all resources are bundled. */
export function initI18n(choice: UiLanguageChoice = storedUiLanguageChoice()): I18n {
  if (i18n.isInitialized) return i18n;
  const lng = resolveUiLanguage(choice, browserLanguages());
  i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...UI_LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en }, 'zh-Hans': { common: zhHans }, 'zh-Hant': { common: zhHant }, ja: { common: ja } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  safeStorage()?.setItem(STORAGE_KEYS.lang, dataLanguageOf(lng));
  applyDocumentLanguage(lng);
  return i18n;
}

/** Switch the interface language; remembers the choice and the data language (SPEC §1). */
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

/** A remote adds its namespace (all four scripts). Safe to call more than once. */
export function registerTranslations<T extends object>(ns: string, resources: NamespaceResources<T>): void {
  // A remote may load before anyone initialised i18n (a test, a remote run on its own).
  if (!i18n.isInitialized) initI18n();
  for (const lng of UI_LANGUAGES) {
    i18n.addResourceBundle(lng, ns, resources[lng], true, true);
  }
}
