// Handlers of the ipo domain's endpoints (its part of the shared contract).
import type { IpoEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';

export function ipoEndpoints(_ctx: DomainContext): HandlersOf<IpoEndpoints> {
  return {} as HandlersOf<IpoEndpoints>;
}
