// Handlers of the wallet domain's endpoints (its part of the shared contract).
import type { WalletEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';

export function walletEndpoints(_ctx: DomainContext): HandlersOf<WalletEndpoints> {
  return {} as HandlersOf<WalletEndpoints>;
}
