import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, renderWithProviders, TEST_SESSION } from '@app/shared/testing';
import { formatMs, type FundingRecord } from '@app/shared';
import { CashListPage } from './CashListPage';
import { FundingDetailsPage } from './FundingDetailsPage';
import { RechargeListPage } from './RechargeListPage';

const T = Date.UTC(2026, 2, 9, 15, 4, 5);
const record = (id: number, over: Partial<FundingRecord> = {}): FundingRecord => ({
  id,
  wallet: 'coin',
  kind: 'deposit',
  label: 'Recharge',
  amount: '100.00',
  frozenAmount: '0.00',
  balanceAfter: '100.00',
  frozenAfter: '0.00',
  time: T,
  ...over,
});

describe('history lists', () => {
  it('funding details: every movement, signed, with its wallet, balance and UTC−5 time; next page on demand; filter by wallet', async () => {
    const p = fakeTransport({
      'user/reflushWalletMsg': (b) => {
        const page = Number(b.page);
        const all = Array.from({ length: 25 }, (_, i) =>
          record(
            25 - i,
            i === 0 ? { kind: 'withdrawal_freeze', label: 'Withdrawal (frozen)', amount: '-300.00', frozenAmount: '300.00' } : {},
          ),
        );
        const rows =
          b.wallet === 'stock'
            ? [record(99, { wallet: 'stock', kind: 'transfer_in', label: 'Transfer in' })]
            : all.slice((page - 1) * 20, page * 20);
        return { list: rows, total: b.wallet === 'stock' ? 1 : 25 };
      },
    });
    const view = renderWithProviders(<FundingDetailsPage />, {
      transport: p.transport,
      preloadedSession: TEST_SESSION,
      route: '/pages/mine/detail',
    });
    await waitFor(() => expect(screen.getAllByTestId('funding-row')).toHaveLength(20));
    const first = screen.getAllByTestId('funding-row')[0];
    expect(first.textContent).toContain('Withdrawal (frozen)');
    expect(first.textContent).toContain('-300.00');
    expect(first.textContent).toContain('Frozen +300.00');
    expect(first.textContent).toContain(formatMs(T));
    expect(screen.getAllByTestId('funding-row')[1].textContent).toContain('+100.00');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('funding-row')).toHaveLength(25));
    expect(screen.getByText('No more records')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Stock account' }));
    await waitFor(() => expect(screen.getAllByTestId('funding-row')).toHaveLength(1));
    expect(view.location().search).toBe('?wallet=stock');
    expect(p.callsTo('user/reflushWalletMsg').at(-1)?.body).toEqual({ wallet: 'stock', page: 1, pageSize: 20 });
  });

  it('recharge records: state, amount, hash, reject reason, times', async () => {
    const p = fakeTransport({
      'pay/myPay': {
        list: [
          {
            id: 2,
            orderNo: 'R2',
            method: 'usdt',
            channelName: 'USDT-TRC20',
            amount: '120.50',
            status: 2,
            statusText: 'Rejected',
            hash: 'ab'.repeat(32),
            rejectReason: 'Hash not found on chain',
            createdAt: T,
            reviewedAt: T + 1000,
          },
          {
            id: 1,
            orderNo: 'R1',
            method: 'bank',
            channelName: 'Bank transfer (USD)',
            amount: '500.00',
            status: 0,
            statusText: 'Under review',
            hash: '',
            rejectReason: '',
            createdAt: T,
            reviewedAt: null,
          },
        ],
        total: 2,
      },
    });
    renderWithProviders(<RechargeListPage />, {
      transport: p.transport,
      preloadedSession: TEST_SESSION,
      route: '/pages/mine/rechargelist',
    });
    const rows = await screen.findAllByTestId('recharge-row');
    expect(rows[0].textContent).toContain('Rejected');
    expect(rows[0].textContent).toContain('Hash not found on chain');
    expect(rows[0].textContent).toContain('abababab');
    expect(rows[1].textContent).toContain('Under review');
    expect(rows[1].textContent).toContain('Reviewed --');
  });

  it('withdrawal records: amount, tax, receivable, destination, state', async () => {
    const p = fakeTransport({
      'pay/withdrawList': {
        list: [
          {
            id: 1,
            orderNo: 'W1',
            method: 'bank',
            amount: '300.00',
            tax: '15.00',
            receivable: '285.00',
            destination: 'First Harbor Bank **** 5432',
            status: 1,
            statusText: 'Approved',
            rejectReason: '',
            createdAt: T,
            reviewedAt: T,
          },
        ],
        total: 1,
      },
    });
    renderWithProviders(<CashListPage />, { transport: p.transport, preloadedSession: TEST_SESSION, route: '/pages/mine/cashlist' });
    const row = await screen.findByTestId('cash-row');
    for (const text of ['300.00', '15.00', '285.00', 'First Harbor Bank **** 5432', 'Approved']) expect(row.textContent).toContain(text);
  });

  it('an empty list says so', async () => {
    const p = fakeTransport({ 'pay/withdrawList': { list: [], total: 0 } });
    renderWithProviders(<CashListPage />, { transport: p.transport, preloadedSession: TEST_SESSION, route: '/pages/mine/cashlist' });
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
  });
});
