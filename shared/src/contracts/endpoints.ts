// The endpoint map: path → request and response data types. The front end's api endpoints and the
// server's handler table are both typed by it, so the two cannot drift apart. Each domain keeps its
// own part in its own file; this file only composes them.
import type { CheckUpdateRequest, CheckUpdateResponse } from './common';
import type { LoginRequest, RegisterRequest, SessionResponse, UserInfo } from './user';
import type { AccountEndpoints } from './account';
import type { ChatEndpoints } from './chat';
import type { IpoEndpoints } from './ipo';
import type { MarketEndpoints } from './market';
import type { TradeEndpoints } from './trade';
import type { WalletEndpoints } from './wallet';

export type Empty = Record<string, never>;

/** Session basics: registering, logging in and out, the user, the app version. */
export interface CoreEndpoints {
  'common/checkUpdate': { req: CheckUpdateRequest; res: CheckUpdateResponse; auth: false };
  'user/register': { req: RegisterRequest; res: SessionResponse; auth: false };
  'user/login': { req: LoginRequest; res: SessionResponse; auth: false };
  'user/logout': { req: Empty; res: null; auth: true };
  'user/userInfo': { req: Empty; res: UserInfo; auth: true };
}

export interface Endpoints
  extends CoreEndpoints, MarketEndpoints, AccountEndpoints, WalletEndpoints, TradeEndpoints, IpoEndpoints, ChatEndpoints {}

export type EndpointPath = keyof Endpoints;
export type RequestOf<P extends EndpointPath> = Endpoints[P]['req'];
export type ResponseOf<P extends EndpointPath> = Endpoints[P]['res'];
/** One endpoint's declaration in a domain's map. */
export interface EndpointSpec {
  req: object;
  res: unknown;
  auth: boolean;
}
