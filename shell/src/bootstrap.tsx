// Start-up of the host: i18n, the remote registry, the one store, the socket, the router.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { currentRequestLanguage, i18nReady, initI18n, showToast } from '@app/shared';
import './styles/global.css';
import { App } from './app/App';
import { RegistryUnavailable } from './app/RegistryUnavailable';
import type { Navigator } from './app/router';
import { fetchRegistry, readInlineRegistry } from './remotes/registry';
import { registerRegistry } from './remotes/federation';
import { createAppStore, socketToStore, type ShellStore } from './store/create-store';
import { createTransport } from './transport/transport';
import { createSessionExpiryHandler } from './session/session-expiry';
import { createQuoteSocket, type SocketLike } from './socket/quote-socket';
import { prefetchHome, readInlineBanners } from './home/prefetch';

async function boot() {
  const i18n = initI18n();
  const root = createRoot(document.getElementById('root')!);
  // The registry comes inside index.html; without it, it is fetched while the store starts and
  // Home's first data is requested: nothing of that needs the registry.
  const inline = readInlineRegistry(document);
  const registryLoading = inline ? Promise.resolve(inline) : fetchRegistry();
  let navigate: Navigator | null = null;
  const onNavigator = (n: Navigator) => { navigate = n; };

  let store: ShellStore | null = null;
  const getStore = () => store!;
  const wsBase = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}`;
  const socket = createQuoteSocket({
    url: (token) => `${wsBase}/websocket/${encodeURIComponent(token)}`,
    create: (url) => new WebSocket(url) as unknown as SocketLike,
    ...socketToStore(getStore),
  });
  const transport = createTransport({
    fetch: (input, init) => window.fetch(input, init),
    secrets: __SIGN_SECRETS__,
    now: Date.now,
    lang: currentRequestLanguage,
    toast: showToast,
    text: () => ({ noNetwork: i18n.t('network.noNetwork'), aborted: i18n.t('network.aborted') }),
    onSessionExpired: createSessionExpiryHandler({
      storage: window.localStorage,
      dispatch: () => getStore().dispatch,
      toast: showToast,
      relaunch: (path) => (navigate ? navigate(path) : window.location.replace(path)),
      fallbackMessage: () => i18n.t('session.loginFirst'),
    }),
  });
  store = createAppStore({ transport, storage: window.localStorage, now: Date.now, socket });
  const token = store.getState().session.token;
  if (token) socket.open(token);
  prefetchHome(store.dispatch, window.location.pathname, readInlineBanners(document, currentRequestLanguage()));

  // A language other than English fetches its common strings first (one small chunk), and a
  // Chinese or Japanese one its font's rules; the browser gets a turn before the first render
  // (the start-up work above and the render are two tasks, not one long one).
  const [registry] = await Promise.all([registryLoading, i18nReady(), loadCjkFont(i18n.language, 'now'), yieldToBrowser()]);
  if (!registry) {
    root.render(<I18nextProvider i18n={i18n}><RegistryUnavailable /></I18nextProvider>);
    return;
  }
  registerRegistry(registry);
  // As a transition, the first render of the whole app is time-sliced: React yields to the
  // browser every few milliseconds instead of blocking it for one long task (Lighthouse TBT).
  startTransition(() => root.render(<App store={store} registry={registry} i18n={i18n} onNavigator={onNavigator} />));
  // Other languages' users may still meet Chinese text (the language picker, provider data).
  void loadCjkFont(i18n.language, 'when idle');
}

/** A new task: lets the browser paint and handle input before the next piece of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}

/**
 * Noto Sans SC's rules (a hundred unicode-range faces, ~100 KB of CSS to parse; the glyph files
 * themselves download only for characters a page shows) are needed first for Chinese and
 * Japanese; everyone else gets them once the page is idle.
 */
function loadCjkFont(language: string, when: 'now' | 'when idle'): Promise<unknown> {
  const load = () => import(/* webpackChunkName: "font-cjk" */ './styles/cjk-font.css');
  if (when === 'now') return /^(zh|ja)/.test(language) ? load() : Promise.resolve();
  const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000));
  return new Promise((resolve) => { idle(() => resolve(load())); });
}

void boot();
