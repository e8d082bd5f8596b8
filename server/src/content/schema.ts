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
  /** Japanese written by staff (migration 0912); null: the built-in Japanese of the English, else English. */
  title_ja: string | null;
  summary_ja: string | null;
  body_ja: string | null;
  source_ja: string | null;
  published_at: number;
  /** 1: listed for customers; 0: unpublished by staff (0912). */
  published: Generated<number>;
  /** Deleted by staff: never shown, kept so the demo seed never writes it back (0912). */
  deleted_at: number | null;
  /** +1 with every staff update (0912). */
  version: Generated<number>;
  /** Last staff change, 0 for none (0912). */
  updated_at: Generated<number>;
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
