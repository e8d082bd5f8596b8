// Mine on live data (a real store and RTK Query, the edge faked): totals from user/userWallet,
// the forced stop-loss line, the allocation, the holdings, every service entry.
import { fakeTransport, renderWithProviders, type FakeAnswers } from '@app/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORCED_CLOSE_LOSS_PCT, type UserInfo, type UserWallet } from '@app/shared';
import { PATH, paths } from '@app/shared/routes';
import { MinePage } from './MinePage';

// jsdom cannot lay out SVG: the chart chunk is replaced, the legend beside it is real.
jest.mock('./AllocationChart', () => ({ AllocationChart: () => <div data-testid="allocation-chart" /> }));

const USER: UserInfo = {
  uid: '51909040',
  account: 'alice@example.com',
  accountType: 'email',
  nickname: 'Alice',
  realNameStatus: 1,
  inviteCode: 'ABC123',
  createdAt: 1767225600000,
};
const WALLET = {
  currency: 'USDT',
  stock: { available: '40000.00', frozen: '1500.00', total: '41500.00' },
  coin: { available: '10000.00', frozen: '0.00', total: '10000.00' },
  fundHoldings: '2000.00',
  totalAssets: '53500.00',
  hasWealthProduct: true,
  withdrawPasswordSet: true,
  withdrawal: {} as UserWallet['withdrawal'],
} as UserWallet;
const HOLDINGS = { list: [], total: 3, summary: { marketValue: '9000.00', margin: '1000.00', floatingPnl: '-12.50', totalPnl: '-20.00' } };
function renderMine(extra: FakeAnswers = {}) {
  const edge = fakeTransport({
    'user/userWallet': WALLET,
    'lever/myLeverRecord': HOLDINGS,
    ...extra,
  });
  const view = renderWithProviders(<MinePage />, {
    route: PATH.mine,
    transport: edge.transport,
    preloadedSession: { token: 't', user: USER },
  });
  return { ...view, ...edge };
}

describe('MinePage', () => {
  it('shows the account, its money and the asset status from the provider', async () => {
    renderMine();
    expect(screen.getByTestId('mine-nickname').textContent).toBe('Alice');
    expect(screen.getByTestId('mine-uid').textContent).toBe('51909040');
    expect(screen.getByTestId('mine-account').textContent).toBe('alice@example.com');
    await waitFor(() => expect(screen.getByTestId('mine-total-assets').textContent).toBe('53,500.00'));
    expect(screen.getByTestId('mine-stock').textContent).toBe('41,500.00');
    expect(screen.getByTestId('mine-coin').textContent).toBe('10,000.00');
    expect(screen.getByTestId('mine-frozen').textContent).toBe('1,500.00');
    expect(screen.getByTestId('mine-asset-status').textContent).toBe('Asset status: Partly frozen');
    expect(screen.getByTestId('mine-real-name').textContent).toBe('Under review');
  });

  it("explains the forced stop-loss line with the provider's percentage", () => {
    renderMine();
    expect(screen.getByTestId('mine-forced-line').textContent).toContain(`Forced stop-loss line: ${FORCED_CLOSE_LOSS_PCT}%`);
  });

  it('splits the money into available, margin, other holds, funds and coin wallet, exactly', async () => {
    renderMine();
    await screen.findByTestId('mine-slice-funds');
    const text = (key: string) => screen.getByTestId(`mine-slice-${key}`).textContent;
    expect(text('available')).toContain('40,000.00');
    expect(text('margin')).toContain('1,000.00');
    expect(text('held')).toContain('500.00');
    expect(text('funds')).toContain('2,000.00');
    expect(text('coin')).toContain('10,000.00');
    // 40000/53500 = 74.77 %, … the shares add up to 100.0 %
    const pct = ['available', 'margin', 'held', 'funds', 'coin'].map((k) =>
      Number(screen.getByTestId(`mine-slice-${k}`).querySelector('.mine__muted')!.textContent!.replace('%', '')),
    );
    expect(pct).toEqual([74.8, 1.9, 0.9, 3.7, 18.7]);
    expect(pct.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);
    expect(await screen.findByTestId('allocation-chart')).toBeTruthy();
  });

  it("Total assets is the sum of the allocation rows, and each percentage is its row's share of that total", async () => {
    // After buying a 2,000 USDT fund from the coin wallet: the provider's one answer.
    renderMine({
      'user/userWallet': {
        ...WALLET,
        stock: { available: '12650.76', frozen: '0.00', total: '12650.76' },
        coin: { available: '10000.00', frozen: '0.00', total: '10000.00' },
        fundHoldings: '2000.00',
        totalAssets: '24650.76',
      },
      'lever/myLeverRecord': {
        list: [],
        total: 0,
        summary: { marketValue: '0.00', margin: '0.00', floatingPnl: '0.00', totalPnl: '0.00' },
      },
    });
    await screen.findByTestId('mine-slice-funds');
    const total = Number(screen.getByTestId('mine-total-assets').textContent!.replace(/,/g, ''));
    const rows = screen.getAllByTestId(/^mine-slice-/).map((row) => ({
      amount: Number(row.querySelector('.num')!.textContent!.replace(/,/g, '')),
      pct: Number(row.querySelector('.mine__muted')!.textContent!.replace('%', '')),
    }));
    expect(total).toBe(24650.76);
    expect(rows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0)).toBe(Math.round(total * 100));
    for (const r of rows) expect(Math.abs(r.pct - (r.amount / total) * 100)).toBeLessThanOrEqual(0.1);
    expect(rows.map((r) => r.pct)).toEqual([51.3, 8.1, 40.6]);
  });

  it('shows the holdings count and floating P/L and links to the Position tab', async () => {
    renderMine();
    const card = screen.getByTestId('mine-holdings');
    await waitFor(() => expect(card.textContent).toContain('3 positions'));
    expect(card.textContent).toContain('-12.50');
    expect(card.getAttribute('href')).toBe(paths.positions({ tab: 'holding' }));
  });

  it('links every service by its route', () => {
    renderMine();
    const href = (key: string) => screen.getByTestId(`mine-entry-${key}`).getAttribute('href');
    expect(href('recharge')).toBe(PATH.recharge);
    expect(href('withdrawal')).toBe(PATH.withdrawal);
    expect(href('transfer')).toBe(PATH.transfer);
    expect(href('fundingDetails')).toBe(PATH.fundingDetails);
    expect(href('bankCard')).toBe(PATH.bankCard);
    expect(href('usdtCard')).toBe(PATH.usdtCard);
    expect(href('ipo')).toBe(PATH.ipo);
    expect(href('ai')).toBe(PATH.ai);
    expect(href('funds')).toBe(PATH.funds);
    expect(href('invite')).toBe(PATH.invite);
    expect(href('help')).toBe(PATH.help);
    expect(href('chat')).toBe(PATH.chat);
    expect(href('introduce')).toBe(PATH.introduce);
    expect(href('profile')).toBe(PATH.profile);
  });

  it('a new user sees zero assets and the empty allocation', async () => {
    const zero = { available: '0.00', frozen: '0.00', total: '0.00' };
    renderMine({
      'user/userWallet': { ...WALLET, stock: zero, coin: zero, fundHoldings: '0.00', totalAssets: '0.00' },
      'lever/myLeverRecord': {
        list: [],
        total: 0,
        summary: { marketValue: '0.00', margin: '0.00', floatingPnl: '0.00', totalPnl: '0.00' },
      },
    });
    await waitFor(() => expect(screen.getByTestId('mine-total-assets').textContent).toBe('0.00'));
    expect(screen.getByText('No assets yet. Recharge to start trading.')).toBeTruthy();
    expect(screen.getByTestId('mine-asset-status').textContent).toBe('Asset status: Normal');
  });

  it('check for updates shows version 1.0.0 (100) and asks the provider once per tap', async () => {
    const { callsTo } = renderMine({
      'common/checkUpdate': { latestVersion: '1.0.0', latestVersionCode: 100, hasUpdate: false, notes: '' },
    });
    const item = screen.getByTestId('check-update');
    expect(within(item).getByTestId('app-version').textContent).toBe('Version 1.0.0 (100)');
    fireEvent.click(item);
    fireEvent.click(item);
    await waitFor(() => expect(callsTo('common/checkUpdate')).toHaveLength(1));
    expect(callsTo('common/checkUpdate')[0].body).toEqual({ versionCode: 100, platform: 'web' });
  });
});
