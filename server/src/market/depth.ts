// The order book shown on the detail page: levels one tick apart around the live price, bids best
// (highest) first and asks best (lowest) first, sizes in whole lots that tend to grow away from
// the touch. Sizes are drawn from a generator keyed by the product and the simulator's step, so
// the book is stable between two steps and changes with the market. An index has no book.
import type { Depth, DepthLevel } from '@app/shared/contracts';
import { DEPTH_LEVELS } from '@app/shared/constants';
import { keyedRandom, normal } from './random';
import type { ProductState } from './simulator';
import { formatTicks } from './ticks';

/** Shares resting at the best level, as a share of the average daily volume. */
const TOUCH_SHARE_OF_DAILY_VOLUME = 0.0004;
/** Each level further away holds this much more on average. */
const GROWTH_PER_LEVEL = 0.12;

export function depthOf(state: ProductState, version: number, levels: number = DEPTH_LEVELS): Depth {
  const { listing } = state;
  if (listing.type === 'index') return { bids: [], asks: [] };
  const random = keyedRandom(state.seed, version, 0xd3);
  const tick = listing.tickUnits;
  const price = state.session.price;
  // The last trade sits on one side of the spread; which one changes from step to step.
  const bestBid = random() < 0.5 || price - tick < tick ? price : price - tick;
  const bestAsk = bestBid + tick;
  const touchLots = Math.max(1, (listing.averageDailyVolume * TOUCH_SHARE_OF_DAILY_VOLUME) / listing.lotSize);
  const size = (level: number) => {
    const lots = touchLots * (1 + GROWTH_PER_LEVEL * level) * Math.exp(0.5 * normal(random) - 0.125);
    return Math.max(1, Math.round(lots)) * listing.lotSize;
  };
  const bids: DepthLevel[] = [];
  const asks: DepthLevel[] = [];
  for (let level = 0; level < levels; level++) {
    const bid = bestBid - level * tick;
    if (bid >= tick) bids.push({ price: formatTicks(bid, listing.decimals), volume: size(level) });
    asks.push({ price: formatTicks(bestAsk + level * tick, listing.decimals), volume: size(level) });
  }
  return { bids, asks };
}
