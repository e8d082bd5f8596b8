// Market tab filters: the exchange state says "Demo session" on the demo clock, and the
// shared sideways strip offers named arrows (and wheel scrolling) only while there is more to see.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import type { Exchange } from '@app/shared';
import { CountryTabs, ExchangeStrip } from './MarketTabs';

const exchange = (code: string, over: Partial<Exchange> = {}): Exchange => ({
  code,
  name: code,
  country: 'US',
  timezone: 'America/New_York',
  sessions: [{ open: '09:30', close: '16:00' }],
  isOpen: true,
  ...over,
});

it('says Demo session on the always-open demo clock, else Trading or Closed', () => {
  renderWithProviders(
    <ExchangeStrip
      value=""
      onChange={() => undefined}
      exchanges={[
        exchange('NASDAQ', { demoSession: true }),
        exchange('NYSE', { demoSession: false }),
        exchange('TSE', { isOpen: false, demoSession: false }),
      ]}
    />,
  );
  expect(screen.getAllByTestId('exchange-state').map((e) => e.textContent)).toEqual(['Demo session', 'Trading', 'Closed']);
  expect(screen.getByRole('tab', { name: /NASDAQ/ }).getAttribute('title')).toMatch(/^Demo clock.*09:30–16:00$/);
});

describe('ScrollStrip', () => {
  const size = { scrollWidth: 600, clientWidth: 200 };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
      configurable: true,
      get() {
        return this.classList.contains('market-tabs') ? size.scrollWidth : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get() {
        return this.classList.contains('market-tabs') ? size.clientWidth : 0;
      },
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });

  it('shows a named arrow only towards more tabs, scrolls by it and by the wheel', () => {
    const scrollBy = jest.fn();
    (HTMLElement.prototype as unknown as { scrollBy: unknown }).scrollBy = scrollBy;
    renderWithProviders(
      <CountryTabs
        value=""
        onChange={() => undefined}
        countries={[
          { code: 'US', name: 'United States' },
          { code: 'JP', name: 'Japan' },
        ]}
      />,
    );
    const strip = screen.getByRole('tablist');
    const on = screen.getByRole('button', { name: 'Scroll Markets by country right' });
    expect(on.hidden).toBe(false);
    expect(screen.getByTestId('country-tabs-back').hidden).toBe(true);

    fireEvent.click(on);
    expect(scrollBy).toHaveBeenCalledWith({ left: 140, behavior: 'smooth' });

    // A vertical wheel turn moves the row sideways.
    act(() => {
      strip.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, cancelable: true, bubbles: true }));
    });
    expect(strip.scrollLeft).toBe(100);

    // At the end: the forward arrow goes, the back arrow is there.
    strip.scrollLeft = 400;
    fireEvent.scroll(strip);
    expect(on.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Scroll Markets by country left' }).hidden).toBe(false);
  });
});
