// The one store of the app (ARCHITECTURE "One store"): a remote's injected slice and endpoint
// working inside the shell's store, the session kept on the device (docs/product.md §3/§4) and the socket
// living as long as the token. Only the edges are fake: the transport, the WebSocket class, the
// clock. The remote's module is loaded after the store exists, as in the browser; it is a module of
// this test, made the way every remote makes its own (slice.injectInto, api.injectEndpoints).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  api,
  quotesReleased,
  quotesWanted,
  request,
  rootReducer,
  sessionEnded,
  sessionStarted,
  userLoaded,
  type ApiRequest,
  type ProductListRequest,
  type ProductListResponse,
  type RootState,
  type Transport,
  type UserInfo,
} from '@app/shared';
import { FakeSocket } from '@app/shared/testing';
import { createQuoteSocket } from '../socket/quote-socket';
import { createAppStore, socketToStore, type ShellStore } from './create-store';

/** A remote's module: a slice it injects into the root reducer and an endpoint it injects into the one api. */
function defineRemoteModule() {
  const notesSlice = createSlice({
    name: 'remoteNotes',
    initialState: (): string[] => [],
    reducers: {
      noted: (state, action: PayloadAction<string>) => [...state, action.payload],
      notesCleared: () => [],
    },
    selectors: { selectNotes: (state) => state },
  });
  const injectedNotes = notesSlice.injectInto(rootReducer);
  const remoteApi = api.injectEndpoints({
    endpoints: (build) => ({
      remoteProductList: build.query<ProductListResponse, ProductListRequest>({ query: (req) => request('product/productList', req) }),
    }),
  });
  // A real remote declares its slice in LazyLoadedSlices (module augmentation of @app/shared); this
  // test's module does not add a key to the app's RootState, so its selector widens the state itself.
  const selectNotes = (state: RootState) => injectedNotes.selectors.selectNotes(state as RootState & { remoteNotes?: string[] });
  return { ...notesSlice.actions, selectNotes, remoteApi };
}

let remoteModule: ReturnType<typeof defineRemoteModule> | null = null;
/** Loads the remote's module after the store exists; like an import, only the first load evaluates it. */
const loadRemote = async () => (remoteModule ??= defineRemoteModule());

const NOW = 1772341200000;
const FOURTEEN_DAYS_MS = 1209600000; // docs/product.md §4, literal on purpose
const storage = window.localStorage;

const USER: UserInfo = {
  uid: 'U100001',
  account: 'alice@example.com',
  accountType: 'email',
  nickname: 'Alice',
  realNameStatus: 2,
  inviteCode: 'INV42',
  createdAt: 1767225600000,
};

const PRODUCTS: ProductListResponse = {
  list: [
    {
      code: 'AAPL',
      type: 'stock',
      name: 'Apple',
      suffix: 'US',
      country: 'US',
      exchange: 'NASDAQ',
      price: '190.10',
      change: '1.20',
      changePct: '0.63',
      high: '191.00',
      low: '188.00',
    },
  ],
  total: 1,
};

/** The edge: a transport that answers every call (productList with PRODUCTS) and records it. */
function fakeTransport() {
  const calls: Array<{ args: ApiRequest; token: string | null }> = [];
  const transport: Transport = async (args, baseApi) => {
    const state = baseApi.getState() as { session: { token: string | null } };
    calls.push({ args, token: state.session.token });
    if (args.path === 'product/productList') return { data: PRODUCTS };
    return { data: { answeredPath: args.path } };
  };
  return { transport, calls };
}

function setup(options: { withSocket?: boolean } = {}) {
  const { transport, calls } = fakeTransport();
  let store: ShellStore | null = null;
  const socket = options.withSocket
    ? createQuoteSocket({
        url: (token) => `ws://host/websocket/${token}`,
        create: FakeSocket.create,
        ...socketToStore(() => store!),
      })
    : undefined;
  store = createAppStore({ transport, storage, now: () => NOW, socket });
  return { store, calls, socket };
}

/** Waits for the listener middleware's deferred work (one task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  storage.clear();
  FakeSocket.reset();
});

describe("a remote's injected slice and endpoint inside the shell's store", () => {
  it('a slice: injected into the shared root reducer after the store exists', async () => {
    const { store } = setup();
    const remote = await loadRemote();

    expect(remote.selectNotes(store.getState())).toEqual([]);
    store.dispatch(remote.noted('apple'));
    store.dispatch(remote.noted('tesla'));
    expect(remote.selectNotes(store.getState())).toEqual(['apple', 'tesla']);
    expect((store.getState() as { remoteNotes?: string[] }).remoteNotes).toEqual(['apple', 'tesla']);

    store.dispatch(remote.notesCleared());
    expect(remote.selectNotes(store.getState())).toEqual([]);
  });

  it('an endpoint: injected into the one api, answered by the transport in the thunk extra', async () => {
    const { store, calls } = setup();
    const { remoteApi } = await loadRemote();

    const query = store.dispatch(remoteApi.endpoints.remoteProductList.initiate({ page: 1, pageSize: 20 }));
    const result = await query;
    query.unsubscribe();

    expect(calls.map((c) => c.args)).toEqual([{ path: 'product/productList', body: { page: 1, pageSize: 20 }, silent: false }]);
    expect(result.data).toEqual(PRODUCTS);
    expect(remoteApi.endpoints.remoteProductList.select({ page: 1, pageSize: 20 })(store.getState()).data).toEqual(PRODUCTS);
    // the data sits in the shared api slice of the shell's store
    expect(store.getState().api.queries['remoteProductList({"page":1,"pageSize":20})']?.data).toEqual(PRODUCTS);
  });

  it('the transport sees the session of the store', async () => {
    const { store, calls } = setup();
    const { remoteApi } = await loadRemote();
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    const query = store.dispatch(remoteApi.endpoints.remoteProductList.initiate({ page: 2 }));
    await query;
    query.unsubscribe();
    expect(calls[0].token).toBe('tok-alice');
  });
});

describe('the session on the device (docs/product.md §3, §4)', () => {
  it('sessionStarted writes token {value, time} and userinfo and opens the socket for the token', () => {
    const { store } = setup({ withSocket: true });
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));

    expect(JSON.parse(storage.getItem('token')!)).toEqual({ value: 'tok-alice', time: NOW });
    expect(JSON.parse(storage.getItem('userinfo')!)).toEqual(USER);
    expect(store.getState().session).toEqual({ token: 'tok-alice', user: USER, endedOn: null });
    expect(FakeSocket.instances.map((s) => s.url)).toEqual(['ws://host/websocket/tok-alice']);
  });

  it('userLoaded caches the user under userinfo and sfwow', () => {
    const { store } = setup();
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    const renamed = { ...USER, nickname: 'Alice B.' };
    store.dispatch(userLoaded(renamed));
    expect(JSON.parse(storage.getItem('userinfo')!)).toEqual(renamed);
    expect(JSON.parse(storage.getItem('sfwow')!)).toEqual(renamed);
    expect(store.getState().session.user).toEqual(renamed);
  });

  it('sessionEnded clears the device, closes the socket and resets the api cache', async () => {
    const { store } = setup({ withSocket: true });
    const { remoteApi } = await loadRemote();
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    storage.setItem('taskOne', '1');
    storage.setItem('lang', 'en');
    const ws = FakeSocket.latest();
    ws.serverOpen();
    const query = store.dispatch(remoteApi.endpoints.remoteProductList.initiate({ page: 1 }));
    await query;
    expect(remoteApi.endpoints.remoteProductList.select({ page: 1 })(store.getState()).data).toEqual(PRODUCTS);

    store.dispatch(sessionEnded({ reason: 'logout' }));

    expect(store.getState().session).toEqual({ token: null, user: null, endedOn: null });
    for (const key of ['token', 'userinfo', 'sfwow', 'taskOne']) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('lang')).toBe('en');
    expect(ws.closedWith).toEqual([{ code: 1000, reason: 'logout' }]);

    await nextTask();
    expect(remoteApi.endpoints.remoteProductList.select({ page: 1 })(store.getState()).data).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
    query.unsubscribe();
  });

  it('starts with the session stored on the device', () => {
    storage.setItem('token', JSON.stringify({ value: 'tok-stored', time: NOW - 1000 }));
    storage.setItem('userinfo', JSON.stringify(USER));
    const { store } = setup();
    expect(store.getState().session).toEqual({ token: 'tok-stored', user: USER, endedOn: null });
  });

  it('falls back to the cached profile (sfwow) for the user', () => {
    storage.setItem('token', JSON.stringify({ value: 'tok-stored', time: NOW - 1000 }));
    storage.setItem('sfwow', JSON.stringify(USER));
    const { store } = setup();
    expect(store.getState().session).toEqual({ token: 'tok-stored', user: USER, endedOn: null });
  });

  it('a token stored 14 days ago starts logged out and is removed with userinfo', () => {
    storage.setItem('token', JSON.stringify({ value: 'tok-old', time: NOW - FOURTEEN_DAYS_MS }));
    storage.setItem('userinfo', JSON.stringify(USER));
    const { store } = setup();
    expect(store.getState().session).toEqual({ token: null, user: null, endedOn: null });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('userinfo')).toBeNull();
  });

  it('an expired token with a cached profile (sfwow) still starts logged out, with no user', () => {
    storage.setItem('token', JSON.stringify({ value: 'tok-old', time: NOW - FOURTEEN_DAYS_MS }));
    storage.setItem('sfwow', JSON.stringify(USER));
    const { store } = setup();
    expect(store.getState().session).toEqual({ token: null, user: null, endedOn: null });
  });

  it('a token stored one millisecond short of 14 days is still valid', () => {
    storage.setItem('token', JSON.stringify({ value: 'tok-fresh', time: NOW - FOURTEEN_DAYS_MS + 1 }));
    storage.setItem('userinfo', JSON.stringify(USER));
    const { store } = setup();
    expect(store.getState().session).toEqual({ token: 'tok-fresh', user: USER, endedOn: null });
  });

  it('starts logged out with nothing stored', () => {
    const { store } = setup();
    expect(store.getState().session).toEqual({ token: null, user: null, endedOn: null });
  });
});

describe('the socket follows the store', () => {
  it('quotesWanted / quotesReleased reach the socket as sub / unsub (reference counted)', () => {
    const { store } = setup({ withSocket: true });
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    const ws = FakeSocket.latest();
    ws.serverOpen();

    store.dispatch(quotesWanted(['AAPL']));
    store.dispatch(quotesWanted(['AAPL', 'MSFT']));
    store.dispatch(quotesReleased(['AAPL']));
    expect(ws.messages).toEqual([
      { op: 'sub', codes: ['AAPL'] },
      { op: 'sub', codes: ['MSFT'] },
    ]);
    store.dispatch(quotesReleased(['AAPL']));
    expect(ws.messages).toEqual([
      { op: 'sub', codes: ['AAPL'] },
      { op: 'sub', codes: ['MSFT'] },
      { op: 'unsub', codes: ['AAPL'] },
    ]);
  });

  it('ticks from the socket land in the quotes slice', async () => {
    const { store } = setup({ withSocket: true });
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    const ws = FakeSocket.latest();
    ws.serverOpen();
    const tick = { code: 'AAPL', price: '191.00', change: '2.10', changePct: '1.11', high: '191.00', low: '188.00', ts: 5 };
    ws.emitJson({ type: 'quotes', data: [tick] });
    await new Promise((resolve) => setTimeout(resolve, 150)); // one flush (100 ms by default)
    expect(store.getState().quotes.entities.AAPL).toEqual(tick);
  });

  it('an account event from the socket refetches the queries holding its tags, and only those', async () => {
    const { store, calls } = setup({ withSocket: true });
    // Two queries of the one api, as two remotes would inject them: one shows the balance, one the user.
    const probeApi = api.injectEndpoints({
      endpoints: (build) => ({
        balanceProbe: build.query<unknown, void>({ query: () => ({ path: 'user/userWallet' }), providesTags: ['Balance'] }),
        userProbe: build.query<unknown, void>({ query: () => ({ path: 'user/userInfo' }), providesTags: ['User'] }),
      }),
    });
    store.dispatch(sessionStarted({ token: 'tok-alice', user: USER }));
    const ws = FakeSocket.latest();
    ws.serverOpen();
    const balance = store.dispatch(probeApi.endpoints.balanceProbe.initiate());
    const user = store.dispatch(probeApi.endpoints.userProbe.initiate());
    await Promise.all([balance, user]);
    const paths = () => calls.map((c) => c.args.path);
    expect(paths()).toEqual(['user/userWallet', 'user/userInfo']);

    ws.emitJson({ type: 'event', event: 'orders' }); // an order closed: orders and balance are stale
    await nextTask();
    expect(paths()).toEqual(['user/userWallet', 'user/userInfo', 'user/userWallet']);

    ws.emitJson({ type: 'event', event: 'user' });
    await nextTask();
    expect(paths()).toEqual(['user/userWallet', 'user/userInfo', 'user/userWallet', 'user/userInfo']);
    balance.unsubscribe();
    user.unsubscribe();
  });
});
