import type { ArticleCategory } from '@app/shared';

/** The news list page owned by this feature (added to mfe-account/routes.json). */
export const NEWS_LIST_PATH = '/pages/new/newsList';
/** SPEC §2 news details page. */
export const NEWS_DETAIL_PATH = '/pages/new/newsDetail';

export const newsListPath = (category: ArticleCategory) => `${NEWS_LIST_PATH}?category=${category}`;
export const newsDetailPath = (id: number) => `${NEWS_DETAIL_PATH}?id=${id}`;
