// The order book as the depth chart draws it: cumulative volume by price, bids and asks.
import type { Depth } from '@app/shared';

export type DepthPoint = [price: number, cumulative: number];

export interface CumulativeDepth {
  /** Ascending price; the best (highest) bid is last and has the smallest total. */
  bids: DepthPoint[];
  /** Ascending price; the best (lowest) ask is first. */
  asks: DepthPoint[];
  /** Largest cumulative volume of either side (the y-axis scale and the table bars). */
  maxTotal: number;
  /** Best ask minus best bid, or null when a side is empty. */
  spread: number | null;
  /** Middle of best bid and best ask, or null. */
  mid: number | null;
}

export function cumulativeDepth(depth: Depth): CumulativeDepth {
  const bids: DepthPoint[] = [];
  let total = 0;
  for (const level of [...depth.bids].sort((a, b) => Number(b.price) - Number(a.price))) {
    total += level.volume;
    bids.push([Number(level.price), total]);
  }
  const bidTotal = total;
  bids.reverse();
  const asks: DepthPoint[] = [];
  total = 0;
  for (const level of [...depth.asks].sort((a, b) => Number(a.price) - Number(b.price))) {
    total += level.volume;
    asks.push([Number(level.price), total]);
  }
  const bestBid = bids.length ? bids[bids.length - 1][0] : null;
  const bestAsk = asks.length ? asks[0][0] : null;
  return {
    bids,
    asks,
    maxTotal: Math.max(bidTotal, total),
    spread: bestBid !== null && bestAsk !== null ? bestAsk - bestBid : null,
    mid: bestBid !== null && bestAsk !== null ? (bestAsk + bestBid) / 2 : null,
  };
}
