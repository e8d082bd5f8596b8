// The news feature reads articles through the app's one definition of the article calls
// (@app/shared store/endpoints/articles).
export { NEWS_PAGE_SIZE, useArticleListQuery, useArticlePagesInfiniteQuery, useArticleDetailsQuery } from '@app/shared';
