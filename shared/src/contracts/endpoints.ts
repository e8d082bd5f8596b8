// The endpoint map: path → request and response data types. The front end's `call` helper and the
// server's route registration are both typed by it, so the two cannot drift apart.
import type { Banner, CheckUpdateRequest, CheckUpdateResponse } from './common';
import type { ProductListRequest, ProductListResponse } from './product';
import type { LoginRequest, RegisterRequest, SessionResponse, UserInfo } from './user';

export type Empty = Record<string, never>;

export interface Endpoints {
  'common/checkUpdate': { req: CheckUpdateRequest; res: CheckUpdateResponse; auth: false };
  'websitebanner/queryBannerList': { req: Empty; res: Banner[]; auth: false };
  'product/productList': { req: ProductListRequest; res: ProductListResponse; auth: false };
  'user/register': { req: RegisterRequest; res: SessionResponse; auth: false };
  'user/login': { req: LoginRequest; res: SessionResponse; auth: false };
  'user/logout': { req: Empty; res: null; auth: true };
  'user/userInfo': { req: Empty; res: UserInfo; auth: true };
}
export type EndpointPath = keyof Endpoints;
export type RequestOf<P extends EndpointPath> = Endpoints[P]['req'];
export type ResponseOf<P extends EndpointPath> = Endpoints[P]['res'];
