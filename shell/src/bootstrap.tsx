// Start-up of the host: i18n, the remote registry, the one store, the socket, the router. Every
// way it can go ends in the app or in the error screen with a retry (docs/product.md §8): optional steps (the
// CJK font's rules) are waited for briefly and may fail; a required one that fails or hangs past
// the page-loading timeout (docs/product.md §2, 30 s) shows the error screen. If this file never runs (the
// shell's first scripts failed), index.html's own last-resort script shows it.
import { createRoot } from 'react-dom/client';
import {
  CenteredMessage,
  HOME_PATHS,
  api,
  PAGE_LOADING,
  currentRequestLanguage,
  currentUiLanguage,
  i18nReady,
  initI18n,
  showToast,
} from '@app/shared';
import './styles/global.css';
import type { Navigator } from './app/router';
import { fetchRegistry, readInlineRegistry } from './remotes/registry';
import { preloadRemotePage, registerRegistry } from './remotes/federation';
import { createAppStore, socketToStore, type ShellStore } from './store/create-store';
import { createTransport } from './transport/transport';
import { readRouteData } from './transport/route-data';
import { createSessionExpiryHandler } from './session/session-expiry';
import { gateNetworkToast } from './network/network-toast';
import { isOnline } from './network/online';
import { createQuoteSocket, type SocketLike } from './socket/quote-socket';
import { prefetchHome, readInlineBanners } from './home/prefetch';
import { FIRST_SCREEN_WIDGET_DOMAINS } from './home/home-widgets';
import { preloadWidgets } from './remotes/widgets';
import { deviceStorage, startInstallableApp, withLastAnswers } from './pwa';
import { pageSettled } from './app/page-settled';

/** Where start-up stands; index.html's last-resort script reads it (`window.__shellStartup`). */
type StartupState = 'booting' | 'mounted' | 'failed';
declare global {
  interface Window {
    __shellStartup?: StartupState;
  }
}

function setStartup(state: StartupState) {
  window.__shellStartup = state;
}

async function boot() {
  const i18n = initI18n();
  // The registry comes inside index.html; without it, it is fetched while the store starts and
  // Home's first data is requested: nothing of that needs the registry.
  const inline = readInlineRegistry(document);
  const registryLoading = inline ? Promise.resolve(inline) : fetchRegistry();
  let navigate: Navigator | null = null;
  const onNavigator = (n: Navigator) => {
    navigate = n;
  };

  let store: ShellStore | null = null;
  const getStore = () => store!;
  const wsBase = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}`;
  const socket = createQuoteSocket({
    url: (token) => `${wsBase}/websocket/${encodeURIComponent(token)}`,
    create: (url) => new WebSocket(url) as unknown as SocketLike,
    ...socketToStore(getStore),
  });
  const transport = createTransport({
    // Offline, the last answers of the public quote calls (the installable app).
    fetch: withLastAnswers((input, init) => window.fetch(input, init), deviceStorage()),
    takeInline: readRouteData(document, () => performance.now()),
    secrets: __SIGN_SECRETS__,
    now: Date.now,
    lang: currentRequestLanguage,
    uiLanguage: currentUiLanguage,
    // The no-network tip once, not on every failed poll; none while the offline banner shows.
    toast: gateNetworkToast(showToast, { isOnline, noNetwork: () => i18n.t('network.noNetwork'), now: Date.now }),
    text: () => ({ noNetwork: i18n.t('network.noNetwork'), aborted: i18n.t('network.aborted') }),
    onSessionExpired: createSessionExpiryHandler({
      storage: window.localStorage,
      store: getStore,
      here: () => window.location.pathname + window.location.search,
      toast: showToast,
      relaunch: (path, state) => (navigate ? navigate(path, state) : window.location.replace(path)),
      fallbackMessage: () => i18n.t('session.loginFirst'),
    }),
  });
  store = createAppStore({ transport, storage: window.localStorage, now: Date.now, socket });
  // Content comes in the interface language (Accept-Language): a new language empties the cache,
  // so every query on screen asks again in it (its hook keeps showing the old answer meanwhile)
  // and nothing answered in the old language is reused later.
  // A language chosen later brings its own font face too. i18next also announces the start-up
  // language once its strings have loaded: that is no change (nothing to ask again).
  let answeredIn = i18n.language;
  i18n.on('languageChanged', (lng: string) => {
    if (lng === answeredIn) return;
    answeredIn = lng;
    store?.dispatch(api.util.resetApiState());
    loadCjkFont(lng, 'now').catch(() => undefined);
  });
  const token = store.getState().session.token;
  if (token) socket.open(token);
  // A socket the provider closed because this customer opened newer ones elsewhere (other tabs)
  // connects again when this page is looked at, not before: the tab in view gets the live prices.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') socket.resume();
  });
  const homeData = prefetchHome(store.dispatch, window.location.pathname, readInlineBanners(document, currentUiLanguage()));
  // The registry came with the page: a remote's page starts loading now, beside the shell's render;
  // on Home, the widgets of the first screen, whose remotes declare their heights (reserved exactly
  // from the first render on).
  let homeWidgets: Promise<void> = Promise.resolve();
  if (inline) {
    registerRegistry(inline);
    preloadRemotePage(inline, window.location.pathname, Boolean(token), {
      search: new URLSearchParams(window.location.search),
      dispatch: store.dispatch,
    });
    if (HOME_PATHS.includes(window.location.pathname)) homeWidgets = preloadWidgets(FIRST_SCREEN_WIDGET_DOMAINS);
  }

  // A language other than English fetches its common strings first (one small chunk), and a
  // Chinese or Japanese one its font's rules; the browser gets a turn before the first render
  // (the start-up work above and the render are two tasks, not one long one). The font is optional:
  // a slow or failed font chunk leaves the text in the fallback font, never the visitor stranded.
  const [registry] = await Promise.all([
    registryLoading,
    i18nReady().catch(() => undefined), // English, every key's fallback, is bundled
    optional(loadCjkFont(i18n.language, 'now'), FONT_WAIT_MS),
    yieldToBrowser(),
  ]);
  // On Home, the server painted the title bar and banner already: the first render waits (briefly)
  // for Home's own data, so it draws the page once, complete, instead of drawing it and then
  // redrawing it as each answer arrives while React is still rendering.
  await Promise.race([Promise.all([homeData, homeWidgets]), delay(HOME_DATA_WAIT_MS)]);
  if (registry && !inline) registerRegistry(registry);
  // The app's own modules (preloaded by index.html) are evaluated now, in a task of their own.
  const { mount } = await import(/* webpackChunkName: "startup-app" */ './app/mount');
  if (window.__shellStartup !== 'booting') return; // timed out: the error screen is showing
  mount(document.getElementById('root')!, { store, i18n, registry, onNavigator });
  setStartup('mounted');
  void pageSettled().then(() => startInstallableApp(i18n, registry));
  // Other languages' users may still meet Chinese text (the language picker, provider data).
  if (registry) loadCjkFont(i18n.language, 'when idle').catch(() => undefined);
}

/** The longest the first render waits for the CJK font's rules before going on without them. */
const FONT_WAIT_MS = 3000;

/** An optional start-up step: waited for at most `ms`, its failure ignored. */
function optional(step: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([
    step.then(
      () => undefined,
      () => undefined,
    ),
    delay(ms),
  ]);
}

/**
 * The error screen of a failed start-up (docs/product.md §8: the translated loading-failed message; English
 * when even the language's strings did not arrive) with a retry that starts the app again.
 */
function showStartupError(error: unknown): void {
  if (window.__shellStartup !== 'booting') return;
  setStartup('failed');
  console.error('Start-up failed', error);
  let t = (key: string) => key;
  try {
    const i18n = initI18n(); // the instance boot made (English bundled), or a new one if boot failed before it
    t = (key) => i18n.t(key);
  } catch {
    /* keys it is: nothing of the app could start */
  }
  createRoot(document.getElementById('root')!).render(
    <CenteredMessage title={t('loading.failed')} body={t('network.exception')} testId="startup-error">
      <button type="button" className="app-btn" onClick={() => window.location.reload()}>
        {t('action.retry')}
      </button>
    </CenteredMessage>,
  );
}

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`Start-up took over ${ms} ms`)), ms);
  });
}

/** The longest the first render of Home waits for Home's own data. */
const HOME_DATA_WAIT_MS = 1000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

/** A new task: lets the browser paint and handle input before the next piece of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * The CJK faces' rules (about a hundred unicode-range faces each, ~100 KB of CSS to parse; the
 * glyph files themselves download only for characters a page shows): Noto Sans SC for zh-Hans,
 * JP for ja, TC for zh-Hant, each needed first for its own language and fetched only for it;
 * everyone else gets SC later (the language picker writes Chinese): after the page's load event, at
 * the visitor's first tap or key, or 10 s, whichever comes first, then idle.
 */
function loadCjkFont(language: string, when: 'now' | 'when idle'): Promise<unknown> {
  if (when === 'now') {
    if (language === 'ja') return import(/* webpackChunkName: "font-cjk-jp" */ './styles/cjk-font-jp.css');
    if (language === 'zh-Hant') return import(/* webpackChunkName: "font-cjk-tc" */ './styles/cjk-font-tc.css');
    return language.startsWith('zh') ? loadSimplifiedFont() : Promise.resolve();
  }
  // Not with the first page: its 19 KB of rules (and their parse) competed with the page's own
  // files and calls (the load event came before a Detail page's largest paint, and the
  // rules were fetched in between). A Latin page needs no CJK face to draw; the picker's Chinese
  // names are a tap away, and that tap (or 10 s) fetches them.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000));
  const afterLoad = (fn: () => void) => {
    if (document.readyState === 'complete') fn();
    else window.addEventListener('load', fn, { once: true });
  };
  const afterFirstUse = (fn: () => void) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      window.removeEventListener('pointerdown', go, true);
      window.removeEventListener('keydown', go, true);
      window.clearTimeout(timer);
      fn();
    };
    const timer = window.setTimeout(go, 10_000);
    window.addEventListener('pointerdown', go, true);
    window.addEventListener('keydown', go, true);
  };
  return new Promise((resolve) => {
    afterLoad(() => afterFirstUse(() => idle(() => resolve(loadSimplifiedFont()))));
  });
}

function loadSimplifiedFont(): Promise<unknown> {
  return import(/* webpackChunkName: "font-cjk" */ './styles/cjk-font.css');
}

setStartup('booting');
Promise.race([boot(), timeout(PAGE_LOADING.timeoutMs)]).catch(showStartupError);
