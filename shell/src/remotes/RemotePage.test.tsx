// A remote page: its routes module is loaded, the page's first requests (the module's optional
// `prefetch`) are made before the page renders, and a failing prefetch does not stop the page.
// The edge is fake: the federation loader.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import type { RoutePrefetchContext } from '@app/shared';
import { RemotePage } from './RemotePage';
import { loadRemoteModule } from './federation';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), syncRemote: jest.fn(async () => undefined) }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

let warn: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('RemotePage', () => {
  it("calls the page's prefetch with the query string and dispatch before the page renders", async () => {
    const order: string[] = [];
    let seen: RoutePrefetchContext | null = null;
    load.mockResolvedValue({
      pages: {
        '/pages/market/list': () => {
          order.push('render');
          return <p>Market list</p>;
        },
      },
      prefetch: {
        '/pages/market/list': (ctx: RoutePrefetchContext) => {
          order.push('prefetch');
          seen = ctx;
        },
      },
    });
    renderWithProviders(<RemotePage domain="market" path="/pages/market/list" />, {
      route: '/pages/market/list?country=HK&sort=changeDesc',
    });
    expect(await screen.findByText('Market list')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('market', 'routes');
    expect(order[0]).toBe('prefetch');
    expect(seen!.search.get('country')).toBe('HK');
    expect(seen!.search.get('sort')).toBe('changeDesc');
    expect(typeof seen!.dispatch).toBe('function');
  });

  it('still shows the page when its prefetch throws, and works without one', async () => {
    load.mockResolvedValueOnce({
      pages: { '/pages/x': () => <p>Page X</p> },
      prefetch: {
        '/pages/x': () => {
          throw new Error('bad prefetch');
        },
      },
    });
    renderWithProviders(<RemotePage domain="market" path="/pages/x" />, { route: '/pages/x' });
    expect(await screen.findByText('Page X')).toBeTruthy();
    expect(warn).toHaveBeenCalled();

    load.mockResolvedValueOnce({ pages: { '/pages/y': () => <p>Page Y</p> } });
    renderWithProviders(<RemotePage domain="market" path="/pages/y" />, { route: '/pages/y' });
    expect(await screen.findByText('Page Y')).toBeTruthy();
  });
});
