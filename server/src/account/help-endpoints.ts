// The help centre (public): categories, the questions of one, one question. Provider data in the
// request's content language (en_US / zh_CN columns; ja and zh-Hant through content/localize.ts).
import type { AccountEndpoints, HelpCategory } from '@app/shared/contracts';
import { RetCode } from '@app/shared/contracts';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { requiredInteger } from '../http/form-fields';
import { contentOf, type ContentLanguage } from '../i18n/language';
import { rowText } from '../content/localize';
import type { HelpCategoriesTable } from './schema';
import type { Selectable } from 'kysely';

type Paths = 'help/categories' | 'help/list' | 'help/detail';
type CategoryRow = Selectable<HelpCategoriesTable>;

const MAX_ID = 2_147_483_647;

function toCategory(row: CategoryRow, count: number, content: ContentLanguage): HelpCategory {
  return {
    id: row.id,
    title: rowText(row.title_en, row.title_zh, content),
    summary: rowText(row.summary_en, row.summary_zh, content),
    icon: row.icon,
    count,
  };
}

export function helpEndpoints(ctx: Pick<DomainContext, 'db'>): HandlersOf<Pick<AccountEndpoints, Paths>> {
  const { db } = ctx;

  async function questionCounts(): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('help_questions')
      .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
      .where('published', '=', 1)
      .where('deleted_at', 'is', null)
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
  }

  return {
    'help/categories': {
      auth: false,
      fields: {},
      async handle(_request, context) {
        const content = contentOf(context);
        const [rows, counts] = await Promise.all([
          db.selectFrom('help_categories').selectAll().orderBy('sort').orderBy('id').execute(),
          questionCounts(),
        ]);
        return rows.map((row) => toCategory(row, counts.get(row.id) ?? 0, content));
      },
    },

    'help/list': {
      auth: false,
      fields: { categoryId: requiredInteger(1, MAX_ID) },
      async handle({ categoryId }, context) {
        const content = contentOf(context);
        const category = await db.selectFrom('help_categories').selectAll().where('id', '=', categoryId).executeTakeFirst();
        if (!category) throw new ApiFailure(RetCode.HELP_NOT_FOUND);
        const rows = await db
          .selectFrom('help_questions')
          .select(['id', 'category_id', 'title_en', 'title_zh', 'title_ja'])
          .where('category_id', '=', categoryId)
          .where('published', '=', 1)
          .where('deleted_at', 'is', null)
          .orderBy('sort')
          .orderBy('id')
          .execute();
        return {
          category: toCategory(category, rows.length, content),
          list: rows.map((r) => ({ id: r.id, categoryId: r.category_id, title: rowText(r.title_en, r.title_zh, content, r.title_ja) })),
        };
      },
    },

    'help/detail': {
      auth: false,
      fields: { id: requiredInteger(1, MAX_ID) },
      async handle({ id }, context) {
        const content = contentOf(context);
        // Staff may unpublish or delete a question (staff/content.ts): customers see neither.
        const row = await db
          .selectFrom('help_questions')
          .selectAll()
          .where('id', '=', id)
          .where('published', '=', 1)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw new ApiFailure(RetCode.HELP_NOT_FOUND);
        return {
          id: row.id,
          categoryId: row.category_id,
          title: rowText(row.title_en, row.title_zh, content, row.title_ja),
          answer: rowText(row.answer_en, row.answer_zh, content, row.answer_ja),
          updatedAt: Number(row.updated_at),
        };
      },
    },
  };
}
