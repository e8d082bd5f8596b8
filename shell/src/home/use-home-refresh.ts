import { useCallback } from 'react';
import { api, useAppDispatch } from '@app/shared';
import { HOME_TAGS, homeApi } from './home-api';

/**
 * Home's pull-to-refresh: invalidates every tag a Home block provides (its own parts and the
 * remote widgets alike, without knowing them), then waits for the refetches to settle.
 */
export function useHomeRefresh(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    dispatch(homeApi.util.invalidateTags([...HOME_TAGS]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.allSettled(dispatch(api.util.getRunningQueriesThunk()));
  }, [dispatch]);
}
