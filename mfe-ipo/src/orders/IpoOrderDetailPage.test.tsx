// The application detail in each state: its label, the 5-step progress (done / current / waiting),
// the info and description boxes; paying a "to pay" order (after a confirmation that says what it
// pays for; a double tap pays once); and the
// lottery's result shown as soon as it is due (the page asks again).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fakeTransport,
  refuse,
  renderWithProviders,
  TEST_SESSION,
  type FakeAnswer,
  type FakeAnswers,
  stockWallet,
} from '@app/shared/testing';
import { type IpoOrderState } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NOW, orderDetail } from '../common/test-fixtures';
import { IpoOrderDetailPage, RESULT_POLL_MS } from './IpoOrderDetailPage';
import { stepStatuses } from './progress';

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

function setup(detail: FakeAnswer<'lever/ipoOrderDetail'>, extra: FakeAnswers = {}, route = paths.ipoOrderDetail({ id: 31 })) {
  const provider = fakeTransport({ 'lever/ipoOrderDetail': detail, 'user/userWallet': () => stockWallet('5000.00'), ...extra });
  const view = renderWithProviders(<IpoOrderDetailPage />, {
    transport: provider.transport,
    route,
    preloadedSession: TEST_SESSION,
  });
  return { provider, ...view };
}

const statusesShown = () =>
  within(screen.getByTestId('ipo-steps'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-status'));

it('progress: done steps, then the current one, then waiting ones', () => {
  const steps = orderDetail('toPay').steps;
  expect(stepStatuses(steps)).toEqual(['done', 'done', 'current', 'waiting', 'waiting']);
  expect(stepStatuses(orderDetail('bought').steps.map((s) => ({ ...s, done: true })))).toEqual(['done', 'done', 'done', 'done', 'done']);
});

it.each<[IpoOrderState, string, string[], RegExp]>([
  ['pending', 'Awaiting lottery', ['done', 'current', 'waiting', 'waiting', 'waiting'], /frozen until the lottery/],
  ['bought', 'Bought', ['done', 'done', 'done', 'done', 'current'], /You won the lottery and the shares are paid/],
  ['notWon', 'Did not win lottery', ['done', 'done', 'skipped', 'skipped', 'skipped'], /released to your available balance/],
  ['toPay', 'To pay', ['done', 'done', 'current', 'waiting', 'waiting'], /Pay the rest before/],
  ['unpaid', 'Unpaid', ['done', 'done', 'skipped', 'skipped', 'skipped'], /deposit was returned/],
])('%s: label, progress, info and description', async (state, label, statuses, description) => {
  setup(() => orderDetail(state));
  const detail = await screen.findByTestId('ipo-order-detail');
  expect(detail.getAttribute('data-state')).toBe(state);
  expect(screen.getByTestId('ipo-order-state').textContent).toBe(label);
  expect(statusesShown()).toEqual(statuses);
  expect(screen.getByRole('region', { name: 'Information' }).textContent).toContain('IPO00000031');
  expect(screen.getByTestId('ipo-description').textContent).toMatch(description);
  expect(!!screen.queryByTestId('ipo-pay')).toBe(state === 'toPay');
  expect(!!screen.queryByTestId('ipo-holding-note')).toBe(state === 'bought');
});

it.each(['/pages/mine/ipoOrderDetail', '/pages/mine/ipoOrderDetail?id=abc', '/pages/mine/ipoOrderDetail?id=0'])(
  '%s: names no order, so the page says the order is not found without asking (no endless loading)',
  (route) => {
    const { provider } = setup(() => orderDetail('pending'), {}, route);
    expect(screen.getByText('Order not found')).toBeTruthy();
    expect(screen.queryByTestId('page-loading')).toBeNull();
    expect(provider.count('lever/ipoOrderDetail')).toBe(0);
  },
);

it.each<[IpoOrderState]>([['notWon'], ['unpaid']])('%s: pay, allot and list say they will not happen, with no date', async (state) => {
  setup(() => orderDetail(state));
  await screen.findByTestId('ipo-order-detail');
  const steps = within(screen.getByTestId('ipo-steps')).getAllByRole('listitem');
  expect(steps.map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^✓Subscribe[\d:-]+$/),
    expect.stringMatching(/^✓Lottery[\d:-]+$/),
    '–PayWill not happen',
    '–AllotWill not happen',
    '–ListWill not happen',
  ]);
  expect(steps.some((li) => li.getAttribute('aria-current') === 'step')).toBe(false);
});

it('paying asks first, with the amount and what it buys; Cancel pays nothing', async () => {
  const { provider } = setup(() => orderDetail('toPay'), { 'lever/payNoPayIpoOrder': () => orderDetail('bought') });
  fireEvent.click(await screen.findByTestId('ipo-pay-submit'));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
  expect(confirm.textContent).toContain(
    'Pay 3,240.00 USDT from your stock account for the 300 shares of Orbit Drones (ORBT) allotted to you at 12.00 USDT.',
  );
  expect(confirm.textContent).toContain('With your deposit of 360.00 USDT they cost 3,600.00 USDT');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(100);
  });
  expect(provider.count('lever/payNoPayIpoOrder')).toBe(0);
});

it('pays a "to pay" order once it is confirmed, however often it is tapped', async () => {
  let paid = false;
  const { provider } = setup(() => orderDetail(paid ? 'bought' : 'toPay'), {
    'lever/payNoPayIpoOrder': () => {
      paid = true;
      return orderDetail('bought');
    },
  });
  await screen.findByTestId('ipo-pay');
  expect(screen.getByTestId('ipo-pay').textContent).toContain('3,240.00');
  fireEvent.click(screen.getByTestId('ipo-pay-submit'));
  expect(provider.count('lever/payNoPayIpoOrder')).toBe(0);
  const release = provider.hold();
  fireEvent.click(screen.getByTestId('ipo-pay-confirm'));
  fireEvent.click(screen.getByTestId('ipo-pay-confirm'));
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('ipo-order-state').textContent).toBe('Bought'));
  expect(provider.count('lever/payNoPayIpoOrder')).toBe(1);
});

it("shows the provider's message when paying fails", async () => {
  setup(() => orderDetail('toPay'), { 'lever/payNoPayIpoOrder': () => refuse(2407, 'Insufficient wallet balance') });
  fireEvent.click(await screen.findByTestId('ipo-pay-submit'));
  fireEvent.click(await screen.findByTestId('ipo-pay-confirm'));
  expect((await screen.findByTestId('ipo-error')).textContent).toBe('Insufficient wallet balance');
});

it('asks again once the lottery is due, so a lost lottery and its released funds show at once', async () => {
  let drawn = false;
  const { provider } = setup(() => (drawn ? orderDetail('notWon') : orderDetail('pending', { lotteryAt: NOW + 1000 })));
  await screen.findByTestId('ipo-order-detail');
  expect(screen.getByTestId('ipo-detail-frozen').textContent).toBe('3,600.00');
  drawn = true;
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  await act(async () => {
    jest.advanceTimersByTime(RESULT_POLL_MS);
  });
  await waitFor(() => expect(screen.getByTestId('ipo-order-state').textContent).toBe('Did not win lottery'));
  expect(screen.getByTestId('ipo-detail-frozen').textContent).toBe('0.00');
  expect(provider.count('lever/ipoOrderDetail')).toBeGreaterThanOrEqual(2);
});
