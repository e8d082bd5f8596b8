// The application list: tabs by state ask the provider for that state; the issue-outcome tabs
// filter by the order's issue result; each row shows its state and opens the detail.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, renderWithProviders, TEST_SESSION } from '@app/shared/testing';
import { paths } from '@app/shared/routes';
import { orderDetail } from '../common/test-fixtures';
import { IpoOrdersPage } from './IpoOrdersPage';

const ORDERS = [
  orderDetail('bought', { id: 1, issueResult: 'oversubscription' }),
  orderDetail('notWon', { id: 2, issueResult: 'oversubscription' }),
  orderDetail('toPay', { id: 3, issueResult: 'underSubscription' }),
  orderDetail('pending', { id: 4 }),
];

function setup(route = paths.ipoOrders()) {
  const provider = fakeTransport({
    'lever/ipoOrderList': (body) => {
      const { state } = body;
      const list = ORDERS.filter((o) => !state || o.state === state);
      return { list, total: list.length };
    },
  });
  const view = renderWithProviders(<IpoOrdersPage />, { transport: provider.transport, route, preloadedSession: TEST_SESSION });
  return { provider, ...view };
}

const states = () => screen.getAllByTestId('ipo-order').map((row) => row.getAttribute('data-state'));

it('lists every application with its state, and a tab asks for its state', async () => {
  const { provider } = setup();
  await waitFor(() => expect(states()).toEqual(['bought', 'notWon', 'toPay', 'pending']));
  expect(screen.getAllByTestId('ipo-order-state').map((s) => s.textContent)).toEqual([
    'Bought',
    'Did not win lottery',
    'To pay',
    'Awaiting lottery',
  ]);
  fireEvent.click(screen.getByText('To pay', { selector: '.adm-tabs-tab' }));
  await waitFor(() => expect(states()).toEqual(['toPay']));
  expect(provider.calls.some((c) => (c.body as { state?: string }).state === 'toPay')).toBe(true);
});

it('the oversubscription tab shows the orders of oversubscribed issues', async () => {
  setup(paths.ipoOrders({ state: 'oversubscription' }));
  await waitFor(() => expect(states()).toEqual(['bought', 'notWon']));
});

it('a row opens its detail', async () => {
  const { location } = setup();
  await waitFor(() => expect(states()).toHaveLength(4));
  fireEvent.click(screen.getAllByTestId('ipo-order')[2]);
  expect(location().pathname + location().search).toBe(paths.ipoOrderDetail({ id: 3 }));
});
