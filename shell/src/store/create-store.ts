// The one Redux store of the app (ARCHITECTURE "One store"). Remotes never create a store: they
// inject slices into the shared root reducer and endpoints into the shared api.
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import {
  api,
  clearSession,
  quotesReceived,
  quotesReleased,
  quotesWanted,
  readSession,
  rootReducer,
  sessionEnded,
  sessionExpiryOver,
  sessionStarted,
  userLoaded,
  writeSession,
  writeUser,
  type AccountEvent,
  type RootState,
  type Transport,
} from '@app/shared';
import type { QuoteSocket } from '../socket/quote-socket';

export interface StoreDeps {
  transport: Transport;
  storage: Storage;
  now: () => number;
  socket?: QuoteSocket;
}

/** Which cached data an account event from the socket makes stale. */
const EVENT_TAGS: Record<AccountEvent, ('Balance' | 'Orders' | 'Ipo' | 'User')[]> = {
  balance: ['Balance'],
  orders: ['Orders', 'Balance'],
  ipo: ['Ipo', 'Balance'],
  user: ['User'],
};

// Immer (inside RTK's reducers) deep-freezes every new piece of state on every dispatch: each
// answer RTK Query stores (100-row product lists, candles) is walked and frozen again. In a CPU
// profile of the Market page's start at 4× that was ~60 ms of main thread before its first paint.
// The release build skips it; development and the tests keep it, so an accidental
// mutation of state still throws where it is written.
if (process.env.NODE_ENV === 'production') setAutoFreeze(false);

export function createAppStore(deps: StoreDeps) {
  const stored = readSession(deps.storage, deps.now());
  const listener = createListenerMiddleware();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      // Without a valid token nobody is logged in, whatever profile is still cached.
      session: stored.token
        ? { token: stored.token.value, user: stored.user ?? stored.profile, endedOn: null }
        : { token: null, user: null, endedOn: null },
    } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { transport: deps.transport } } })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });

  // The device keeps the session (docs/product.md §3 keys); the socket lives as long as the token.
  listener.startListening({
    actionCreator: sessionStarted,
    effect: ({ payload }) => {
      writeSession(deps.storage, payload.token, payload.user, deps.now());
      deps.socket?.open(payload.token);
    },
  });
  listener.startListening({
    actionCreator: userLoaded,
    effect: ({ payload }) => writeUser(deps.storage, payload),
  });
  listener.startListening({
    actionCreator: sessionEnded,
    effect: async (_action, listenerApi) => {
      clearSession(deps.storage);
      deps.socket?.close();
      // The page where a session expired stays on screen until the relaunch (docs/product.md §4),
      // showing what it showed: emptying the cache now would make it ask everything again without a
      // session. The cache is emptied when that page goes (sessionExpiryOver).
      if ((listenerApi.getState() as RootState).session.endedOn !== null) return;
      // resetApiState aborts every running request. Wait one task so the request whose 102/103
      // ended the session settles first and its caller receives the session-expired error,
      // not an 'Aborted' one.
      await listenerApi.delay(0);
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  listener.startListening({
    actionCreator: sessionExpiryOver,
    effect: (_action, listenerApi) => {
      if ((listenerApi.getState() as RootState).session.token === null) listenerApi.dispatch(api.util.resetApiState());
    },
  });
  if (deps.socket) {
    const socket = deps.socket;
    listener.startListening({ actionCreator: quotesWanted, effect: ({ payload }) => socket.want(payload) });
    listener.startListening({ actionCreator: quotesReleased, effect: ({ payload }) => socket.release(payload) });
  }
  return store;
}

export type ShellStore = ReturnType<typeof createAppStore>;

/** Socket callbacks that feed the store. */
export function socketToStore(getStore: () => ShellStore) {
  return {
    onQuotes: (batch: Parameters<typeof quotesReceived>[0]) => getStore().dispatch(quotesReceived(batch)),
    onEvent: (event: AccountEvent) => getStore().dispatch(api.util.invalidateTags(EVENT_TAGS[event])),
  };
}
