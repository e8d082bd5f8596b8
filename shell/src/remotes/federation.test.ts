// The first page of a visit, owned by a remote, starts loading before the shell renders: its
// routes module and its prefetch. The edge is fake: the federation runtime's loadRemote.
import type { RoutePrefetchContext } from '@app/shared';
import { preloadRemotePage } from './federation';
import type { Registry } from './registry';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

const registry: Registry = {
  market: { version: '1.0.0', entry: '/remotes/market/1.0.0/remoteEntry.js', routes: [{ path: '/pages/market/list', auth: false }] },
  account: { version: '1.0.0', entry: '/remotes/account/1.0.0/remoteEntry.js', routes: [{ path: '/pages/mine/user', auth: true }] },
};
const context = (): RoutePrefetchContext => ({ search: new URLSearchParams('country=US'), dispatch: jest.fn() as never });
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => loadRemote.mockReset());

describe('preloadRemotePage', () => {
  it("loads the owning remote's routes and runs the page's prefetch with its query string", async () => {
    const prefetch = jest.fn();
    loadRemote.mockResolvedValue({ pages: {}, prefetch: { '/pages/market/list': prefetch } });
    const ctx = context();
    preloadRemotePage(registry, '/pages/market/list/', false, ctx);
    await flush();
    expect(loadRemote).toHaveBeenCalledWith('market/routes');
    expect(prefetch).toHaveBeenCalledWith(ctx);
  });

  it('leaves private pages without a session, unknown pages, and failures alone', async () => {
    loadRemote.mockRejectedValue(new Error('offline'));
    preloadRemotePage(registry, '/pages/mine/user', false, context());
    preloadRemotePage(registry, '/pages/nowhere', true, context());
    expect(loadRemote).not.toHaveBeenCalled();
    preloadRemotePage(registry, '/pages/mine/user', true, context()); // fails quietly: RemotePage retries
    await flush();
    expect(loadRemote).toHaveBeenCalledWith('account/routes');
  });
});

describe('syncRemote: a page already open follows a release or rollback', () => {
  // Loaded here so the module state (entries registered, remotes started) is this block's own.
  const fed = () => jest.requireActual('./federation') as typeof import('./federation');
  const { registerRemotes } = jest.requireMock('@module-federation/enhanced/runtime') as { registerRemotes: jest.Mock };
  const moved: Registry = { ...registry, market: { ...registry.market!, version: '1.0.1', entry: '/remotes/market/1.0.1/remoteEntry.js' } };

  beforeEach(() => registerRemotes.mockClear());

  it('registers the new entry of a remote this page has not loaded, and reloads the page for one it has', async () => {
    let module!: typeof import('./federation');
    jest.isolateModules(() => {
      module = fed();
    });
    module.registerRegistry(registry);
    const reload = jest.fn();
    // fresh from the page's start: not asked again
    const load = jest.fn(async () => moved);
    await module.syncRemote('market', { load, reload });
    expect(load).not.toHaveBeenCalled();

    await module.syncRemote('market', { force: true, load, reload });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'market', entry: '/remotes/market/1.0.1/remoteEntry.js' }], { force: true });
    expect(reload).not.toHaveBeenCalled();

    // unchanged: nothing
    registerRemotes.mockClear();
    await module.syncRemote('market', { force: true, load, reload });
    expect(registerRemotes).not.toHaveBeenCalled();

    // account loaded in this page, then rolled back: the page loads again where it is going
    loadRemote.mockResolvedValue({ pages: {} });
    await module.loadRemoteModule('account', 'routes');
    const rolled: Registry = { ...moved, account: { ...registry.account!, entry: '/remotes/account/0.9.0/remoteEntry.js' } };
    void module.syncRemote('account', { force: true, load: async () => rolled, reload });
    await flush();
    expect(reload).toHaveBeenCalledWith(window.location.href);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('an unreachable registry changes nothing', async () => {
    let module!: typeof import('./federation');
    jest.isolateModules(() => {
      module = fed();
    });
    module.registerRegistry(registry);
    const reload = jest.fn();
    await module.syncRemote('market', { force: true, load: async () => null, reload });
    expect(registerRemotes).toHaveBeenCalledTimes(1); // only registerRegistry's
    expect(reload).not.toHaveBeenCalled();
  });
});
