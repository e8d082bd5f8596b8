// News and notices (article/queryArticleList, article/queryArticleDetails), injected into the one api.
import { api, request, type Article, type ArticleListRequest, type ArticleListResponse } from '@app/shared';

export const NEWS_PAGE_SIZE = 20;

/** Tag of article lists: Home's pull-to-refresh invalidates it. */
export const NEWS_TAG = 'News' as const;

export const newsApi = api.enhanceEndpoints({ addTagTypes: [NEWS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    articleList: build.query<ArticleListResponse, ArticleListRequest>({
      query: (req) => request('article/queryArticleList', req),
      providesTags: [NEWS_TAG],
    }),
    /** News list page: pages of NEWS_PAGE_SIZE, the next one on "load more". */
    articlePages: build.infiniteQuery<ArticleListResponse, Omit<ArticleListRequest, 'page' | 'pageSize'>, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, all, lastPage) => (all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastPage + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => request('article/queryArticleList', { ...queryArg, page: pageParam, pageSize: NEWS_PAGE_SIZE }),
      providesTags: [NEWS_TAG],
    }),
    articleDetails: build.query<Article, number>({
      query: (id) => request('article/queryArticleDetails', { id }),
    }),
  }),
});

export const { useArticleListQuery, useArticlePagesInfiniteQuery, useArticleDetailsQuery } = newsApi;
