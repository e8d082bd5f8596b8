// What every domain's handlers, seeds and jobs may use. One object, built once in app.ts.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { MarketSimulator } from './market/simulator';
import type { Users } from './users/users';
import type { SocketHub } from './ws/socket-hub';

export interface DomainContext {
  db: Kysely<Database>;
  config: Config;
  market: MarketSimulator;
  users: Users;
  /** Push account events ('balance', 'orders', 'ipo', 'user') to a user's open sockets. */
  sockets: SocketHub;
  /** The clock (ms). Injectable so tests can move time. */
  now: () => number;
}
