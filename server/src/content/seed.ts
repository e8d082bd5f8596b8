// Demo data of the content domain: the news articles and notices, written only into an empty
// articles table, so restarts never duplicate them. Publish times are spread over the days before
// the seeding moment (the domains' clock).
import type { DomainContext } from '../domain-context';
import { ARTICLE_SEEDS } from './articles-data';

const HOUR_MS = 3_600_000;

export async function seedContent(ctx: DomainContext): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('articles').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    // Oldest first, so ids grow with the publish time.
    const seeds = [...ARTICLE_SEEDS].sort((a, b) => b.hoursAgo - a.hoursAgo);
    for (const seed of seeds) {
      const { id } = await trx
        .insertInto('articles')
        .values({
          category: seed.category,
          title_en: seed.title.en,
          title_zh: seed.title.zh,
          summary_en: seed.summary.en,
          summary_zh: seed.summary.zh,
          body_en: seed.body.en.join('\n\n'),
          body_zh: seed.body.zh.join('\n\n'),
          source_en: seed.source.en,
          source_zh: seed.source.zh,
          published_at: now - seed.hoursAgo * HOUR_MS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (seed.codes.length)
        await trx
          .insertInto('article_products')
          .values(seed.codes.map((code) => ({ article_id: id, code })))
          .execute();
    }
  });
}
