// Replays of signed calls. Every signed call carries `time` (ms); the provider accepts it only
// within the replay window of its own clock, and accepts each state-changing signed request —
// the same token, time and sign — once within that window. The signed requests received are rows
// of `signed_requests` (in the database, so the instances of a cluster share them), kept until
// their `time` leaves the window; after that the window itself refuses them.
//
// Which calls: every call that changes something, by default — a new endpoint is protected
// unless it is listed here as a read. Reads are left out: a replayed read changes nothing and
// tells a replayer only what the original answer told, while the hottest calls of the app are
// reads (quotes, klines, lists, polled balances), which would each pay a database write.
// `user/captcha` is left out too: a new captcha is what any visitor may ask for (its own
// per-address limit applies), and its body is the same for every visitor (only `lang`), so two
// visitors asking in the same millisecond would otherwise look like one request sent twice.
import { createHash } from 'node:crypto';
import type { EndpointPath } from '@app/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/** Calls a replay cannot change anything with: no once-only rule (the window still applies). */
export const REPLAYABLE_PATHS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  'article/queryArticleDetails',
  'article/queryArticleList',
  'chat/list',
  'common/checkUpdate',
  'config/getKeys',
  'funds/detail',
  'funds/list',
  'funds/myOrders',
  'help/categories',
  'help/detail',
  'help/list',
  'lever/buyInfo',
  'lever/ipoOrderDetail',
  'lever/ipoOrderList',
  'lever/myLeverRecord',
  'leverai/aiStatus',
  'leverai/rule',
  'navigationBar/queryNavigationBarList',
  'pay/channelDigital',
  'pay/myPay',
  'pay/payChannel',
  'pay/withdrawList',
  'product/countrys',
  'product/exchanges',
  'product/kline',
  'product/myCollect',
  'product/myIpoList',
  'product/productList',
  'product/queryProductPrice',
  'product/recommendProductList',
  'product/selectProduct',
  'product/upAndDownCharts',
  'user/captcha',
  'user/inviteStats',
  'user/myBank',
  'user/myBeneficiary',
  'user/myDigital',
  'user/myRealname',
  'user/reflushWalletMsg',
  'user/userInfo',
  'user/userWallet',
  'websitebanner/queryBannerList',
]);

/** Whether a signed request to this path is accepted once only (every path that is not a read). */
export function isOnceOnly(path: string): boolean {
  return !REPLAYABLE_PATHS.has(path as EndpointPath);
}

/** The identity of a signed request: its token (empty without one), its `time` and its `sign`, hashed. */
export function signedRequestId(token: string, time: string, signature: string): string {
  return createHash('sha256').update(`${token}\n${time}\n${signature.toLowerCase()}`).digest('hex');
}

/**
 * Records a signed request as received; false when it was received before (a replay). One insert
 * on a primary key: on PostgreSQL two instances receiving the same request at once cannot both
 * succeed.
 */
export async function acceptOnce(db: Kysely<Database>, id: string, expiresAt: number): Promise<boolean> {
  try {
    await db.insertInto('signed_requests').values({ id, expires_at: expiresAt }).execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Forgets the requests whose `time` has left the window (the window refuses them by itself). */
export async function sweepSignedRequests(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('signed_requests').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
