// A Home widget's remote is fetched only when the widget comes near the screen; its height is
// reserved before and after. The edges are fake: the federation loader and IntersectionObserver.
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { RemoteWidget, WIDGET_LOAD_MARGIN } from './RemoteWidget';
import { loadRemoteModule } from './federation';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** The browser's IntersectionObserver, driven by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) {
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
  load.mockResolvedValue({ widgets: { HomeNews: () => <p>Latest news</p> } });
});

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('RemoteWidget', () => {
  it('below the fold: reserves its height and fetches nothing until it comes near the screen', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    const { container } = renderWithProviders(<RemoteWidget domain="account" name="HomeNews" minHeight="16.4rem" />);
    const section = container.querySelector('[data-widget="account/HomeNews"]') as HTMLElement;
    expect(section.style.minHeight).toBe('16.4rem');
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.all[0].options.rootMargin).toBe(WIDGET_LOAD_MARGIN);

    await act(async () => FakeObserver.all[0].enter());
    expect(await screen.findByText('Latest news')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('account', 'widgets');
    expect(section.style.minHeight).toBe('16.4rem');
  });

  it('without IntersectionObserver it loads at once', async () => {
    renderWithProviders(<RemoteWidget domain="account" name="HomeNews" minHeight="16.4rem" />);
    expect(await screen.findByText('Latest news')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
