// @app/shared/i18n/register: how a remote (or a feature with a namespace of its own) registers its
// strings, in one call that returns the namespace:
//
//   export const NS = registerMessages('wallet', en, {
//     'zh-Hans': () => import(/* webpackChunkName: "i18n-wallet-zh-Hans" */ './locales/zh-Hans.json'),
//     'zh-Hant': () => import(/* webpackChunkName: "i18n-wallet-zh-Hant" */ './locales/zh-Hant.json'),
//     ja: () => import(/* webpackChunkName: "i18n-wallet-ja" */ './locales/ja.json'),
//   });
//
// English is bundled (the fallback every key resolves to). Each other interface language is its
// own small chunk, fetched when that language is in use, so a page carries one language's strings.
// The three imports stay written out in the remote: webpack makes one chunk per import(), named
// `i18n-<ns>-<lang>`, for a few bytes each (one templated import would add webpack's lookup code,
// ~250 bytes gzip, to every remote's first load). Imported by subpath (bundled into the remote):
// the i18next instance it registers in is the shell's singleton, reached through the package
// name, never a relative path.
import { registerTranslations, type NamespaceResources, type UiLanguage } from '@app/shared';

/** Each interface language but English: its locale file, as a dynamic import of the JSON. */
export type LazyMessages<T> = { [L in Exclude<UiLanguage, 'en'>]: () => Promise<{ default: T }> };

/** Registers namespace `ns` in the app's i18next instance (safe to call again) and returns it, for `useTranslation(NS)`. */
export function registerMessages<T extends object>(ns: string, en: T, lazy: LazyMessages<T>): string {
  const resources: Record<string, T | (() => Promise<T>)> = { en };
  for (const [lang, load] of Object.entries(lazy)) resources[lang] = () => load().then((m) => m.default);
  registerTranslations(ns, resources as NamespaceResources<T>);
  return ns;
}
