// Handlers of the wallet domain's endpoints (its part of the shared contract). Typed as the whole
// WalletEndpoints map, so a path without a handler fails the type check.
import type { WalletEndpoints } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { balanceEndpoints } from './balance-endpoints';
import { walletDeps } from './deps';
import { fundEndpoints } from './fund-endpoints';
import { payoutEndpoints } from './payout-endpoints';
import { realNameEndpoints } from './real-name-endpoints';
import { rechargeEndpoints } from './recharge-endpoints';
import { withdrawalEndpoints } from './withdrawal-endpoints';

export function walletEndpoints(ctx: DomainContext): HandlersOf<WalletEndpoints> {
  const deps = walletDeps(ctx);
  return {
    ...balanceEndpoints(deps),
    ...payoutEndpoints(deps),
    ...realNameEndpoints(deps),
    ...rechargeEndpoints(deps),
    ...withdrawalEndpoints(deps),
    ...fundEndpoints(deps),
  };
}
