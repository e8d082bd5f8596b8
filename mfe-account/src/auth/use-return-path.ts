import { useLocation } from 'react-router';
import { returnPathOf } from '@app/shared/routes';

/** Where to go after logging in: the private page that sent the user here, else Mine. */
export function useReturnPath(): string {
  return returnPathOf(useLocation().state);
}
