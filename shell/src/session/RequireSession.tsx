import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectSessionEndedOn, selectToken, selectUser, useAppSelector } from '@app/shared';
import { paths, returnTo } from '@app/shared/routes';

/**
 * docs/product.md §4/§6: without a token and user info, private pages send the user to open an account;
 * except the page where a session has just expired, which stays until the relaunch.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const endedOn = useAppSelector(selectSessionEndedOn);
  const location = useLocation();
  if (!token || !user) {
    if (endedOn === location.pathname + location.search) return <>{children}</>;
    return <Navigate to={paths.openAccount()} replace state={returnTo(location.pathname + location.search)} />;
  }
  return <>{children}</>;
}
