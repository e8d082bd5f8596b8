// What happens on retCode 102/103 (docs/product.md §4): the device forgets the session at once and the
// message is shown on the page where it happened, which stays on screen; after 3 s (main) or 2 s
// (chat) the app relaunches, once, to the variant's page, bringing along the way back to that page
// for after the login. Several requests failing together relaunch once. A customer who left that
// page meanwhile, or who is already where one signs in, is not moved.
import { VARIANT_RULES, clearSession, sessionEnded, sessionExpiryOver, type RootState, type Variant } from '@app/shared';
import { PATH, returnTo, type ReturnState } from '@app/shared/routes';
import type { Dispatch } from '@reduxjs/toolkit';

export interface SessionExpiryDeps {
  storage: Storage;
  store: () => { dispatch: Dispatch; getState: () => unknown };
  /** The page on screen: path and query. */
  here: () => string;
  toast: (message: string, durationMs: number) => void;
  relaunch: (path: string, state: ReturnState) => void;
  fallbackMessage: () => string;
}

/** Pages where a customer signs in: a relaunch would only take them from one to another. */
const SIGN_IN_PAGES: readonly string[] = [PATH.openAccount, PATH.login, PATH.register, PATH.forget];

export function createSessionExpiryHandler(deps: SessionExpiryDeps) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  return (variant: Variant, message: string) => {
    clearSession(deps.storage);
    const store = deps.store();
    const on = deps.here();
    store.dispatch(sessionEnded({ reason: 'expired', on }));
    if (pending !== null) return;
    const rule = VARIANT_RULES[variant];
    deps.toast(message || deps.fallbackMessage(), rule.relaunchDelayMs);
    pending = setTimeout(() => {
      pending = null;
      const endedOn = (store.getState() as RootState).session.endedOn;
      // Gone from that page (SessionExpiryWatch ended the wait): the customer chose where to be.
      if (endedOn === null) return;
      // The relaunch leaves the page, and SessionExpiryWatch ends the wait once the new page is on
      // screen (ending it first would let the old page redirect on its own).
      if (SIGN_IN_PAGES.includes(endedOn.split('?')[0]) || endedOn === rule.relaunchTo) store.dispatch(sessionExpiryOver());
      else deps.relaunch(rule.relaunchTo, returnTo(endedOn));
    }, rule.relaunchDelayMs);
  };
}
