// Home's furniture: the banner carousel, the icon menu and the app's configuration keys, in the
// request's language.
import type { Banner, MarketEndpoints } from '@app/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DomainContext } from '../domain-context';
import type { Language } from '../i18n/language';
import type { HandlersOf } from '../http/endpoint';
import { requiredText } from '../http/form-fields';
import { configValues } from './config-keys';
import { NAVIGATION } from './navigation';

type SitePaths = 'websitebanner/queryBannerList' | 'navigationBar/queryNavigationBarList' | 'config/getKeys';

/** Home's banners in display order, titled in the language; also inlined into index.html on Home. */
export async function queryBanners(db: Kysely<Database>, lang: Language): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, title: lang === 'zh' ? row.title_zh : row.title_en, image: row.image, link: row.link }));
}

export function siteEndpoints(ctx: DomainContext): HandlersOf<Pick<MarketEndpoints, SitePaths>> {
  const { db, config } = ctx;
  return {
    'websitebanner/queryBannerList': {
      auth: false,
      fields: {},
      handle: (_request, { lang }) => queryBanners(db, lang),
    },

    'navigationBar/queryNavigationBarList': {
      auth: false,
      fields: {},
      async handle(_request, { lang }) {
        return NAVIGATION.map((item) => ({ id: item.id, title: item.title[lang], icon: item.icon, link: item.link }));
      },
    },

    'config/getKeys': {
      auth: false,
      fields: { keys: requiredText(1000) },
      async handle({ keys }, { lang }) {
        return configValues(keys, config, lang);
      },
    },
  };
}
