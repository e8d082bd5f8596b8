import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswer } from '@app/shared/testing';
import type { FundDetail } from '@app/shared';
import { FundDetailPage } from './FundDetailPage';
import { FundListPage } from './FundListPage';
import { FundOrderPage } from './FundOrderPage';
import { walletOf } from '@app/shared/testing';

const FUND: FundDetail = {
  id: 3,
  code: 'F003',
  title: 'Steady Income',
  percent: '8.50',
  tags: ['Low risk', 'Fixed term'],
  manager: { name: 'Lena Park', years: 12, earnings: '86.40' },
  termDays: 30,
  minAmount: '1000.00',
  maxAmount: '100000.00',
  step: '100.00',
  description: 'Short-term notes.',
  riskLevel: 2,
};

describe('funds', () => {
  it('list: percent figure, tags, title, manager', async () => {
    const p = fakeTransport({ 'funds/list': [FUND] });
    renderWithProviders(<FundListPage />, { transport: p.transport, route: '/pages/fund/list' });
    const card = await screen.findByTestId('fund-card');
    for (const text of ['8.50%', 'Low risk', 'Fixed term', 'Steady Income', 'Lena Park']) expect(card.textContent).toContain(text);
    expect(card.getAttribute('href')).toBe('/pages/fund/detail?id=3');
  });

  it('detail: description, tags, manager with years and earnings, apply', async () => {
    const p = fakeTransport({ 'funds/detail': FUND });
    renderWithProviders(<FundDetailPage />, { transport: p.transport, route: '/pages/fund/detail?id=3' });
    const manager = await screen.findByTestId('fund-manager');
    expect(manager.textContent).toContain('12 years');
    expect(manager.textContent).toContain('86.40%');
    expect(screen.getByText('Short-term notes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/pages/fund/order?id=3');
  });

  function order(buy: FakeAnswer<'funds/buy'> = { id: 1 }) {
    const p = fakeTransport({
      'funds/detail': FUND,
      'user/userWallet': walletOf({ coin: { available: '5000.00', frozen: '0.00', total: '5000.00' } }),
      'funds/buy': buy,
      'funds/myOrders': { list: [], total: 0 },
    });
    const view = renderWithProviders(<FundOrderPage />, {
      transport: p.transport,
      preloadedSession: TEST_SESSION,
      route: '/pages/fund/order?id=3',
    });
    return { ...p, ...view };
  }

  it.each([
    ['', 'Please enter the amount'],
    ['900', 'Amount must be greater than 1000 and less than 100000'],
    ['1050', 'Investment amount must be a multiple of 100'],
    ['6000', 'Insufficient coin wallet balance'],
  ])('order amount %p → %s, nothing sent', async (amount, message) => {
    const p = order();
    fireEvent.change(await screen.findByPlaceholderText('Amount'), { target: { value: amount } });
    await waitFor(() => expect(screen.getByText(/Coin wallet available: 5,000\.00/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(p.callsTo('funds/buy')).toHaveLength(0);
  });

  it('expected income exactly (amount × 8.50 % × 30 / 365, down to the cent), bought once', async () => {
    const p = order();
    fireEvent.change(await screen.findByPlaceholderText('Amount'), { target: { value: '1000' } });
    expect(screen.getByTestId('expected-income').textContent).toBe('6.98 USDT');
    await waitFor(() => expect(screen.getByText(/Coin wallet available: 5,000\.00/)).toBeTruthy());
    const button = screen.getByRole('button', { name: 'Confirm subscription' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(p.location().pathname).toBe('/pages/fund/myOrders'));
    expect(p.callsTo('funds/buy')).toHaveLength(1);
    expect(p.callsTo('funds/buy')[0].body).toEqual({ fundId: 3, amount: '1000', requestId: expect.stringMatching(/^fund-/) });
  });

  it('shows the server refusal', async () => {
    order(refuse(2150, 'This product is not available'));
    fireEvent.change(await screen.findByPlaceholderText('Amount'), { target: { value: '1000' } });
    await waitFor(() => expect(screen.getByText(/Coin wallet available: 5,000\.00/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(within(await screen.findByRole('alert')).getByText('This product is not available')).toBeTruthy();
  });
});
