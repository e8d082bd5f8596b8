// The option chain's expiry tabs say how long is left as a trader reads it: days and hours under
// two days, hours under one, minutes under an hour, never rounded up.
import { screen } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '@app/shared/testing';
import type { ProductDetail } from '@app/shared';
import { OptionChainPage } from './OptionChainPage';

const AAPL = {
  code: 'AAPL',
  name: 'Apple',
  suffix: 'US',
  price: '200.00',
  change: '1.00',
  changePct: '0.50',
  high: '201.00',
  low: '198.00',
  open: '199.00',
  prevClose: '199.00',
  volume: 1_000_000,
  turnover: '200000000.00',
  decimals: 2,
  marketOpen: true,
  depth: { bids: [], asks: [] },
  description: '',
  summary: [],
  info: [],
} as unknown as ProductDetail;

// Thursday 9 Jan 2025, 08:48 UTC−5: 1.3 days before Friday's 16:00 UTC−5 expiry.
const NOW = Date.UTC(2025, 0, 10, 21) - 1.3 * 24 * 3_600_000;

function open() {
  const provider = fakeTransport({
    'product/queryProductPrice': () => AAPL,
    'product/kline': (body) => ({ code: body.code, period: body.period, candles: [] }),
  });
  renderWithProviders(<OptionChainPage />, { transport: provider.transport, route: '/pages/market/options?code=AAPL' });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

it('shows "1 d 7 h" 1.3 days before the nearest expiry, whole days for the later ones', async () => {
  open();
  await screen.findByTestId('option-chain');
  const left = screen.getAllByTestId('expiry-left').map((e) => e.textContent);
  expect(left).toEqual(['1 d 7 h', '8 days', '15 days', '22 days', '43 days', '71 days']);
});
