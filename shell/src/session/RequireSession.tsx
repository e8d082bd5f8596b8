import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectToken, selectUser, useAppSelector } from '@app/shared';
import { paths, returnTo } from '@app/shared/routes';

/** docs/product.md §4/§6: without a token and user info, private pages send the user to open an account. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!token || !user) {
    return <Navigate to={paths.openAccount()} replace state={returnTo(location.pathname + location.search)} />;
  }
  return <>{children}</>;
}
