// Tables of the content domain. Market data endpoints and content: products, klines, depth, watchlist, navigation, news, config.
// Row types as kysely sees them; times are ms since epoch, money is integer minor units.

export interface ContentTables {}
