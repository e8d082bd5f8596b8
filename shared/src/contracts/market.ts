// Market data and content: products, quotes, klines, depth, watchlist, banners, navigation, news,
// configuration. Prices are decimal strings with the product's own number of decimals.
import type { Banner } from './common';
import type { Empty } from './endpoints';
import type { Product, ProductListRequest, ProductListResponse } from './product';

export type Country = { code: string; name: string };

export interface Exchange {
  code: string;
  name: string;
  country: string;
  /** IANA time zone of the exchange, e.g. America/New_York */
  timezone: string;
  /** Local session times, HH:MM (a lunch break splits the day where the exchange has one). */
  sessions: Array<{ open: string; close: string }>;
  /** Whether the exchange is in a trading session right now. */
  isOpen: boolean;
  /**
   * True when this server runs the always-open demo clock (MARKET_HOURS=always): `isOpen` is then
   * true at any hour, and the client says "Demo session" rather than "Trading".
   */
  demoSession?: boolean;
}

export type KlinePeriod = '1m' | '5m' | '15m' | '30m' | '1h' | '1d' | '1w' | '1M';
export const KLINE_PERIODS: readonly KlinePeriod[] = ['1m', '5m', '15m', '30m', '1h', '1d', '1w', '1M'];

/** One candle. `t` is the candle's open time (ms); the last candle moves with the live price. */
export interface Candle {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  /** Shares traded. */
  v: number;
}

export interface KlineRequest {
  code: string;
  period: KlinePeriod;
  /** Number of candles, newest last (default 200, max 1000). */
  limit?: number;
  /** Only candles opening before this time (ms), for scrolling back. */
  before?: number;
}
export interface KlineResponse {
  code: string;
  period: KlinePeriod;
  candles: Candle[];
}

export interface DepthLevel {
  price: string;
  /** Shares at this price. */
  volume: number;
}
/** 10 levels a side; bids best (highest) first, asks best (lowest) first. */
export interface Depth {
  bids: DepthLevel[];
  asks: DepthLevel[];
}

/** A label/value row of the detail page's summary and info popup. */
export interface ProfileRow {
  /** What the row is (open, high, turnover, marketCap…): the client shows its own word for it. */
  key?: string;
  /** The provider's label in the request's language, for a client that does not know the key. */
  label: string;
  value: string;
  /** 1 up (red), -1 down (green), 0 neutral. */
  tone?: 1 | -1 | 0;
}

/** product/queryProductPrice: everything the detail page shows at once. */
export interface ProductDetail extends Product {
  open: string;
  prevClose: string;
  /** Shares traded today. */
  volume: number;
  /** Traded value today, in the product's currency. */
  turnover: string;
  /** Number of decimals of this product's prices. */
  decimals: number;
  /** Whether its exchange is trading right now. */
  marketOpen: boolean;
  /** True when `marketOpen` comes from the always-open demo clock (see Exchange.demoSession). */
  demoSession?: boolean;
  depth: Depth;
  /** Company or index description, in the request's language. */
  description: string;
  /** Summary tab rows (sector, listing date, shares outstanding, …). */
  summary: ProfileRow[];
  /** Info popup rows (open, prev close, high, low, volume, turnover, amplitude, …). */
  info: ProfileRow[];
}

export interface SearchRequest {
  /** Code or name (either language), case-insensitive; at least 1 character. */
  keyword: string;
  limit?: number;
}

export interface GainersLosersRequest {
  country?: string;
  limit?: number;
}
export interface GainersLosersResponse {
  gainers: Product[];
  losers: Product[];
}

export interface CodeRequest {
  code: string;
}

export interface NavigationItem {
  id: number;
  title: string;
  /** Same-origin icon URL (SVG). */
  icon: string;
  /** In-app path. */
  link: string;
}

export type ArticleCategory = 'news' | 'notice';

export interface ArticleSummary {
  id: number;
  category: ArticleCategory;
  title: string;
  summary: string;
  source: string;
  /** ms since epoch */
  publishedAt: number;
  /** Product codes the article is about (empty for general news and notices). */
  codes: string[];
}
export interface Article extends ArticleSummary {
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
}
export interface ArticleListRequest {
  category?: ArticleCategory;
  /** Only articles about this product. */
  code?: string;
  page?: number;
  pageSize?: number;
}
export interface ArticleListResponse {
  list: ArticleSummary[];
  total: number;
}

export interface ConfigKeysRequest {
  /** Comma-separated keys; unknown keys are left out of the answer. */
  keys: string;
}

export interface MarketEndpoints {
  'websitebanner/queryBannerList': { req: Empty; res: Banner[]; auth: false };
  'navigationBar/queryNavigationBarList': { req: Empty; res: NavigationItem[]; auth: false };
  'config/getKeys': { req: ConfigKeysRequest; res: Record<string, string>; auth: false };
  'product/countrys': { req: Empty; res: Country[]; auth: false };
  'product/exchanges': { req: { country?: string }; res: Exchange[]; auth: false };
  'product/productList': { req: ProductListRequest; res: ProductListResponse; auth: false };
  'product/selectProduct': { req: SearchRequest; res: Product[]; auth: false };
  'product/upAndDownCharts': { req: GainersLosersRequest; res: GainersLosersResponse; auth: false };
  'product/kline': { req: KlineRequest; res: KlineResponse; auth: false };
  'product/queryProductPrice': { req: CodeRequest; res: ProductDetail; auth: false };
  'product/recommendProductList': { req: { limit?: number }; res: Product[]; auth: false };
  'product/myCollect': { req: Empty; res: Product[]; auth: true };
  'product/collect': { req: CodeRequest; res: null; auth: true };
  'product/canclecollect': { req: CodeRequest; res: null; auth: true };
  'article/queryArticleList': { req: ArticleListRequest; res: ArticleListResponse; auth: false };
  'article/queryArticleDetails': { req: { id: number }; res: Article; auth: false };
}

/** retCodes of the market domain: 2700–2799 (account extras use 2600–2699). */
export const MARKET_RET_CODES = {
  /** No product with that code. docs/product.md §8: "Failed to get product information". */
  PRODUCT_NOT_FOUND: 2700,
  ARTICLE_NOT_FOUND: 2701,
} as const;
