// Home's furniture: the banner carousel, the icon menu and the app's configuration keys, in the
// request's language.
import type { Banner, MarketEndpoints } from '@app/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DomainContext } from '../domain-context';
import { contentOf, type ContentLanguage } from '../i18n/language';
import type { HandlersOf } from '../http/endpoint';
import { requiredText } from '../http/form-fields';
import { configValues } from './config-keys';
import { rowText } from './localize';
import { NAVIGATION } from './navigation';
import { inContentLanguage } from '../i18n/localized';

type SitePaths = 'websitebanner/queryBannerList' | 'navigationBar/queryNavigationBarList' | 'config/getKeys';

/**
 * Home's published banners in display order, titled in the content language; also inlined into
 * index.html on Home. Read on every call: a staff edit shows at once.
 */
export async function queryBanners(db: Kysely<Database>, content: ContentLanguage): Promise<Banner[]> {
  const rows = await db
    .selectFrom('banners')
    .selectAll()
    .where('published', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: rowText(row.title_en, row.title_zh, content, row.title_ja),
    image: row.image,
    link: row.link,
  }));
}

export function siteEndpoints(ctx: DomainContext): HandlersOf<Pick<MarketEndpoints, SitePaths>> {
  const { db, config } = ctx;
  return {
    'websitebanner/queryBannerList': {
      auth: false,
      fields: {},
      handle: (_request, context) => queryBanners(db, contentOf(context)),
    },

    'navigationBar/queryNavigationBarList': {
      auth: false,
      fields: {},
      async handle(_request, context) {
        const content = contentOf(context);
        return NAVIGATION.map((item) => ({ id: item.id, title: inContentLanguage(item.title, content), icon: item.icon, link: item.link }));
      },
    },

    'config/getKeys': {
      auth: false,
      fields: { keys: requiredText(1000) },
      async handle({ keys }, context) {
        return configValues(keys, config, contentOf(context));
      },
    },
  };
}
