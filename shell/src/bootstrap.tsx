// Start-up of the host: i18n, the remote registry, the one store, the socket, the router.
import { currentRequestLanguage, i18nReady, initI18n, showToast } from '@app/shared';
import './styles/global.css';
import type { Navigator } from './app/router';
import { fetchRegistry, readInlineRegistry } from './remotes/registry';
import { preloadRemotePage, registerRegistry } from './remotes/federation';
import { createAppStore, socketToStore, type ShellStore } from './store/create-store';
import { createTransport } from './transport/transport';
import { readRouteData } from './transport/route-data';
import { createSessionExpiryHandler } from './session/session-expiry';
import { createQuoteSocket, type SocketLike } from './socket/quote-socket';
import { prefetchHome, readInlineBanners } from './home/prefetch';

async function boot() {
  const i18n = initI18n();
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
    takeInline: readRouteData(document, () => performance.now()),
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
  const homeData = prefetchHome(store.dispatch, window.location.pathname, readInlineBanners(document, currentRequestLanguage()));
  // The registry came with the page: a remote's page starts loading now, beside the shell's render.
  if (inline) {
    registerRegistry(inline);
    preloadRemotePage(inline, window.location.pathname, Boolean(token), { search: new URLSearchParams(window.location.search), dispatch: store.dispatch });
  }

  // A language other than English fetches its common strings first (one small chunk), and a
  // Chinese or Japanese one its font's rules; the browser gets a turn before the first render
  // (the start-up work above and the render are two tasks, not one long one).
  const [registry] = await Promise.all([registryLoading, i18nReady(), loadCjkFont(i18n.language, 'now'), yieldToBrowser()]);
  // On Home, the server painted the title bar and banner already: the first render waits (briefly)
  // for Home's own data, so it draws the page once, complete, instead of drawing it and then
  // redrawing it as each answer arrives while React is still rendering.
  await Promise.race([homeData, delay(HOME_DATA_WAIT_MS)]);
  if (registry && !inline) registerRegistry(registry);
  // The app's own modules (preloaded by index.html) are evaluated now, in a task of their own.
  const { mount } = await import(/* webpackChunkName: "startup-app" */ './app/mount');
  mount(document.getElementById('root')!, { store, i18n, registry, onNavigator });
  // Other languages' users may still meet Chinese text (the language picker, provider data).
  if (registry) void loadCjkFont(i18n.language, 'when idle');
}

/** The longest the first render of Home waits for Home's own data. */
const HOME_DATA_WAIT_MS = 1000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, ms); });
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
