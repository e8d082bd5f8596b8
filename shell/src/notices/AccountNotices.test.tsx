// Notices of the provider's own closes and fills: the socket passes a well-formed notice on (and
// still invalidates through onEvent), the banner shows it translated on any page, with a way to
// Historical; malformed notices are ignored. Every language carries every notice string.
import { act, fireEvent, screen } from '@testing-library/react';
import { FakeSocket, renderWithProviders } from '@app/shared/testing';
import type { AccountEvent, AccountNotice } from '@app/shared';
import { readNotice } from '@app/shared/socket';
import { createQuoteSocket } from '../socket/quote-socket';
import { AccountNotices, NOTICE_VISIBLE_MS } from './AccountNotices';
import { NoticeHost } from './NoticeHost';
import { publishNotice } from './notice-bus';
import en from './locales/en.json';
import ja from './locales/ja.json';
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';

const STOP: AccountNotice = {
  domain: 'trade',
  kind: 'closed',
  orderId: 7,
  code: 'AAPL',
  direction: 'bullish',
  quantity: 10,
  reason: 'stopProfit',
  price: '210.00',
  totalPnl: '93.80',
};

function openSocket() {
  const onEvent = jest.fn<void, [AccountEvent]>();
  const socket = createQuoteSocket({ url: (t) => `ws://h/websocket/${t}`, create: FakeSocket.create, onQuotes: () => undefined, onEvent });
  socket.open('tok');
  const ws = FakeSocket.latest();
  ws.serverOpen();
  return { ws, onEvent, socket };
}

beforeEach(() => FakeSocket.reset());

it('shows a stop fill pushed over the socket on whatever page is open, then lets the customer see it in Historical', async () => {
  jest.useFakeTimers();
  const { location } = renderWithProviders(<AccountNotices />, { route: '/pages/mine/user' });
  const { ws, onEvent, socket } = openSocket();
  act(() => ws.emitJson({ type: 'event', event: 'orders', notice: STOP }));
  expect(onEvent).toHaveBeenCalledWith('orders');
  const banner = await screen.findByTestId('account-notice');
  expect(banner.textContent).toContain('Stop profit: AAPL 10 shares closed at 210.00');
  expect(banner.textContent).toContain('Realised P/L 93.80');
  fireEvent.click(screen.getByText('View'));
  expect(location().pathname).toBe('/pages/home/orderlist');
  expect(location().search).toBe('?tab=historical');
  expect(screen.queryByTestId('account-notice')).toBeNull();

  act(() => ws.emitJson({ type: 'event', event: 'orders', notice: { ...STOP, reason: 'forced', price: '168.00', totalPnl: '-325.45' } }));
  expect((await screen.findByTestId('account-notice')).textContent).toContain('Forced close at the stop-loss line');
  act(() => {
    jest.advanceTimersByTime(NOTICE_VISIBLE_MS);
  });
  expect(screen.queryByTestId('account-notice')).toBeNull();
  socket.close();
  jest.useRealTimers();
});

it('ignores malformed notices (the event itself still counts)', () => {
  expect(readNotice({ ...STOP, domain: 'ipo' })).toBeNull();
  expect(readNotice({ ...STOP, orderId: '7' })).toBeNull();
  expect(readNotice({ ...STOP, reason: 'boom' })).toBeNull();
  expect(readNotice(null)).toBeNull();
  expect(readNotice(STOP)).toEqual(STOP);
  const { ws, onEvent } = openSocket();
  const onNotice = jest.fn();
  ws.emitJson({ type: 'event', event: 'balance', notice: { kind: 'closed' } });
  expect(onEvent).toHaveBeenCalledWith('balance');
  expect(onNotice).not.toHaveBeenCalled();
});

it('every language carries every notice string', () => {
  type Tree = { [k: string]: string | Tree };
  const flat = (tree: Tree, p = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? (v.trim() ? [`${p}${k}`] : []) : flat(v, `${p}${k}.`)));
  const keys = flat(en).sort();
  for (const lang of [zhHans, zhHant, ja]) expect(flat(lang).sort()).toEqual(keys);
});

it("the layout's host loads the banner on the first notice and shows it (nothing is loaded before)", async () => {
  const { container } = renderWithProviders(<NoticeHost />, { route: '/' });
  expect(container.innerHTML).toBe('');
  act(() => publishNotice({ ...STOP, kind: 'filled', reason: null, totalPnl: null, price: '195.00' }));
  expect((await screen.findByTestId('account-notice')).textContent).toContain('Limit order filled: AAPL 10 shares opened at 195.00');
});
