// The key-figures popup beside the live header: while it is open, its figures follow the live quote
// (high, low, change, change %, amplitude, each coloured by direction) and the rest of the
// snapshot is asked for again, so the popup never shows older figures than the price block.
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '@app/shared/testing';
import { quotesReceived, type ProductDetail, type ProfileRow } from '@app/shared';
import { InfoPopup } from './InfoPopup';

const row = (key: string, label: string, value: string, tone: ProfileRow['tone'] = 0): ProfileRow => ({ key, label, value, tone });

function detail(over: { info?: ProfileRow[] } = {}): ProductDetail {
  return {
    code: '00700',
    name: 'Tencent Holdings',
    suffix: 'HK',
    price: '413.20',
    change: '-3.20',
    changePct: '-0.76',
    high: '415.40',
    low: '410.40',
    open: '412.20',
    prevClose: '416.40',
    volume: 1_200_000,
    turnover: '496520000.00',
    decimals: 2,
    marketOpen: true,
    depth: { bids: [], asks: [] },
    description: '',
    summary: [],
    info: over.info ?? [
      row('open', 'Open', '412.20', -1),
      row('prevClose', 'Prev close', '416.40'),
      row('high', 'High', '415.40', -1),
      row('low', 'Low', '410.40', -1),
      row('change', 'Change', '-3.20', -1),
      row('changePct', 'Change %', '-0.76%', -1),
      row('volume', 'Volume', '1.20M'),
      row('amplitude', 'Amplitude', '1.20%'),
    ],
  } as unknown as ProductDetail;
}

const values = () =>
  Object.fromEntries(
    within(screen.getByTestId('info-popup'))
      .getAllByRole('definition')
      .map((dd) => [dd.previousElementSibling?.textContent, `${dd.textContent} ${dd.className.replace('num', '').trim() || 'flat'}`]),
  );

it('follows the live quote while open, and asks for the rest of the figures again', async () => {
  const snapshot = detail();
  const provider = fakeTransport({
    'product/queryProductPrice': () => detail({ info: snapshot.info.map((r) => (r.key === 'volume' ? { ...r, value: '1.30M' } : r)) }),
  });
  const { store } = renderWithProviders(<InfoPopup detail={snapshot} title="Tencent Holdings · 00700" open onClose={() => undefined} />, {
    transport: provider.transport,
    preloadedSession: { token: 'tok', user: { uid: 1 } as never },
  });
  await screen.findByTestId('info-popup');
  act(() => {
    store.dispatch(
      quotesReceived([{ code: '00700', price: '413.60', change: '-2.80', changePct: '-0.67', high: '415.80', low: '410.40', ts: 1 }]),
    );
  });
  await waitFor(() => expect(values().High).toBe('415.80 down'));
  expect(values()).toMatchObject({
    'Prev close': '416.40 flat',
    High: '415.80 down',
    Low: '410.40 down',
    Change: '-2.80 down',
    'Change %': '-0.67% down',
    // (415.80 − 410.40) / 416.40 = 1.2968…% → 1.30%
    Amplitude: '1.30% flat',
  });
  // Above the previous close: the high turns red (up).
  act(() => {
    store.dispatch(
      quotesReceived([{ code: '00700', price: '417.00', change: '0.60', changePct: '0.14', high: '417.00', low: '410.40', ts: 2 }]),
    );
  });
  await waitFor(() => expect(values()).toMatchObject({ High: '417.00 up', Change: '0.60 up', 'Change %': '0.14% up' }));
  // What the quote does not carry (volume) is asked for again on opening.
  await waitFor(() => expect(values().Volume).toBe('1.30M flat'));
  expect(provider.count('product/queryProductPrice')).toBeGreaterThanOrEqual(1);
});
