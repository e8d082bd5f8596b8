import { selectToken, useAppSelector } from '@app/shared';
import { useUserInfoQuery } from '../store/shell-api';

/** With a session, refresh the user once per app start (keeps `userinfo` current). */
export function useRefreshUser() {
  const token = useAppSelector(selectToken);
  useUserInfoQuery(undefined, { skip: !token });
}
