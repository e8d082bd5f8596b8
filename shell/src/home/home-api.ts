// Endpoints of Home's own parts (the shell's): the icon menu and the notice bar.
import { api, articlesApi, request, type ArticleListRequest, type NavigationItem } from '@app/shared';

/** Tags Home's pull-to-refresh invalidates: every block on Home provides one of them. */
export const HOME_TAGS = ['Banners', 'Products', 'Ipo', 'News', 'Navigation'] as const;
export const HOME_NOTICE_COUNT = 5;

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    shellNavigationBar: build.query<NavigationItem[], void>({
      query: () => request('navigationBar/queryNavigationBarList', {}),
      providesTags: ['Navigation'],
    }),
  }),
});

export const { useShellNavigationBarQuery } = homeApi;

/** The notice bar's request: the newest notices (the shared article list endpoint). */
export const HOME_NOTICES: ArticleListRequest = { category: 'notice', page: 1, pageSize: HOME_NOTICE_COUNT };
export const useHomeNoticesQuery = () => articlesApi.useSharedArticleListQuery(HOME_NOTICES);
export const initiateHomeNotices = () => articlesApi.endpoints.sharedArticleList.initiate(HOME_NOTICES, { subscribe: false });
