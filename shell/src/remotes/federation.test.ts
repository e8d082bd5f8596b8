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
  it('loads the owning remote\'s routes and runs the page\'s prefetch with its query string', async () => {
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
