import { selectIsLoggedIn, useAppSelector, type ProductListRequest } from '@app/shared';
import { useMarketProductListQuery } from '../market-api';
import { LOGGED_OUT_REFRESH_MS } from '../constants';

export { LOGGED_OUT_REFRESH_MS };

/** 0 with a session (the socket streams prices), else the polling period of snapshots. */
export function useSnapshotPolling(): number {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return loggedIn ? 0 : LOGGED_OUT_REFRESH_MS;
}

export function useProducts(req: ProductListRequest) {
  const pollingInterval = useSnapshotPolling();
  return useMarketProductListQuery(req, { pollingInterval });
}
