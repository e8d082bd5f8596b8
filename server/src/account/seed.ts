// Demo data of the account domain: written only where missing, so restarts never duplicate it.
import type { DomainContext } from '../domain-context';
import { HELP_CENTRE } from './help-data';

/** The help centre's categories and questions (by slug: what exists is left as it is). */
export async function seedHelpCentre(ctx: Pick<DomainContext, 'db' | 'now'>): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  for (const [ci, category] of HELP_CENTRE.entries()) {
    let row = await db.selectFrom('help_categories').select('id').where('slug', '=', category.slug).executeTakeFirst();
    if (!row) {
      row = await db
        .insertInto('help_categories')
        .values({
          slug: category.slug,
          icon: category.icon,
          sort: ci + 1,
          title_en: category.title.en,
          title_zh: category.title.zh,
          summary_en: category.summary.en,
          summary_zh: category.summary.zh,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const categoryId = row.id;
    for (const [qi, q] of category.questions.entries()) {
      const exists = await db.selectFrom('help_questions').select('id').where('slug', '=', q.slug).executeTakeFirst();
      if (exists) continue;
      await db
        .insertInto('help_questions')
        .values({
          category_id: categoryId,
          slug: q.slug,
          sort: qi + 1,
          title_en: q.title.en,
          title_zh: q.title.zh,
          answer_en: q.answer.en,
          answer_zh: q.answer.zh,
          updated_at: now,
        })
        .execute();
    }
  }
}

export async function seedAccount(ctx: DomainContext): Promise<void> {
  await seedHelpCentre(ctx);
}
