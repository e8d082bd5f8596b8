// Test edge for the wallet's component tests: a fake transport answering each path from a table
// (a value, or a function of the body), recording every request. Business refusals are answered
// as the real transport does ({ error: { kind: 'business-error', retCode, message } }).
import type { ApiRequest, Transport, UserWallet } from '@app/shared';

export type Answer = unknown | ((body: Record<string, unknown>) => unknown);
export class Refusal {
  constructor(public retCode: number, public message: string) {}
}

export function fakeProvider(table: Record<string, Answer>) {
  const sent: ApiRequest[] = [];
  const transport: Transport = async (args) => {
    sent.push(args);
    const entry = table[args.path];
    if (entry === undefined) return { error: { kind: 'network', retCode: null, message: `no answer for ${args.path}` } };
    const value = typeof entry === 'function' ? (entry as (b: Record<string, unknown>) => unknown)((args.body ?? {}) as Record<string, unknown>) : entry;
    if (value instanceof Refusal) return { error: { kind: 'business-error', retCode: value.retCode, message: value.message } };
    return { data: value };
  };
  const calls = (path: string) => sent.filter((r) => r.path === path);
  return { transport, sent, calls };
}

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
      minAmount: '100.00', maxAmount: '500000.00', dailyCap: '20000.00', remainingToday: '20000.00', open: true, nextOpenAt: null,
      taxMode: 'platform', taxRatePercent: '5', pending: false, ...rules,
    },
  };
}

export const SESSION = { token: 't', user: { uid: 1 } as never };
