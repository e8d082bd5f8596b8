import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { selectSessionEndedOn, sessionExpiryOver, useAppDispatch, useAppSelector } from '@app/shared';

/**
 * docs/product.md §4: while the relaunch after a 102/103 is pending, the page where the session ended
 * stays. A customer who leaves it (a tab, a link, back) ends the wait: the relaunch is not forced
 * on them afterwards, and what that page had loaded is forgotten.
 */
export function SessionExpiryWatch() {
  const { pathname, search } = useLocation();
  const endedOn = useAppSelector(selectSessionEndedOn);
  const dispatch = useAppDispatch();
  const here = pathname + search;
  useEffect(() => {
    if (endedOn !== null && endedOn !== here) dispatch(sessionExpiryOver());
  }, [endedOn, here, dispatch]);
  return null;
}
