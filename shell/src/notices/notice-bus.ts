// Account notices the provider pushes with its account events (a position closed at its stop or at
// the forced stop-loss line, a limit order filled): the socket publishes them here, the notice
// banner (mounted once in the layout) shows them on whatever page is open.
import type { AccountNotice } from '@app/shared';

type Listener = (notice: AccountNotice) => void;
const listeners = new Set<Listener>();
const wakers = new Set<() => void>();
/** Notices that arrived before the banner's code was loaded (it loads on the first notice). */
const buffered: AccountNotice[] = [];
const MAX_BUFFERED = 3;

export function publishNotice(notice: AccountNotice): void {
  if (listeners.size === 0) {
    buffered.push(notice);
    buffered.splice(0, Math.max(0, buffered.length - MAX_BUFFERED));
  }
  for (const listener of listeners) listener(notice);
  for (const wake of wakers) wake();
}

/** The banner's subscription: notices buffered so far are delivered at once. */
export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of buffered.splice(0)) listener(notice);
  return () => {
    listeners.delete(listener);
  };
}

/** Called on every notice: the layout's host loads the banner on the first one. */
export function onNotice(wake: () => void): () => void {
  wakers.add(wake);
  return () => {
    wakers.delete(wake);
  };
}
