// The page's side of the installable app: the manifest in the interface language, and
// the service worker (sw.ts) registered once the page has settled (pageSettled) — never in the way
// of the first screen — then told which remote versions are live, so it keeps their files.
import type { i18n as I18n } from 'i18next';
import { UI_LANGUAGES } from '@app/shared';
import type { SwMessage } from './sw-shared';

export const SW_URL = '/sw.js';
/** Set to 'on' (localStorage) to register the worker in a browser driven by automation. */
export const SW_OPT_IN_KEY = 'pwa.sw';

/** /manifest.<language>.webmanifest: one manifest per interface language (shell/webpack.config.js). */
export function manifestUrl(language: string): string {
  const lang = (UI_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  return `/manifest.${lang}.webmanifest`;
}

/**
 * Links the interface language's manifest (<link rel="manifest">, added here: index.html has none,
 * so nothing of the install is fetched before the page has settled), now and on every change.
 */
export function followManifestLanguage(i18n: Pick<I18n, 'language' | 'on'>, doc: Document = document): void {
  const update = () => {
    let link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'manifest';
      doc.head.appendChild(link);
    }
    const href = manifestUrl(i18n.language);
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  };
  update();
  i18n.on('languageChanged', update);
}

/**
 * A browser driven by automation (navigator.webdriver: the e2e tests, the benchmarks) gets no
 * worker unless it opts in: Playwright's request interception (page.route) does not see what a
 * worker serves, and most tests fail downloads on purpose. Lighthouse's Chrome is not marked so.
 */
export function wantsServiceWorker(nav: Navigator = navigator, storage: Pick<Storage, 'getItem'> | null = safeStorage()): boolean {
  if (!('serviceWorker' in nav)) return false;
  if (!nav.webdriver) return true;
  return storage?.getItem(SW_OPT_IN_KEY) === 'on';
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Registers /sw.js and sends it the live registry. The caller waits for the page to settle
 * (bootstrap.tsx: pageSettled, the load event, 2 s, then idle), so no wait of its own here.
 */
export function registerServiceWorker(registry: unknown): void {
  if (!wantsServiceWorker()) return;
  navigator.serviceWorker
    .register(SW_URL, { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const message: SwMessage = { type: 'cache-remotes', registry, page: `${window.location.pathname}${window.location.search}` };
      registration.active?.postMessage(message);
    })
    .catch(() => undefined); // no worker: the app works as a plain web page
}
