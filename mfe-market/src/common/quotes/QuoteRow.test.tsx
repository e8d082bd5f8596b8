// One product row of the market list (docs/product.md §2 "rows with name, suffix, price and percent change";
// ARCHITECTURE "Socket": each row selects its own quote, so a tick re-renders only its row).
import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { quotesReceived, quotesReleased, quotesWanted, type Product, type QuoteTick } from '@app/shared';
import { QuoteRow } from './QuoteRow';

const APPLE: Product = {
  code: 'AAPL',
  type: 'stock',
  name: 'Apple Inc.',
  suffix: 'US',
  country: 'US',
  exchange: 'NASDAQ',
  price: '190.10',
  change: '1.20',
  changePct: '0.63',
  high: '191.00',
  low: '188.00',
};
const TESLA: Product = {
  code: 'TSLA',
  type: 'stock',
  name: 'Tesla',
  suffix: 'US',
  country: 'US',
  exchange: 'NASDAQ',
  price: '250.00',
  change: '-2.00',
  changePct: '-0.79',
  high: '255.00',
  low: '249.00',
};

function tick(code: string, price: string, changePct: string): QuoteTick {
  return { code, price, change: changePct, changePct, high: price, low: price, ts: 1 };
}

function row(code: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`.quote-row[data-code="${code}"]`);
  if (!el) throw new Error(`no row for ${code}`);
  return el;
}
const priceOf = (code: string) => row(code).querySelector<HTMLElement>('.quote-row__price .num')!;
const percentOf = (code: string) => row(code).querySelector<HTMLElement>('.quote-row__change .num')!;

describe('QuoteRow', () => {
  it('shows name, code, suffix, price and percent change of the product', () => {
    renderWithProviders(<QuoteRow product={APPLE} />);
    expect(screen.getByText('Apple Inc.')).toBeTruthy();
    expect(row('AAPL').querySelector('.quote-row__code')?.textContent).toBe('AAPLUS');
    expect(screen.getByText('US').tagName).toBe('EM');
    expect(priceOf('AAPL').textContent).toBe('190.10');
    expect(percentOf('AAPL').textContent).toBe('+0.63%');
  });

  it('colours a rise up and a fall down', () => {
    renderWithProviders(
      <>
        <QuoteRow product={APPLE} />
        <QuoteRow product={TESLA} />
      </>,
    );
    expect(priceOf('AAPL').classList.contains('up')).toBe(true);
    expect(percentOf('AAPL').classList.contains('up')).toBe(true);
    expect(priceOf('TSLA').classList.contains('down')).toBe(true);
    expect(percentOf('TSLA').textContent).toBe('-0.79%');
    expect(percentOf('TSLA').classList.contains('down')).toBe(true);
  });

  it('links to the detail page of the product', () => {
    renderWithProviders(<QuoteRow product={APPLE} />);
    expect(row('AAPL').getAttribute('href')).toBe('/pages/home/listdetail?code=AAPL');
  });

  it('a live quote replaces the snapshot price and percent, with the new direction colour', () => {
    const { store } = renderWithProviders(<QuoteRow product={APPLE} />);
    act(() => {
      store.dispatch(quotesReceived([tick('AAPL', '187.55', '-0.71')]));
    });
    expect(priceOf('AAPL').textContent).toBe('187.55');
    expect(priceOf('AAPL').classList.contains('down')).toBe(true);
    expect(priceOf('AAPL').classList.contains('up')).toBe(false);
    expect(percentOf('AAPL').textContent).toBe('-0.71%');
    expect(percentOf('AAPL').classList.contains('down')).toBe(true);

    act(() => {
      store.dispatch(quotesReceived([tick('AAPL', '192.00', '1.00')]));
    });
    expect(priceOf('AAPL').textContent).toBe('192.00');
    expect(percentOf('AAPL').textContent).toBe('+1.00%');
    expect(percentOf('AAPL').classList.contains('up')).toBe(true);
  });

  it('a quote of another code leaves the row as it is', () => {
    const { store } = renderWithProviders(<QuoteRow product={APPLE} />);
    act(() => {
      store.dispatch(quotesReceived([tick('MSFT', '1.00', '-9.00')]));
    });
    expect(priceOf('AAPL').textContent).toBe('190.10');
    expect(percentOf('AAPL').textContent).toBe('+0.63%');
  });

  it('wants its code while mounted and releases it on unmount', () => {
    const { actions, unmount } = renderWithProviders(<QuoteRow product={APPLE} />);
    const quoteActions = () => actions.filter((a) => quotesWanted.match(a) || quotesReleased.match(a));
    expect(quoteActions()).toEqual([quotesWanted(['AAPL'])]);
    unmount();
    expect(quoteActions()).toEqual([quotesWanted(['AAPL']), quotesReleased(['AAPL'])]);
  });

  it('a tick re-renders only the row of its code', () => {
    const commits: Record<string, number> = { AAPL: 0, TSLA: 0 };
    const count = (id: string) => {
      commits[id] += 1;
    };
    const { store } = renderWithProviders(
      <>
        <Profiler id="AAPL" onRender={count}>
          <QuoteRow product={APPLE} />
        </Profiler>
        <Profiler id="TSLA" onRender={count}>
          <QuoteRow product={TESLA} />
        </Profiler>
      </>,
    );
    const before = { ...commits };
    act(() => {
      store.dispatch(quotesReceived([tick('TSLA', '251.00', '-0.40')]));
    });
    expect(priceOf('TSLA').textContent).toBe('251.00');
    expect(commits.TSLA).toBeGreaterThan(before.TSLA);
    expect(commits.AAPL).toBe(before.AAPL);
  });
});
