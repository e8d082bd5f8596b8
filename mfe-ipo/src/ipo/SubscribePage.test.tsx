// The subscribe form: every docs/product.md §5 rule answered before sending (in the provider's words), the
// amount and frozen figures by payment method, the confirmation, a double tap sending once, and the
// provider's refusal shown under the form.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswer, stockWallet } from '@app/shared/testing';
import { paths } from '@app/shared/routes';
import { NOW, issue, orderDetail } from '../common/test-fixtures';
import { SubscribePage } from './SubscribePage';

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

function setup(available = '5000.00', subscribe: FakeAnswer<'lever/ipo'> = () => orderDetail('pending')) {
  const provider = fakeTransport({
    'product/myIpoList': () => ({ list: [issue()], total: 1 }),
    'user/userWallet': () => stockWallet(available),
    'lever/ipo': subscribe,
  });
  const view = renderWithProviders(<SubscribePage />, {
    transport: provider.transport,
    route: paths.ipoSubscribe({ id: 7 }),
    preloadedSession: TEST_SESSION,
  });
  return { provider, ...view };
}

const quantity = () => screen.getByTestId('ipo-quantity') as HTMLInputElement;
async function typeQuantity(text: string) {
  fireEvent.change(quantity(), { target: { value: text } });
}

it('shows the issue, the available funds and the amount due and frozen for each payment method', async () => {
  setup();
  await screen.findByText('Orbit Drones');
  await waitFor(() => expect(screen.getByTestId('ipo-available').textContent).toBe('5,000.00'));
  await typeQuantity('300');
  expect(screen.getByTestId('ipo-amount').textContent).toBe('3,600.00');
  expect(screen.getByTestId('ipo-frozen').textContent).toBe('3,600.00');
  fireEvent.click(screen.getByTestId('ipo-method-deposit'));
  expect(screen.getByTestId('ipo-frozen').textContent).toBe('360.00');
  // The steppers move by the minimum subscription, within the limits.
  fireEvent.click(screen.getByRole('button', { name: 'More shares' }));
  expect(quantity().value).toBe('400');
  fireEvent.click(screen.getByRole('button', { name: 'Fewer shares' }));
  fireEvent.click(screen.getByRole('button', { name: 'Fewer shares' }));
  fireEvent.click(screen.getByRole('button', { name: 'Fewer shares' }));
  fireEvent.click(screen.getByRole('button', { name: 'Fewer shares' }));
  expect(quantity().value).toBe('100');
});

it.each([
  ['', 'Subscription quantity is required and must be an integer'],
  ['150.5', 'Subscription quantity is required and must be an integer'],
  ['50', 'Subscription quantity cannot be less than the minimum subscription shares'],
  ['150', 'Subscription quantity must be a multiple of the minimum subscription shares'],
  ['5100', 'Subscription quantity exceeds the maximum for one customer'],
  ['500', 'Insufficient wallet balance'],
])('quantity %j is refused with "%s" and nothing is sent', async (text, message) => {
  const { provider } = setup('1000.00');
  await screen.findByText('Orbit Drones');
  await waitFor(() => expect(screen.getByTestId('ipo-available').textContent).toBe('1,000.00'));
  await typeQuantity(text);
  fireEvent.click(screen.getByTestId('ipo-review'));
  expect(screen.getByTestId('ipo-error').textContent).toBe(message);
  expect(screen.queryByTestId('ipo-confirm')).toBeNull();
  expect(provider.count('lever/ipo')).toBe(0);
});

it('confirms, and a double tap subscribes once', async () => {
  const { provider, location } = setup();
  await screen.findByText('Orbit Drones');
  await waitFor(() => expect(screen.getByTestId('ipo-available').textContent).toBe('5,000.00'));
  await typeQuantity('300');
  fireEvent.click(screen.getByTestId('ipo-review'));
  expect(screen.getByTestId('ipo-confirm').textContent).toContain(
    'Subscribe for 300 shares of Orbit Drones: amount 3,600.00 USDT, 3,600.00 USDT frozen now.',
  );
  const release = provider.hold();
  const submit = screen.getByTestId('ipo-confirm-submit');
  fireEvent.click(submit);
  fireEvent.click(submit);
  await act(async () => release());
  await waitFor(() => expect(location().pathname).toBe('/pages/mine/ipoOrderDetail'));
  expect(provider.count('lever/ipo')).toBe(1);
  expect(provider.calls.find((c) => c.path === 'lever/ipo')!.body).toEqual({
    ipoId: 7,
    quantity: '300',
    paymentMethod: 'full',
    requestId: expect.stringMatching(/^ipo-/),
  });
});

it("shows the provider's refusal under the form and stays", async () => {
  const { provider } = setup('5000.00', () => refuse(2408, 'Cannot submit repeatedly'));
  await screen.findByText('Orbit Drones');
  await waitFor(() => expect(screen.getByTestId('ipo-available').textContent).toBe('5,000.00'));
  fireEvent.click(screen.getByTestId('ipo-review'));
  fireEvent.click(screen.getByTestId('ipo-confirm-submit'));
  expect(await screen.findByTestId('ipo-error')).toHaveProperty('textContent', 'Cannot submit repeatedly');
  expect(provider.count('lever/ipo')).toBe(1);
});

it('refuses once the window has closed', async () => {
  const { provider } = setup();
  await screen.findByText('Orbit Drones');
  act(() => {
    jest.setSystemTime(NOW + 2 * 3_600_000);
    jest.advanceTimersByTime(1000);
  });
  fireEvent.click(screen.getByTestId('ipo-review'));
  expect(screen.getByTestId('ipo-error').textContent).toBe('Subscription has ended');
  expect(provider.count('lever/ipo')).toBe(0);
});
