// Start-up of the host: i18n, the remote registry, the one store, the socket, the router.
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
import { prefetchHome } from './home/prefetch';

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
  prefetchHome(store.dispatch, window.location.pathname);

  // A language other than English fetches its common strings first (one small chunk).
  const [registry] = await Promise.all([registryLoading, i18nReady()]);
  if (!registry) {
    root.render(<I18nextProvider i18n={i18n}><RegistryUnavailable /></I18nextProvider>);
    return;
  }
  registerRegistry(registry);
  root.render(<App store={store} registry={registry} i18n={i18n} onNavigator={onNavigator} />);
}

void boot();
