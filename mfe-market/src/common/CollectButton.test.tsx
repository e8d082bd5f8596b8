// The self-select star (docs/product.md §2 detail bottom bar): collect / cancel collect, with the real store
// and RTK Query; only the network edge (transport) is fake. A change shows everywhere at once.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders } from '@app/shared/testing';
import type { Product, UserInfo } from '@app/shared';
import { CollectButton } from './CollectButton';
import { WatchlistPage } from '../watchlist/WatchlistPage';

const APPLE: Product = {
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
};
const USER = { uid: 10000001, account: 'a@example.com', nickname: 'a', realNameStatus: 0, inviteCode: 'ABCDEF' } as unknown as UserInfo;

/** A provider with a watchlist on the server side; every call is recorded. */
function fakeProvider(initial: Product[] = []) {
  let server = [...initial];
  return fakeTransport({
    'product/myCollect': () => server,
    'product/collect': ({ code }) => {
      server = [APPLE, ...server.filter((p) => p.code !== code)];
      return null;
    },
    'product/canclecollect': ({ code }) => {
      server = server.filter((p) => p.code !== code);
      return null;
    },
  });
}

const star = () => screen.getByTestId('collect');

describe('CollectButton', () => {
  it('collects and cancels: the star turns on at once, the provider is told, the watchlist follows', async () => {
    const provider = fakeProvider();
    renderWithProviders(
      <>
        <CollectButton product={APPLE} />
        <WatchlistPage />
      </>,
      {
        transport: provider.transport,
        preloadedSession: { token: 'tok', user: USER },
      },
    );
    await screen.findByTestId('watchlist-empty');
    expect(star().getAttribute('aria-pressed')).toBe('false');

    const release = provider.hold();
    fireEvent.click(star());
    // Optimistic: before the provider answers, the star and the watchlist already show it.
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    // (the store batches subscriber notifications to the next animation frame)
    await waitFor(() => expect(document.querySelector('.watchlist .quote-row[data-code="AAPL"]')).not.toBeNull());
    expect(provider.paths()).not.toContain('product/canclecollect');
    await act(async () => {
      release();
    });
    await waitFor(() => expect(provider.paths().filter((p) => p === 'product/myCollect').length).toBe(2));
    expect(provider.calls.find((c) => c.path === 'product/collect')?.body).toEqual({ code: 'AAPL' });
    expect(star().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Added')).toBeTruthy();

    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    await screen.findByTestId('watchlist-empty');
    await waitFor(() => expect(provider.paths()).toContain('product/canclecollect'));
    await waitFor(() => expect(provider.paths().filter((p) => p === 'product/myCollect').length).toBe(3));
    expect(star().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a product already in the watchlist as collected', async () => {
    const provider = fakeProvider([APPLE]);
    renderWithProviders(<CollectButton product={APPLE} />, {
      transport: provider.transport,
      preloadedSession: { token: 'tok', user: USER },
    });
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
  });

  it('undoes the change when the provider refuses it', async () => {
    const provider = fakeProvider();
    provider.answer('product/collect', refuse(2700, 'Failed to get product information'));
    renderWithProviders(<CollectButton product={APPLE} />, {
      transport: provider.transport,
      preloadedSession: { token: 'tok', user: USER },
    });
    await waitFor(() => expect(provider.paths()).toContain('product/myCollect'));
    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks a logged-out visitor to log in first and brings them back afterwards', () => {
    const provider = fakeProvider();
    const { location } = renderWithProviders(<CollectButton product={APPLE} />, {
      transport: provider.transport,
      route: '/pages/home/listdetail?code=AAPL',
    });
    fireEvent.click(star());
    expect(location().pathname).toBe('/pages/login/login');
    expect(location().state).toEqual({ from: '/pages/home/listdetail?code=AAPL', intent: { kind: 'collect', code: 'AAPL' } });
    expect(provider.calls).toEqual([]);
  });

  describe('back from the login with the star they had tapped', () => {
    const back = (routeState: unknown, initial: Product[] = []) => {
      const provider = fakeProvider(initial);
      const view = renderWithProviders(<CollectButton product={APPLE} />, {
        transport: provider.transport,
        route: '/pages/home/listdetail?code=AAPL',
        routeState,
        preloadedSession: { token: 'tok', user: USER },
      });
      return { provider, ...view };
    };

    it('stars the product once, and the intent leaves the page', async () => {
      const { provider, location } = back({ intent: { kind: 'collect', code: 'AAPL' } });
      await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
      await waitFor(() => expect(provider.paths().filter((p) => p === 'product/myCollect').length).toBe(2));
      expect(provider.paths().filter((p) => p === 'product/collect')).toHaveLength(1);
      expect(location().state).toBeNull();
      expect(location().pathname + location().search).toBe('/pages/home/listdetail?code=AAPL');
      expect(screen.getByText('Added')).toBeTruthy();
    });

    it('leaves a product already in the watchlist starred (no toggle)', async () => {
      const { provider, location } = back({ intent: { kind: 'collect', code: 'AAPL' } }, [APPLE]);
      await waitFor(() => expect(location().state).toBeNull());
      expect(star().getAttribute('aria-pressed')).toBe('true');
      expect(provider.paths()).not.toContain('product/collect');
      expect(provider.paths()).not.toContain('product/canclecollect');
    });

    it.each([
      ['another product', { intent: { kind: 'collect', code: 'TSLA' } }],
      ['an unknown action', { intent: { kind: 'cancelCollect', code: 'AAPL' } }],
      ['no action', { from: '/pages/mine/mine' }],
    ])('does nothing for %s', async (_, routeState) => {
      const { provider } = back(routeState);
      await waitFor(() => expect(provider.paths()).toContain('product/myCollect'));
      await act(async () => undefined);
      expect(star().getAttribute('aria-pressed')).toBe('false');
      expect(provider.paths()).not.toContain('product/collect');
    });
  });
});
