// Handlers of the trade domain's endpoints (its part of the shared contract).
import type { TradeEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';

export function tradeEndpoints(_ctx: DomainContext): HandlersOf<TradeEndpoints> {
  return {} as HandlersOf<TradeEndpoints>;
}
