// Test helper: renders a component the way the shell hosts it — a REAL store built from the one
// rootReducer and api (remotes' injected slices and endpoints included), the app's i18next
// instance in English, and a router. Only the edge is faked: the transport in the thunk's extra
// argument (a fake fetch layer), supplied by the test.
import type { ReactElement, ReactNode } from 'react';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, parsePath, useLocation, type Location } from 'react-router';
import { api, type ApiError, type Transport } from '../store/api';
import { rootReducer, type RootState } from '../store/root-reducer';
import type { SessionState } from '../store/session-slice';
import { initI18n } from '../i18n/i18n';

// Initialise i18n as soon as this module is imported, as the shell does at boot before any
// remote loads: a remote's i18n.ts registers its namespace at import time and needs it ready.
// (Import this helper before the component under test.)
const i18n = initI18n('en');

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The session the store starts with (as if read from the device at boot). */
  preloadedSession?: Partial<SessionState>;
  /** The edge: what the one api's base query forwards every request to. */
  transport?: Transport;
  /** Initial URL of the MemoryRouter (path, search and hash). Default '/'. */
  route?: string;
  /** Router state of the initial entry (e.g. `{ from: '/pages/mine/user' }`). */
  routeState?: unknown;
}

/** A transport that fails every call loudly, so a test that forgot to supply one notices. */
const noTransport: Transport = (args) => ({
  error: {
    kind: 'network',
    retCode: null,
    message: `renderWithProviders: no transport given for ${args.path}`,
  } satisfies ApiError,
});

/** The store as the shell configures it: rootReducer, thunk extra { transport }, api middleware. */
export function createTestStore(options: { preloadedSession?: Partial<SessionState>; transport?: Transport } = {}) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { token: null, user: null, endedOn: null, ...options.preloadedSession },
    } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport: options.transport ?? noTransport } } })
        .prepend(record)
        .concat(api.middleware),
  });
  return { store, actions };
}

export type TestStore = ReturnType<typeof createTestStore>['store'];

export interface RenderWithProvidersResult extends RenderResult {
  store: TestStore;
  /** Every action dispatched to the store since it was created, in order. */
  actions: UnknownAction[];
  /** The router's current location (updated as the UI navigates). */
  location: () => Location;
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { preloadedSession, transport, route = '/', routeState, ...renderOptions } = options;
  const { store, actions } = createTestStore({ preloadedSession, transport });
  let current: Location | null = null;

  function LocationProbe() {
    current = useLocation();
    return null;
  }

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[{ ...parsePath(route), state: routeState }]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </Provider>
    );
  }

  const result = render(ui, { wrapper: Wrapper, ...renderOptions });
  return {
    ...result,
    store,
    actions,
    location: () => {
      if (current === null) throw new Error('renderWithProviders: the router has not rendered yet');
      return current;
    },
  };
}
