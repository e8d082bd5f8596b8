// A customer's wallet as the provider answers user/userWallet, for tests of every remote that
// shows or checks a balance.
import type { UserWallet } from '../contracts';

export function walletOf(overrides: Partial<UserWallet> = {}, rules: Partial<UserWallet['withdrawal']> = {}): UserWallet {
  return {
    currency: 'USDT',
    stock: { available: '5000.00', frozen: '0.00', total: '5000.00' },
    coin: { available: '1000.00', frozen: '0.00', total: '1000.00' },
    fundHoldings: '0.00',
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

/** A wallet whose stock account holds `available` and nothing else. */
export function stockWallet(available: string): UserWallet {
  return walletOf({
    stock: { available, frozen: '0.00', total: available },
    coin: { available: '0.00', frozen: '0.00', total: '0.00' },
    totalAssets: available,
    withdrawPasswordSet: false,
  });
}
