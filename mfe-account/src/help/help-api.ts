// The help centre: provider data in the request's language. Each query is keyed by that language
// too, so switching the interface language fetches the content again instead of showing the
// cached answer in the other one.
import { useTranslation } from 'react-i18next';
import {
  api,
  currentRequestLanguage,
  request,
  type HelpCategory,
  type HelpListResponse,
  type HelpQuestion,
  type RequestLanguage,
} from '@app/shared';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountHelpCategories: build.query<HelpCategory[], { lang: RequestLanguage }>({
      query: () => request('help/categories', {}),
      providesTags: ['Help'],
    }),
    accountHelpList: build.query<HelpListResponse, { categoryId: number; lang: RequestLanguage }>({
      query: ({ categoryId }) => request('help/list', { categoryId }),
      providesTags: ['Help'],
    }),
    accountHelpDetail: build.query<HelpQuestion, { id: number; lang: RequestLanguage }>({
      query: ({ id }) => request('help/detail', { id }),
      providesTags: ['Help'],
    }),
  }),
});

export const { useAccountHelpCategoriesQuery, useAccountHelpListQuery, useAccountHelpDetailQuery } = helpApi;

/** The request language, re-read when the interface language changes. */
export function useRequestLanguage(): RequestLanguage {
  const { i18n } = useTranslation();
  return i18n.language ? currentRequestLanguage() : 'en_US';
}
