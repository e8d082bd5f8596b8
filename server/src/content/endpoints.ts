// Handlers of the content domain's endpoints (its part of the shared contract).
import type { MarketEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';

export function contentEndpoints(_ctx: DomainContext): HandlersOf<MarketEndpoints> {
  return {} as HandlersOf<MarketEndpoints>;
}
