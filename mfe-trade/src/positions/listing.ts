// An IPO allotment's holding before its own issue lists (LeverOrder.listingAt): the provider values
// it at the issue price and refuses to close it, and the market may already quote the same code
// from an earlier issue. Such a holding stands at its issue price here too, follows no quote and
// offers no close until the listing.
import { formatMs, type LeverOrder } from '@app/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether this order is a holding still waiting for its issue's listing. */
export function awaitingListing(order: Pick<LeverOrder, 'status' | 'listingAt'>): boolean {
  return order.status === 'holding' && order.listingAt !== null;
}

/** The price a holding is valued at: its issue price while it awaits its listing, else the live quote (or the provider's price). */
export function holdingPrice(order: LeverOrder, quotePrice: string | undefined): string {
  return awaitingListing(order) ? order.purchasePrice : (quotePrice ?? order.currentPrice);
}

/** The listing day in UTC−5, `MM-DD`; with `HH:MM` when it is less than a day away (the demo lists within minutes). */
export function listingDay(ms: number, now: number = Date.now()): string {
  const [date = '', time = ''] = formatMs(ms, '-', 0).split(' ');
  const day = date.slice(0, 5);
  return Math.abs(ms - now) < DAY_MS ? `${day} ${time.slice(0, 5)}` : day;
}

/** The earliest listing among the holdings still waiting for one, or null. */
export function earliestListing(orders: readonly LeverOrder[]): number | null {
  let earliest: number | null = null;
  for (const order of orders) {
    if (awaitingListing(order) && (earliest === null || order.listingAt! < earliest)) earliest = order.listingAt;
  }
  return earliest;
}

/** How long to wait before asking for the positions again so that a holding listing at `listingAt` shows as listed (a moment after it; at most hours). */
export function listingCheckDelay(listingAt: number, now: number = Date.now()): number {
  // The provider's IPO jobs run once a second: a second and a half after the listing it prices it.
  return Math.min(Math.max(0, listingAt - now) + 1500, 6 * 60 * 60 * 1000);
}
