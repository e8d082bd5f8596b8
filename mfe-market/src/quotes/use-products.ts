import { selectIsLoggedIn, useAppSelector, type ProductListRequest } from '@app/shared';
import { useProductListQuery } from '../api';

/** Logged-out visitors have no socket (SPEC §4), so their snapshot is refreshed by polling. */
export const LOGGED_OUT_REFRESH_MS = 5000;

export function useProducts(req: ProductListRequest) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return useProductListQuery(req, { pollingInterval: loggedIn ? 0 : LOGGED_OUT_REFRESH_MS });
}
