import { selectToken, useAppSelector } from '@app/shared';
import { useShellUserInfoQuery } from '../store/shell-api';

/** With a session, refresh the user once per app start (keeps `userinfo` current). */
export function useRefreshUser() {
  const token = useAppSelector(selectToken);
  useShellUserInfoQuery(undefined, { skip: !token });
}
