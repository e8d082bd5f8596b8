// Every endpoint of the shared contract, group by group. Typed as the full table, so an endpoint
// added to the contract without a handler here fails the type check.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { EndpointTable } from '../http/endpoint';
import type { MarketSimulator } from '../market/simulator';
import { commonEndpoints } from './common';
import { productEndpoints } from './product';
import { userEndpoints, type UserDependencies } from './user';
import { websiteBannerEndpoints } from './website-banner';

export interface EndpointDependencies extends UserDependencies {
  db: Kysely<Database>;
  market: MarketSimulator;
  latestVersion: Config['latestVersion'];
}

export function endpointTable(deps: EndpointDependencies): EndpointTable {
  return {
    ...commonEndpoints(deps.latestVersion),
    ...websiteBannerEndpoints(deps.db),
    ...productEndpoints(deps.market),
    ...userEndpoints(deps),
  };
}
