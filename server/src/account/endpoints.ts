// Handlers of the account domain's endpoints (its part of the shared contract).
import type { AccountEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';

export function accountEndpoints(_ctx: DomainContext): HandlersOf<AccountEndpoints> {
  return {} as HandlersOf<AccountEndpoints>;
}
