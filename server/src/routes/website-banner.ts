// websitebanner/queryBannerList: the Home carousel, titled in the request's language.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EndpointGroup } from '../http/endpoint';

export function websiteBannerEndpoints(db: Kysely<Database>): EndpointGroup<'websitebanner'> {
  return {
    'websitebanner/queryBannerList': {
      auth: false,
      fields: {},
      async handle(_request, { lang }) {
        const rows = await db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
        return rows.map((row) => ({ id: row.id, title: lang === 'zh' ? row.title_zh : row.title_en, image: row.image, link: row.link }));
      },
    },
  };
}
