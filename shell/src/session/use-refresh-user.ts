import { selectToken, useAppSelector } from '@app/shared';
import { useShellUserInfoQuery } from '../store/shell-api';

/**
 * With a session, refresh the user once per app start (keeps `userinfo` current), once `ready`
 * (the shell passes "the page has settled": a page's own calls already meet an ended session).
 */
export function useRefreshUser(ready = true) {
  const token = useAppSelector(selectToken);
  useShellUserInfoQuery(undefined, { skip: !token || !ready });
}
