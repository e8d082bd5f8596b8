// What trading reads from the market: a product's listing, its live price as integer ticks, and
// whether its exchange is trading. Only `quote`, `listing` and (when the simulator has it)
// `isOpen` are used, so the simulator can change underneath.
import { TRADABLE_TYPES } from '@app/shared/constants';
import { parseDecimal } from '@app/shared/format';
import type { DomainContext } from '../domain-context';

export interface TradableProduct {
  code: string;
  type: 'stock' | 'etf';
  country: string;
  decimals: number;
  /** The market's minimum price step in ticks of `decimals` (1 when the listing does not say). */
  tickUnits: number;
  name: { en: string; zh: string };
}

/** The listing of a tradable product (stocks and ETFs), or undefined (unknown code, index). */
export function tradableProduct(ctx: Pick<DomainContext, 'market'>, code: string): TradableProduct | undefined {
  const listing = ctx.market.listing(code);
  if (!listing) return undefined;
  const type = TRADABLE_TYPES.find((t) => t === listing.type);
  if (!type) return undefined;
  const { tickUnits } = listing as { tickUnits?: unknown };
  return {
    code: listing.code,
    type,
    country: listing.country,
    decimals: listing.decimals,
    tickUnits: typeof tickUnits === 'number' && Number.isInteger(tickUnits) && tickUnits > 0 ? tickUnits : 1,
    name: listing.name,
  };
}

/** Live price in ticks of `decimals`, or undefined when there is no quote. */
export function livePriceTicks(ctx: Pick<DomainContext, 'market'>, code: string, decimals: number): number | undefined {
  const quote = ctx.market.quote(code);
  if (!quote) return undefined;
  const ticks = parseDecimal(quote.price, decimals);
  return ticks === null || ticks <= 0 ? undefined : ticks;
}

interface MaybeSessions {
  isOpen?: (code: string) => boolean;
}

/** Whether the product's exchange is in a trading session. Markets count as open while the simulator cannot tell. */
export function isMarketOpen(ctx: Pick<DomainContext, 'market'>, code: string): boolean {
  const market = ctx.market as unknown as MaybeSessions;
  return typeof market.isOpen === 'function' ? market.isOpen.call(ctx.market, code) : true;
}
