// A Home widget's remote is fetched only when the widget comes near the screen; its height is
// reserved before and after: the height its remote declares, or the shell's reserve until then. The edges are fake: the federation loader and IntersectionObserver.
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { RemoteWidget, WIDGET_LOAD_MARGIN } from './RemoteWidget';
import { loadRemoteModule } from './federation';
import { preloadWidgets } from './widgets';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** The browser's IntersectionObserver, driven by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(
    private callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  enter() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  load.mockReset();
  load.mockResolvedValue({ widgets: { HomeNews: () => <p>Latest news</p> }, heights: { HomeNews: '16.4rem' } });
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('RemoteWidget', () => {
  it('below the fold: reserves its height and fetches nothing until it comes near the screen', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const { container } = renderWithProviders(<RemoteWidget domain="account" name="HomeNews" reserve="10rem" />);
    const section = container.querySelector('[data-widget="account/HomeNews"]') as HTMLElement;
    expect(section.style.minHeight).toBe('10rem'); // the shell's reserve: the remote has not said yet
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.all[0].options.rootMargin).toBe(WIDGET_LOAD_MARGIN);

    await act(async () => FakeObserver.all[0].enter());
    expect(await screen.findByText('Latest news')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('account', 'widgets');
    expect(section.style.minHeight).toBe('16.4rem'); // the remote's own height
  });

  it('a widgets module preloaded at start-up gives its height to the first render (no shift)', async () => {
    load.mockResolvedValue({ widgets: { HomeQuotes: () => <p>Quotes</p> }, heights: { HomeQuotes: '35.5rem', Other: 'calc(1px)' } });
    await preloadWidgets(['market']);
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const { container } = renderWithProviders(<RemoteWidget domain="market" name="HomeQuotes" reserve="10rem" />);
    const section = container.querySelector('[data-widget="market/HomeQuotes"]') as HTMLElement;
    expect(section.style.minHeight).toBe('35.5rem');
    await act(async () => FakeObserver.all[0].enter());
    expect(await screen.findByText('Quotes')).toBeTruthy();
    expect(section.style.minHeight).toBe('35.5rem');
  });

  it('a failed preload keeps the reserve, and the widget still loads when near', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadWidgets(['ipo'])).resolves.toBeUndefined();
    load.mockResolvedValue({ widgets: { HomeNewStocks: () => <p>New stocks</p> }, heights: { HomeNewStocks: '10.5rem' } });
    const { container } = renderWithProviders(<RemoteWidget domain="ipo" name="HomeNewStocks" reserve="10rem" />);
    expect(await screen.findByText('New stocks')).toBeTruthy();
    expect((container.querySelector('[data-widget="ipo/HomeNewStocks"]') as HTMLElement).style.minHeight).toBe('10.5rem');
  });

  it('without IntersectionObserver it loads at once', async () => {
    renderWithProviders(<RemoteWidget domain="account" name="HomeNews" reserve="10rem" />);
    expect(await screen.findByText('Latest news')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
