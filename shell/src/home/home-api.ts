// Endpoints of Home's own parts (the shell's): the icon menu and the notice bar.
import { api, request, type ArticleListResponse, type NavigationItem } from '@app/shared';

/** Tags Home's pull-to-refresh invalidates: every block on Home provides one of them. */
export const HOME_TAGS = ['Banners', 'Products', 'Ipo', 'News', 'Navigation'] as const;
export const HOME_NOTICE_COUNT = 5;

export const homeApi = api.enhanceEndpoints({ addTagTypes: ['News', 'Navigation'] }).injectEndpoints({
  endpoints: (build) => ({
    navigationBar: build.query<NavigationItem[], void>({
      query: () => request('navigationBar/queryNavigationBarList', {}),
      providesTags: ['Navigation'],
    }),
    homeNotices: build.query<ArticleListResponse, void>({
      query: () => request('article/queryArticleList', { category: 'notice', page: 1, pageSize: HOME_NOTICE_COUNT }),
      providesTags: ['News'],
    }),
  }),
});

export const { useNavigationBarQuery, useHomeNoticesQuery } = homeApi;
