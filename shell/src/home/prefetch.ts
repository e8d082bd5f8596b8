// Home's own data requested at boot, before the registry and the router are ready: the requests
// then run in parallel with them, and Home's hooks pick up the answers (RTK Query shares an
// in-flight request and caches the result).
import type { AppDispatch } from '@app/shared';
import { shellApi } from '../store/shell-api';
import { homeApi } from './home-api';

export const HOME_PATHS: readonly string[] = ['/', '/pages/home/index'];

export function prefetchHome(dispatch: AppDispatch, pathname: string): void {
  if (!HOME_PATHS.includes(pathname)) return;
  dispatch(shellApi.endpoints.bannerList.initiate(undefined, { subscribe: false }));
  dispatch(homeApi.endpoints.navigationBar.initiate(undefined, { subscribe: false }));
  dispatch(homeApi.endpoints.homeNotices.initiate(undefined, { subscribe: false }));
}
