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

/** Home's published banners in display order. Read on every call: a staff edit shows at once. */
function readBanners(db: Kysely<Database>) {
  return db
    .selectFrom('banners')
    .selectAll()
    .where('published', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

type BannerRow = Awaited<ReturnType<typeof readBanners>>[number];

const bannerIn = (row: BannerRow, content: ContentLanguage): Banner => ({
  id: row.id,
  title: rowText(row.title_en, row.title_zh, content, row.title_ja),
  image: row.image,
  link: row.link,
});

/** Home's published banners in display order, titled in the content language. */
export async function queryBanners(db: Kysely<Database>, content: ContentLanguage): Promise<Banner[]> {
  return (await readBanners(db)).map((row) => bannerIn(row, content));
}

/** The same in each of `languages`, from one read: index.html on Home inlines them all. */
export async function queryBannersIn<L extends ContentLanguage>(
  db: Kysely<Database>,
  languages: readonly L[],
): Promise<Record<L, Banner[]>> {
  const rows = await readBanners(db);
  return Object.fromEntries(languages.map((content) => [content, rows.map((row) => bannerIn(row, content))])) as Record<L, Banner[]>;
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
