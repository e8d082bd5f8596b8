import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, refuse, renderWithProviders, TEST_SESSION, type FakeAnswer } from '@app/shared/testing';
import { TransferPage } from './TransferPage';
import { walletOf } from '@app/shared/testing';

function setup(transfer: FakeAnswer<'user/transferWallet'> = () => walletOf()) {
  const p = fakeTransport({
    'user/userWallet': walletOf({ stock: { available: '1234.56', frozen: '0.00', total: '1234.56' } }),
    'user/transferWallet': transfer,
  });
  renderWithProviders(<TransferPage />, { transport: p.transport, preloadedSession: TEST_SESSION, route: '/pages/mine/transfer' });
  return p;
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));

describe('transfer page', () => {
  it('shows both balances as figures; "all" fills the source\'s available balance exactly, as the customer would type it', async () => {
    const p = setup();
    await waitFor(() => expect(screen.getByTestId('balance-stock').textContent).toBe('1,234.56'));
    expect(screen.getByTestId('balance-coin').textContent).toBe('1,000.00');
    expect(screen.getByText('Available: 1,234.56')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((screen.getByPlaceholderText('Amount to transfer') as HTMLInputElement).value).toBe('1234.56');
    const button = screen.getByRole('button', { name: 'Transfer' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(p.callsTo('user/transferWallet')).toHaveLength(1));
    expect(p.callsTo('user/transferWallet')[0].body).toEqual({
      from: 'stock',
      amount: '1234.56',
      requestId: expect.stringMatching(/^transfer-/),
    });
  });

  it('swaps the direction: coin → stock', async () => {
    const p = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Swap direction' }));
    expect(screen.getByTestId('transfer-from').textContent).toBe('Coin wallet');
    fireEvent.change(screen.getByPlaceholderText('Amount to transfer'), { target: { value: '10' } });
    submit();
    await waitFor(() =>
      expect(p.callsTo('user/transferWallet')[0]?.body).toEqual({
        from: 'coin',
        amount: '10',
        requestId: expect.stringMatching(/^transfer-/),
      }),
    );
  });

  it.each([
    ['', 'Please enter the amount'],
    ['0', 'Please enter a valid amount (up to 2 decimals)'],
    ['1.234', 'Please enter a valid amount (up to 2 decimals)'],
    ['1234.57', 'Insufficient wallet balance'],
  ])('amount %p → %s, nothing sent', async (amount, message) => {
    const p = setup();
    fireEvent.change(await screen.findByPlaceholderText('Amount to transfer'), { target: { value: amount } });
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(p.callsTo('user/transferWallet')).toHaveLength(0);
  });

  it('what the server refuses is shown', async () => {
    setup(refuse(2002, 'Insufficient wallet balance'));
    fireEvent.change(await screen.findByPlaceholderText('Amount to transfer'), { target: { value: '100' } });
    submit();
    expect(await screen.findByText('Insufficient wallet balance')).toBeTruthy();
  });
});
