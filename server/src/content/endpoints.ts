// Handlers of the content domain's endpoints (its part of the shared contract): market data,
// watchlist, news, Home's banners and menu, configuration keys. Typed as the whole of
// MarketEndpoints, so a contract path without a handler fails the type check.
import type { MarketEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ProductBoard } from '../market/board';
import { articleEndpoints } from './article-endpoints';
import { productEndpoints } from './product-endpoints';
import { siteEndpoints } from './site-endpoints';
import { watchlistEndpoints } from './watchlist-endpoints';

export function contentEndpoints(ctx: DomainContext): HandlersOf<MarketEndpoints> {
  // One board per server: formatted product lists are cached per simulator step.
  const board = new ProductBoard(ctx.market);
  return {
    ...siteEndpoints(ctx),
    ...productEndpoints(ctx, board),
    ...watchlistEndpoints(ctx, board),
    ...articleEndpoints(ctx),
  };
}
