// article/queryArticleList and queryArticleDetails: news and notices in the request's content language,
// newest first, filtered by category and by the product they are about.
import { MARKET_RET_CODES, type Article, type ArticleSummary, type MarketEndpoints } from '@app/shared/contracts';
import { ARTICLE_PAGING } from '@app/shared/constants';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { oneOf, optional, optionalInteger, optionalText, requiredInteger } from '../http/form-fields';
import { contentOf, type ContentLanguage } from '../i18n/language';
import { rowText } from './localize';
import { CODE_MAX_LENGTH } from './product-endpoints';
import type { ArticlesTable } from './schema';

type ArticlePaths = 'article/queryArticleList' | 'article/queryArticleDetails';
type ArticleRow = Selectable<ArticlesTable>;

export function summaryOf(row: ArticleRow, codes: string[], content: ContentLanguage): ArticleSummary {
  return {
    id: row.id,
    category: row.category,
    title: rowText(row.title_en, row.title_zh, content, row.title_ja),
    summary: rowText(row.summary_en, row.summary_zh, content, row.summary_ja),
    source: rowText(row.source_en, row.source_zh, content, row.source_ja),
    publishedAt: Number(row.published_at),
    codes,
  };
}

/** The product codes each article names (in code order), by article id: every id in `ids` has an entry. */
export async function productCodesOf(db: Kysely<Database> | Transaction<Database>, ids: number[]): Promise<Map<number, string[]>> {
  const byArticle = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byArticle;
  const rows = await db
    .selectFrom('article_products')
    .select(['article_id', 'code'])
    .where('article_id', 'in', ids)
    .orderBy('code')
    .execute();
  for (const row of rows) byArticle.get(row.article_id)?.push(row.code);
  return byArticle;
}

export function articleEndpoints(ctx: DomainContext): HandlersOf<Pick<MarketEndpoints, ArticlePaths>> {
  const { db } = ctx;

  return {
    'article/queryArticleList': {
      auth: false,
      fields: {
        category: optional(oneOf(['news', 'notice'] as const)),
        code: optionalText(CODE_MAX_LENGTH),
        page: optionalInteger(1, 1_000_000),
        pageSize: optionalInteger(1, ARTICLE_PAGING.maxPageSize),
      },
      async handle({ category, code, page = 1, pageSize = ARTICLE_PAGING.defaultPageSize }, context) {
        const content = contentOf(context);
        // Staff may unpublish or delete an article (staff/content.ts): customers see neither.
        let query = db.selectFrom('articles').where('published', '=', 1).where('deleted_at', 'is', null);
        if (category) query = query.where('category', '=', category);
        if (code) {
          const wanted = ctx.market.listing(code)?.code ?? code.trim().toUpperCase();
          query = query.where('id', 'in', db.selectFrom('article_products').select('article_id').where('code', '=', wanted));
        }
        const [{ total }, rows] = await Promise.all([
          query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
          query
            .selectAll()
            .orderBy('published_at', 'desc')
            .orderBy('id', 'desc')
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute(),
        ]);
        const codes = await productCodesOf(
          db,
          rows.map((r) => r.id),
        );
        return { list: rows.map((row) => summaryOf(row, codes.get(row.id) ?? [], content)), total: Number(total) };
      },
    },

    'article/queryArticleDetails': {
      auth: false,
      fields: { id: requiredInteger(1, Number.MAX_SAFE_INTEGER) },
      async handle({ id }, context): Promise<Article> {
        const content = contentOf(context);
        const row = await db
          .selectFrom('articles')
          .selectAll()
          .where('id', '=', id)
          .where('published', '=', 1)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw new ApiFailure(MARKET_RET_CODES.ARTICLE_NOT_FOUND);
        const codes = await productCodesOf(db, [row.id]);
        return { ...summaryOf(row, codes.get(row.id) ?? [], content), body: rowText(row.body_en, row.body_zh, content, row.body_ja) };
      },
    },
  };
}
