// What the server writes into index.html and the shell reads back (server/src/static/index-html.ts).
import type { Banner } from '../contracts/common';
import type { UiLanguage } from '../i18n/languages';
import { SHELL_PATHS } from '../routes/paths';

/** Ids of the JSON scripts index.html may carry. */
export const INLINE_DATA_IDS = {
  /** The remote registry (every page). */
  registry: 'remote-registry',
  /** Home's banner list per interface language (Home only). */
  home: 'home-data',
  /** Answers to a public page's first calls, by routeDataKey (public remote pages). */
  routeData: 'route-data',
} as const;

/** The paths that show Home. */
export const HOME_PATHS: readonly string[] = SHELL_PATHS;

/** Home's data as index.html carries it (INLINE_DATA_IDS.home): the banner list per interface language. */
export interface HomeInlineData {
  banners: Record<UiLanguage, Banner[]>;
}
