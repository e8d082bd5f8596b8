// Tables of the content domain: the watchlist (self-selected products) and news articles with the
// products they are about. Market data itself (products, quotes, klines, depth) lives in the
// simulator, not in tables. Times are ms since epoch.
import type { ArticleCategory } from '@app/shared/contracts';
import type { Generated } from 'kysely';

/** One product a user follows; (user_id, code) is unique, so collecting twice changes nothing. */
export interface WatchlistTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  created_at: number;
}

/** A news article or a notice (Home's scrolling bar), in both languages. */
export interface ArticlesTable {
  id: Generated<number>;
  category: ArticleCategory;
  title_en: string;
  title_zh: string;
  summary_en: string;
  summary_zh: string;
  /** Plain text; paragraphs separated by blank lines. */
  body_en: string;
  body_zh: string;
  source_en: string;
  source_zh: string;
  published_at: number;
}

/** The products an article is about. */
export interface ArticleProductsTable {
  article_id: number;
  code: string;
}

export interface ContentTables {
  watchlist: WatchlistTable;
  articles: ArticlesTable;
  article_products: ArticleProductsTable;
}
