// The wallet's test data: a wallet with its withdrawal rules. The signed-in session (TEST_SESSION)
// and the network edge (fakeTransport) are @app/shared/testing's.
import type { UserWallet } from '@app/shared';

export function walletOf(overrides: Partial<UserWallet> = {}, rules: Partial<UserWallet['withdrawal']> = {}): UserWallet {
  return {
    currency: 'USDT',
    stock: { available: '5000.00', frozen: '0.00', total: '5000.00' },
    coin: { available: '1000.00', frozen: '0.00', total: '1000.00' },
    totalAssets: '6000.00',
    hasWealthProduct: false,
    withdrawPasswordSet: true,
    ...overrides,
    withdrawal: {
      minAmount: '100.00',
      maxAmount: '500000.00',
      dailyCap: '20000.00',
      remainingToday: '20000.00',
      open: true,
      nextOpenAt: null,
      taxMode: 'platform',
      taxRatePercent: '5',
      pending: false,
      ...rules,
    },
  };
}
