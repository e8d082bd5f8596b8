import { useLocation } from 'react-router';

/** Where to go after logging in: the private page that sent the user here, else Mine. */
export function useReturnPath(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' && state.from.startsWith('/') ? state.from : '/pages/mine/user';
}
