// Home's own data at boot, before the registry and the router are ready: the banner list comes
// inside index.html (the server painted its first banner already, and React's first render must
// show the same one); the rest is requested now, in parallel with the start-up, and Home's hooks
// pick up the answers (RTK Query shares an in-flight request and caches the result).
import { HOME_PATHS, INLINE_DATA_IDS, type AppDispatch, type Banner, type UiLanguage } from '@app/shared';
import { readInlineJson } from '../inline-json';
import { shellApi } from '../store/shell-api';
import { homeApi, initiateHomeNotices } from './home-api';

function isBanner(v: unknown): v is Banner {
  const b = v as Banner;
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.id === 'number' &&
    typeof b.title === 'string' &&
    typeof b.image === 'string' &&
    typeof b.link === 'string'
  );
}

/** The banner list index.html carries for this interface language, or null (absent or malformed). */
export function readInlineBanners(doc: Pick<Document, 'getElementById'>, lang: UiLanguage): Banner[] | null {
  const list = (readInlineJson(doc, INLINE_DATA_IDS.home) as { banners?: Record<string, unknown> } | null | undefined)?.banners?.[lang];
  return Array.isArray(list) && list.every(isBanner) ? list : null;
}

/**
 * Requests Home's own data; resolves when every answer is in the store (failed or not). Off Home,
 * does nothing and resolves at once.
 */
export function prefetchHome(dispatch: AppDispatch, pathname: string, inlineBanners: Banner[] | null = null): Promise<unknown> {
  if (!HOME_PATHS.includes(pathname)) return Promise.resolve();
  const requests: Array<PromiseLike<unknown>> = [];
  // Synchronously (not upsertQueryData, a thunk): the first render must find the list in the cache.
  if (inlineBanners)
    dispatch(shellApi.util.upsertQueryEntries([{ endpointName: 'shellBannerList', arg: undefined, value: inlineBanners }]));
  else requests.push(dispatch(shellApi.endpoints.shellBannerList.initiate(undefined, { subscribe: false })));
  requests.push(dispatch(homeApi.endpoints.shellNavigationBar.initiate(undefined, { subscribe: false })));
  requests.push(dispatch(initiateHomeNotices()));
  return Promise.allSettled(requests);
}
