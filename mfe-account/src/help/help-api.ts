// The help centre: provider data in the request's language.
import { api, request, type HelpCategory, type HelpListResponse, type HelpQuestion } from '@app/shared';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountHelpCategories: build.query<HelpCategory[], void>({
      query: () => request('help/categories', {}),
      providesTags: ['Help'],
    }),
    accountHelpList: build.query<HelpListResponse, number>({
      query: (categoryId) => request('help/list', { categoryId }),
      providesTags: ['Help'],
    }),
    accountHelpDetail: build.query<HelpQuestion, number>({
      query: (id) => request('help/detail', { id }),
      providesTags: ['Help'],
    }),
  }),
});

export const { useAccountHelpCategoriesQuery, useAccountHelpListQuery, useAccountHelpDetailQuery } = helpApi;
