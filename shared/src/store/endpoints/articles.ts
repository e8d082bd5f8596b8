// News and notices: the one definition of the article calls. Home's notice bar (shell), the news
// pages (account) and a product's news tab (market) all read articles through these endpoints.
import type { Article, ArticleListRequest, ArticleListResponse } from '../../contracts/market';
import { api, request } from '../api';

export const NEWS_PAGE_SIZE = 20;

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a category or of a product's news. */
    sharedArticleList: build.query<ArticleListResponse, ArticleListRequest>({
      query: (req) => request('article/queryArticleList', req),
      providesTags: ['News'],
    }),
    /** A long list: pages of NEWS_PAGE_SIZE, the next one on "load more" (infinite query). */
    sharedArticlePages: build.infiniteQuery<ArticleListResponse, Omit<ArticleListRequest, 'page' | 'pageSize'>, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, all, lastPage) =>
          all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastPage + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => request('article/queryArticleList', { ...queryArg, page: pageParam, pageSize: NEWS_PAGE_SIZE }),
      providesTags: ['News'],
    }),
    sharedArticleDetails: build.query<Article, number>({
      query: (id) => request('article/queryArticleDetails', { id }),
      providesTags: (_res, _err, id) => [{ type: 'News', id }],
    }),
  }),
});

export const {
  useSharedArticleListQuery: useArticleListQuery,
  useSharedArticlePagesInfiniteQuery: useArticlePagesInfiniteQuery,
  useSharedArticleDetailsQuery: useArticleDetailsQuery,
} = articlesApi;
