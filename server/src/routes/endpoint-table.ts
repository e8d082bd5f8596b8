// Every endpoint of the shared contract, composed from the domains. Typed as the full table, so an
// endpoint added to the contract without a handler fails the type check.
import { accountEndpoints } from '../account/endpoints';
import type { LoginGuard } from '../auth/login-guard';
import type { Sessions } from '../auth/sessions';
import { chatEndpoints } from '../chat/endpoints';
import { contentEndpoints } from '../content/endpoints';
import type { DomainContext } from '../domain-context';
import type { EndpointTable } from '../http/endpoint';
import { ipoEndpoints } from '../ipo/endpoints';
import { tradeEndpoints } from '../trade/endpoints';
import { walletEndpoints } from '../wallet/endpoints';
import { commonEndpoints } from './common';
import { userEndpoints } from './user';

export interface EndpointDependencies extends DomainContext {
  sessions: Sessions;
  loginAttempts: LoginGuard;
}

export function endpointTable(deps: EndpointDependencies): EndpointTable {
  return {
    ...contentEndpoints(deps),
    ...commonEndpoints(deps.config.latestVersion),
    ...userEndpoints(deps),
    ...accountEndpoints(deps),
    ...walletEndpoints(deps),
    ...tradeEndpoints(deps),
    ...ipoEndpoints(deps),
    ...chatEndpoints(deps),
  };
}
