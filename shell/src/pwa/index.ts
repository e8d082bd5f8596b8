// The installable app: manifest language, service worker, the last quotes offline.
import type { i18n as I18n } from 'i18next';

export { withLastAnswers } from './last-answers';

/**
 * After the first render, in a chunk of its own (not in the first scripts): the manifest follows
 * the interface language; the worker is registered when the page is idle.
 */
export function startInstallableApp(i18n: Pick<I18n, 'language' | 'on'>, registry: unknown): void {
  import(/* webpackChunkName: "pwa" */ './register')
    .then(({ followManifestLanguage, registerServiceWorker }) => {
      followManifestLanguage(i18n);
      if (process.env.NODE_ENV === 'production') registerServiceWorker(registry);
    })
    .catch(() => undefined); // offline before it was cached: the app runs as a plain page
}

/** localStorage, or null where the browser blocks it. */
export function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
