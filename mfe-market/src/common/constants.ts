// Figures of the market domain in one place (docs/product.md leaves them open: these are our choices).
import type { KlinePeriod } from '@app/shared';

/** Logged-out visitors have no socket (docs/product.md §4), so their snapshots are refreshed by polling. */
export const LOGGED_OUT_REFRESH_MS = 5000;
/** The spot page's depth is not streamed: it is polled this often. */
export const DEPTH_REFRESH_MS = 2000;

/** Market list: rows per request (the provider's maximum) — further pages load on scroll. */
export const MARKET_PAGE_SIZE = 100;
/** Rows rendered above and below the visible window of a long list. */
export const LIST_OVERSCAN_ROWS = 6;

/** Search: wait this long after the last keystroke before asking the provider. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULT_LIMIT = 30;
/** localStorage key of the recent searches. */
export const RECENT_SEARCHES_STORAGE_KEY = 'marketRecentSearches';

/** Home widget sizes (their heights are reserved so Home never shifts). */
export const HOME_HEAT_COUNT = 6;
export const HOME_MOVERS_COUNT = 5;
export const HOME_INDEX_COUNT = 4;

/** Period tabs of the chart menu: the first ones always shown, the rest behind "more". */
export const PRIMARY_PERIODS: readonly KlinePeriod[] = ['1m', '5m', '15m', '1h', '1d'];
export const MORE_PERIODS: readonly KlinePeriod[] = ['30m', '1w', '1M'];
export const DEFAULT_PERIOD: KlinePeriod = '5m';
/** Candles requested per chart. */
export const KLINE_LIMIT = 300;

/** Length of each period in ms (months and weeks only roughly: the provider aligns those). */
export const PERIOD_MS: Record<KlinePeriod, number> = {
  '1m': 60_000,
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '30m': 30 * 60_000,
  '1h': 60 * 60_000,
  '1d': 24 * 60 * 60_000,
  '1w': 7 * 24 * 60 * 60_000,
  '1M': 30 * 24 * 60 * 60_000,
};
