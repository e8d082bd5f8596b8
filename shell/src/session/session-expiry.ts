// What happens on retCode 102/103 (docs/product.md §4): the device forgets the session at once, the message
// is shown, and after 3 s (main) or 2 s (chat) the app relaunches to the variant's page. Several
// requests failing together relaunch once.
import { VARIANT_RULES, clearSession, sessionEnded, type Variant } from '@app/shared';
import type { Dispatch } from '@reduxjs/toolkit';

export interface SessionExpiryDeps {
  storage: Storage;
  dispatch: () => Dispatch;
  toast: (message: string, durationMs: number) => void;
  relaunch: (path: string) => void;
  fallbackMessage: () => string;
}

export function createSessionExpiryHandler(deps: SessionExpiryDeps) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  return (variant: Variant, message: string) => {
    clearSession(deps.storage);
    deps.dispatch()(sessionEnded({ reason: 'expired' }));
    if (pending !== null) return;
    const rule = VARIANT_RULES[variant];
    deps.toast(message || deps.fallbackMessage(), rule.relaunchDelayMs);
    pending = setTimeout(() => {
      pending = null;
      deps.relaunch(rule.relaunchTo);
    }, rule.relaunchDelayMs);
  };
}
