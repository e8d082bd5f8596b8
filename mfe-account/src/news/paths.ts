// The news feature's links, from the product's catalogue of links (@app/shared/routes).
import { type ArticleCategory } from '@app/shared';
import { paths } from '@app/shared/routes';

export const newsListPath = (category: ArticleCategory) => paths.newsList({ category });
export const newsDetailPath = (id: number) => paths.newsDetail({ id });
