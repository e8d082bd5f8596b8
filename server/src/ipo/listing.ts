// A new issue on its listing date becomes a product the market prices, so an allotted holding has a
// live price and can be closed like any position. Prices are USDT cents (2 decimals, tick 0.01),
// starting from the issue's first-day close.
import type { DomainContext } from '../domain-context';
import type { ListedProduct } from '../market/catalogue';
import { countryInfo } from '../market/exchanges';
import { formatTicks } from '../market/ticks';
import { IPO_HOLDING_DECIMALS } from '../trade/ipo-holding';
import type { IpoIssueRow } from './subscriptions';

const SUFFIX_OF_EXCHANGE: Record<string, string> = { NASDAQ: 'US', NYSE: 'US', HKEX: 'HK', SSE: 'SH', SZSE: 'SZ', TSE: 'T' };
/** A new listing moves more than a seasoned share. */
const NEW_LISTING_DAILY_VOLATILITY = 0.05;

export function listedProductOf(issue: IpoIssueRow): ListedProduct {
  const listedAt = Number(issue.listing_date); // bigint columns come back as strings on PostgreSQL
  return {
    code: issue.code,
    type: 'stock',
    name: { en: issue.name_en, zh: issue.name_zh },
    ...(issue.name_ja ? { nameJa: issue.name_ja } : {}),
    suffix: SUFFIX_OF_EXCHANGE[issue.exchange] ?? issue.market,
    country: issue.market,
    exchange: issue.exchange,
    currency: countryInfo(issue.market)?.currency ?? 'USD',
    previousClose: formatTicks(issue.first_day_close_minor, IPO_HOLDING_DECIMALS),
    decimals: IPO_HOLDING_DECIMALS,
    tickUnits: 1,
    tickSize: formatTicks(1, IPO_HOLDING_DECIMALS),
    lotSize: issue.min_subscription,
    dailyVolatility: NEW_LISTING_DAILY_VOLATILITY,
    sector: 'tech',
    sharesOutstanding: issue.total_issued * 4,
    averageDailyVolume: Math.max(issue.min_subscription, Math.round(issue.total_issued / 5)),
    listedYear: new Date(listedAt).getUTCFullYear(),
    listedAt,
  };
}

/**
 * Puts every code whose issue's listing date has come on the market, as its newest listed issue
 * (idempotent). The demo cycle opens the same codes again: until the newer issue lists, the market
 * keeps pricing the older one (and an allotment of the newer issue is priced only from its own
 * listing date: trade's pricedByMarket); from then on the code trades as the newer issue, from its
 * own first-day close (the simulator replaces a late listing by a later one). A holding of the older
 * issue still open then follows that price: the demo's issues share their code, as a real
 * exchange's never would at the same time.
 */
export async function listDueIssues(ctx: Pick<DomainContext, 'db' | 'market'>, now: number): Promise<void> {
  const listed = await ctx.db
    .selectFrom('ipo_issues')
    .selectAll()
    .where('listing_date', '<=', now)
    .orderBy('listing_date')
    .orderBy('id')
    .execute();
  const newest = new Map<string, IpoIssueRow>();
  for (const issue of listed) newest.set(issue.code, issue);
  // addListing keeps what the market already prices unless this listing is later.
  for (const issue of newest.values()) ctx.market.addListing(listedProductOf(issue));
}
