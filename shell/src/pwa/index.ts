// The installable app (issue 16): manifest language, service worker, the last quotes offline.
import type { i18n as I18n } from 'i18next';
import { followManifestLanguage, registerServiceWorker } from './register';

export { withLastAnswers } from './last-answers';

/** After the first render: the manifest follows the interface language; the worker is registered when idle. */
export function startInstallableApp(i18n: Pick<I18n, 'language' | 'on'>, registry: unknown): void {
  followManifestLanguage(i18n);
  if (process.env.NODE_ENV === 'production') registerServiceWorker(registry);
}

/** localStorage, or null where the browser blocks it. */
export function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
