// The news feature's links, from the product's one route module.
import { type ArticleCategory } from '@app/shared';
import { PATH, paths } from '@app/shared/routes';

export const NEWS_LIST_PATH = PATH.newsList;
export const NEWS_DETAIL_PATH = PATH.newsDetail;

export const newsListPath = (category: ArticleCategory) => paths.newsList({ category });
export const newsDetailPath = (id: number) => paths.newsDetail({ id });
