// Where the money is (Mine's distribution allocation), in exact minor units: the stock account's
// spendable part, the margin of open positions, other holds of the stock account (IPO
// subscriptions, pending orders), fund principal, and the coin wallet. All from the one
// user/userWallet answer, so the slices add up to its totalAssets, the figure Mine shows above them.
import { parseMoney, type LeverRecordSummary, type UserWallet } from '@app/shared';

export type SliceKey = 'available' | 'margin' | 'held' | 'funds' | 'coin';
export interface AllocationSlice {
  key: SliceKey;
  minor: number;
}

export const SLICE_COLORS: Record<SliceKey, string> = {
  available: '#2454d6',
  margin: '#f08c00',
  held: '#9c6ade',
  funds: '#14a44d',
  coin: '#20a4c8',
};

const minor = (text: string | undefined): number => (text === undefined ? 0 : (parseMoney(text) ?? 0));

/** Slices in a fixed order; zero slices are left out. */
export function allocationOf(wallet: UserWallet, holdings: LeverRecordSummary | undefined): AllocationSlice[] {
  const stockFrozen = minor(wallet.stock.frozen);
  const margin = Math.min(minor(holdings?.margin), stockFrozen);
  const slices: AllocationSlice[] = [
    { key: 'available', minor: minor(wallet.stock.available) },
    { key: 'margin', minor: margin },
    { key: 'held', minor: stockFrozen - margin },
    { key: 'funds', minor: minor(wallet.fundHoldings) },
    { key: 'coin', minor: minor(wallet.coin.total) },
  ];
  return slices.filter((s) => s.minor > 0);
}

/** Shares in tenths of a percent that add up to exactly 1000 (largest remainder). */
export function sharesPermille(slices: readonly AllocationSlice[]): number[] {
  const total = slices.reduce((s, x) => s + x.minor, 0);
  if (total === 0) return slices.map(() => 0);
  const raw = slices.map((s) => (s.minor * 1000) / total);
  const floors = raw.map(Math.floor);
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - floors[i], i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}
